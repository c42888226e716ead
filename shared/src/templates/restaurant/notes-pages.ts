import { equipmentPages } from '../common/equipment-pages';
import type { PageDraft } from '../template-def';
import { tablePage, type Frame } from '../office/page-shapes';

// Chapters 08 设备选型 and 09 设计说明 of the restaurant deck: what each luminaire must meet,
// the shared product pages, then the notes for installation, commissioning and upkeep.

export function equipmentChapter(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '灯具选型要点',
      en: 'LUMINAIRE SELECTION',
      intro: ['餐厅所有可见光源统一 Ra > 95、R9 > 80，同一空间色温一致。以下为各类灯具的关键参数。'],
      columns: [{ name: '灯具', width: 1.1 }, { name: '位置', width: 1.4 }, { name: '关键参数', width: 3.4 }],
      rows: [
        ['餐桌吊灯', '散座、包间', '不透光灯罩，光源深藏，15°–36° 配光，2700–3000K，可调光'],
        ['防眩射灯', '转盘、背景墙、艺术墙', '遮光角 ≥ 30°，15°–24° 窄光束，Ra > 95，R9 > 80'],
        ['深防眩筒灯', '门厅、走道、洗手间', '60° 光束，3000K，UGR 低'],
        ['灯带', '灯槽、吧台、酒柜', '24 V 恒压，2700K，无颗粒感，色容差 ≤ 3 SDCM'],
        ['线性灯', '吧台、传菜明档', '3000K，Ra > 95，台面 500 lx（明档）'],
        ['厨房面板灯', '厨房', '防油防潮，4000K，台面 500 lx'],
      ],
      tips: [
        ['试菜试光', '样灯到场后用真实菜品试光，确认肉类、蔬菜与酱汁的颜色。'],
        ['防眩优先', '射灯遮光角不小于 30°，客人就座时看不到发光面。'],
        ['拍照友好', '选无可视频闪的驱动，客人用手机拍菜与合影不出条纹。'],
      ],
      flags: { home: true },
    }),
    ...equipmentPages({ chapter, size: f.size, margin: f.margin, theme: f.theme, building: 'public' }),
  ];
}

export function notesPages(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '施工与安装说明',
      en: 'INSTALLATION NOTES',
      intro: ['照明效果在施工中最容易走样。以下要点请在交底时逐项确认，灯位以桌位为准，桌位调整时灯位同步调整。'],
      columns: [{ name: '项目', width: 1 }, { name: '要求', width: 3.4 }],
      rows: [
        ['灯位', '吊灯与射灯以家具平面定位，开孔前现场放线复核桌位'],
        ['吊高', '餐桌吊灯底距桌面 0.7–0.8 m，吧台吊灯距台面约 0.8 m'],
        ['灯槽', '灯带距反光面不少于 100 mm，出光口不可直视，转角连续无暗区'],
        ['调光', '同一回路灯具与驱动同一型号，调光器与驱动匹配，避免低亮度闪烁'],
        ['明档与厨房', '防油防潮灯具，独立回路，不接入前厅调光系统'],
      ],
      tips: [
        ['放线复核', '开孔前按家具图现场放线，灯位与桌位偏差不超过 100 mm。'],
        ['预留检修', '灯槽与吊顶预留检修口，驱动电源便于更换。'],
        ['调试到场', '安装后由设计师到现场调试角度与场景，再交付使用。'],
      ],
    }),
    tablePage(f, chapter, {
      name: '调试与验收',
      en: 'COMMISSIONING',
      intro: ['灯具安装完成后由设计师现场调试：对准角度、设定场景、用真实菜品试光，验收按下表逐项记录。'],
      columns: [{ name: '项目', width: 1.2 }, { name: '方法', width: 2.4 }, { name: '合格标准', width: 2 }],
      rows: [
        ['桌面照度', '照度计测每桌中心与四角', '200–300 lx，桌面无明显暗角'],
        ['射灯角度', '逐盏对准转盘、艺术品与背景墙', '光斑不落在客人脸上'],
        ['显色与色温', '对照样灯与选型参数，抽检光谱', 'Ra > 95，R9 > 80，色温一致'],
        ['场景', '逐个场景切换并记录各回路亮度', '与场景模式表一致'],
        ['频闪', '手机慢动作拍摄调光全程', '无可见条纹'],
      ],
      flags: { skip: true },
    }),
    tablePage(f, chapter, {
      name: '维护建议',
      en: 'UPKEEP',
      intro: ['餐厅油烟与清洁频繁，灯具光通量会逐年下降。按下表维护，保持开业时的效果。'],
      columns: [{ name: '周期', width: 1 }, { name: '内容', width: 3.4 }],
      rows: [
        ['每周', '擦拭吧台与明档灯具，检查不亮或闪烁的灯具'],
        ['每月', '检查射灯角度是否因清洁碰歪，复核场景面板设置'],
        ['每季度', '清洁灯槽与吊灯灯罩，检查厨房灯具的防护密封'],
        ['每年', '抽测桌面照度，低于设计值 80% 时清洁或更换光源'],
      ],
      flags: { skip: true },
    }),
  ];
}
