import type { PageDraft } from '../template-def';
import { glareChart, illCctChart, sidePage, tablePage, visionChart, type Frame } from '../office/page-shapes';

// Chapters 04 设计理念 and 05 设计要点 of the restaurant deck: the six kinds of light and the
// brightness hierarchy, then the points a restaurant's light is judged by (the table, the food's
// colour, glare, colour temperature by service).

export function philosophyPages(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '六类光的餐厅应用',
      en: 'THE SIX KINDS OF LIGHT AT THE TABLE',
      intro: ['LightKit 将空间中的光分为六类。餐厅的主角是照亮餐桌的功能光与塑造氛围的重点光、装饰光，环境光反而要克制。'],
      columns: [{ name: '光的类型', width: 1 }, { name: '在餐厅中的作用', width: 2 }, { name: '本项目的做法', width: 2.6 }],
      rows: [
        ['环境光', '保证通行与基本可见，营造底色', '周边灯带与通道筒灯，亮度低于桌面'],
        ['功能光（作业光）', '照亮餐桌、吧台、明档操作面', '每桌一组吊灯或窄光束射灯，桌面 200–300 lx'],
        ['重点光', '突出背景墙、艺术品与招牌', '包间背景墙与大厅艺术墙射灯'],
        ['装饰光（闪烁光）', '提供视觉焦点与精致感', '吧台吊灯、包间主灯的玻璃与金属反光'],
        ['节律光', '随午市晚市调整照度与色温', '午市 3000K，晚市 2700K，自动切换'],
        ['媒介光', '配合包间屏幕与拍照', '屏幕前回路可调暗，桌面光适合手机拍摄'],
      ],
    }),
    sidePage(f, chapter, {
      name: '亮度层次',
      en: 'A HIERARCHY OF BRIGHTNESS',
      points: [
        ['原则', '均匀的亮是食堂，有层次的亮才是餐厅。桌面、墙面、通道三层的亮度比不低于 10 : 3 : 1。'],
        ['第一层：桌面', '最亮，200–300 lx，菜品与手部是画面中心，光斑略大于桌面。'],
        ['第二层：墙面与背景', '约为桌面的三分之一，射灯与洗墙勾勒材质；包间背景墙是例外的焦点。'],
        ['第三层：通道与顶棚', '最暗，约为桌面的十分之一，保证通行安全，不抢视线。'],
      ],
      figure: (box) => [visionChart({ ...box, height: 420 }, [['通道与顶棚', 10, 30], ['墙面与背景', 50, 100], ['餐桌桌面', 90, 300]])],
    }),
  ];
}

export function pointsPages(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '餐桌照明',
      en: 'LIGHTING THE TABLE',
      intro: ['餐桌照明决定一家餐厅的成败。灯具跟随桌位而不是跟随天花网格：先定桌位，再定灯位。'],
      columns: [{ name: '桌型', width: 1.2 }, { name: '灯具', width: 1.6 }, { name: '安装', width: 1.8 }, { name: '光束 / 要点', width: 2.4 }],
      rows: [
        ['两人、四人方桌', '小吊灯或窄光束射灯', '吊灯底距桌面 0.7–0.8 m', '24°–36°，光斑覆盖桌面不照到人脸'],
        ['六人长桌', '线性吊灯或两盏吊灯', '沿长边居中', '光斑均匀覆盖全长，两端不暗'],
        ['包间圆桌（10–12 人）', '主吊灯 + 4 盏射灯', '射灯对准转盘与桌沿', '15°–24°，转盘最亮，主灯负责氛围'],
        ['吧台', '一组小吊灯 + 台下灯带', '吊灯距台面 0.8 m', '台面 100–300 lx，酒柜背光'],
        ['卡座', '壁灯或低吊灯', '灯具低于视线', '私密，面部柔和'],
      ],
      tips: [
        ['先定桌位', '灯位随桌位走：桌位调整时灯位同步调整，施工前以家具图复核。'],
        ['不照人脸', '光斑落在桌面中央，客人面部只接受桌面反射的柔和光。'],
        ['可调光', '每桌回路可调光，午市与晚市用同一组灯具营造不同气氛。'],
      ],
    }),
    sidePage(f, chapter, {
      name: '眩光控制',
      en: 'GLARE CONTROL',
      points: [
        ['原则', '客人坐着时视线接近水平，任何进入视线的高亮光源都会破坏体验。'],
        ['做法', '射灯深藏防眩，遮光角 ≥ 30°；吊灯采用不透光灯罩，光源不外露；避免把光打在客人脸上。'],
        ['目标', '就座视线方向 UGR 按 16 控制，优于中餐厅 UGR 22 的标准限值（GB 50034-2013 旅馆建筑照明标准值）。'],
      ],
      figure: (box) => [glareChart(box, 5)],
    }),
    sidePage(f, chapter, {
      name: '色温与营业时段',
      en: 'COLOUR TEMPERATURE BY SERVICE',
      points: [
        ['午市', '3000K、桌面 300 lx，明快利落。'],
        ['晚市', '2700K、桌面 200 lx，温暖放松。'],
        ['宴请', '3000K、300 lx，隆重清晰。'],
        ['吧台夜间', '2700K、100 lx，低照度高对比。'],
        ['清洁', '4000K、500 lx，打烊检查。'],
      ],
      figure: (box) => [illCctChart({ ...box, height: 420 }, [['午市', 300, 3000], ['晚市', 200, 2700], ['宴请', 300, 3000], ['吧台夜间', 100, 2700], ['打烊清洁', 500, 4000]])],
    }),
    tablePage(f, chapter, {
      name: '菜品与显色',
      en: 'FOOD AND COLOUR',
      intro: ['不同菜品对光的要求不同。下表是选型与调试时逐项检查的要点，样灯到场后用真实菜品试光。'],
      columns: [{ name: '菜品', width: 1 }, { name: '关键颜色', width: 1.3 }, { name: '光的要求', width: 3 }],
      rows: [
        ['红烧、烤肉', '深红、酱色', 'R9 > 80，2700–3000K，窄光束突出油亮光泽'],
        ['海鲜、刺身', '橙红、半透明', '3000K，Ra > 95，避免过暖使白色发黄'],
        ['蔬菜、凉菜', '绿色', '不用过低色温，3000K 保持绿色鲜亮'],
        ['甜品、饮品', '白、粉与透明', '侧光或背光表现质感与通透'],
      ],
      flags: { skip: true },
    }),
  ];
}
