import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, ElementDraft, PageDraft } from '../template-def';
import { BODY_TOP, card, contentPage, labelled, LEFT, note, SIZE, table, text } from './kit';

// 设计价值: the four quality claims of spec 002 §9 (Ra > 95, R9 > 90, UGR < 16, flicker-free
// above 3125 Hz), each explained for a home owner: what the figure measures, what it changes
// at home, how it compares with the standard and how to check it.

const CLAIMS: readonly (readonly [string, string, string, string])[] = [
  ['Ra > 95', '一般显色指数', '白墙不发灰，木色、布艺与皮肤的颜色接近自然光下的样子', '全光谱光源，到货核对光谱报告'],
  ['R9 > 90', '饱和红色显色', '红色最难还原：菜色、水果、红木与气色因此鲜活', '选型看 R9 实测值，不只看 Ra'],
  ['UGR < 16', '统一眩光值', '坐在沙发、躺在床上抬头，看不到刺眼的光点', '深藏防眩，点位避开抬头视线'],
  ['> 3125 Hz', '无频闪', '光输出的波动快到人眼与大脑都不受影响，久看不累', '高频调光驱动，调到 1% 也不闪'],
];

function claimCards(theme: DeckTheme): ElementDraft[] {
  const width = 410;
  const gap = 40;
  return CLAIMS.flatMap(([figure, name, body, how], i) =>
    card({ left: LEFT + i * (width + gap), top: BODY_TOP + 20, width, height: 470 }, figure, [name, '', body, '', how], theme, { headSize: 60, bodySize: 26, align: 'center' }),
  );
}

const COLOUR_ROWS: readonly (readonly [string, string, string, string])[] = [
  ['常见 LED 灯具', '80 左右', '可低至 0 以下', '红色发暗、肤色发灰'],
  ['GB 50034-2013 要求', '长期停留房间 ≥ 80', 'LED 光源 R9 > 0', '底线要求'],
  ['LightKit 住宅品质目标', '> 90', '> 50', '一般居住空间'],
  ['本方案', '> 95', '> 90', '接近自然光的色彩'],
];

// where a home most often glares, and what the layout does about it
const GLARE_SPOTS: readonly (readonly [string, string, string])[] = [
  ['沙发上方', '躺靠时正对筒灯', '筒灯移出沙发上方，或改用灯槽'],
  ['床头上方', '躺下抬头看到光源', '床头不布筒灯，用壁灯或灯带'],
  ['餐桌吊灯', '坐下时看到裸露光源', '灯罩遮住光源，灯底距桌面约 0.75 m'],
  ['镜前', '头顶光在脸上留下阴影', '镜子两侧或上方的面光'],
];

const FLICKER_ROWS: readonly (readonly [string, string, string])[] = [
  ['低于 90 Hz', '可能直接看到闪烁，易头痛、眼疲劳', '波动深度须非常低'],
  ['90–1250 Hz', '看不见，但手机拍摄有条纹，转动物体有频闪效应', '低风险：波动深度 < 0.08 × 频率（%）'],
  ['1250–3125 Hz', '多数人无感，敏感人群仍可能不适', '无影响：波动深度 < 0.0333 × 频率（%）'],
  ['高于 3125 Hz', '无论波动深度多大，均视为无影响', '本方案要求的驱动频率'],
];

export function valuePages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme),
    contentPage(
      '四项品质承诺',
      ch.key,
      'WHAT THE LIGHT IN YOUR HOME WILL MEET',
      [
        ...claimCards(theme),
        text(['这四个数字写进灯具选型与验收：到货抽检参数报告，调试时现场复测。'], { left: LEFT, top: 790, width: 1760, height: 60 }, theme, 26, { align: 'center' }),
      ],
      theme,
    ),
    contentPage(
      '显色性：Ra > 95，R9 > 90',
      ch.key,
      'COLOUR RENDERING',
      [
        labelled(
          [
            ['Ra 是什么', '光源照在 8 种标准色样上、与参考光相比的平均还原程度，满分 100。Ra 越高，颜色越接近自然光下看到的样子。'],
            ['为什么还要 R9', 'R9 是饱和红色，不计入 Ra。很多灯 Ra 有 80，R9 却接近 0：红烧肉发暗，红木发褐，脸色发青。'],
            ['在家里意味着什么', '餐桌上的菜更有食欲，衣帽间挑衣服不偏色，孩子画画的颜色就是真实的颜色。'],
          ],
          { left: LEFT, top: BODY_TOP, width: 1760, height: 360 },
          theme,
          26,
        ),
        table([{ name: '对比', width: 1.4 }, { name: 'Ra', width: 1.2 }, { name: 'R9', width: 1.2 }, { name: '看起来', width: 1.4 }], COLOUR_ROWS, { left: LEFT, top: 630, width: 1760, height: 290 }, 22),
        note(['标准要求摘自 GB 50034-2013《建筑照明设计标准》（已由 GB/T 50034-2024 替代，新项目按新版复核）。'], { left: LEFT, top: 935, width: 1760, height: 50 }, theme, 20),
      ],
      theme,
    ),
    contentPage(
      '眩光：UGR < 16',
      ch.key,
      'GLARE RATING',
      [
        { tag: 'glare', left: LEFT, top: BODY_TOP, width: 640, height: 600, rotate: 0, level: 5, theme: 'light', size: 'm', hideTitle: false, space: 'office' },
        labelled(
          [
            ['UGR 是什么', '统一眩光值：从人坐着的位置看过去，灯具的亮度与背景亮度之比算出的不舒适程度，数值越小越舒适。'],
            ['标准与本方案', 'GB 50034-2013 对办公室的限值是 UGR 19，住宅未作规定；我们按 UGR < 16 设计，比办公室更严格。'],
            ['怎么做到', '深藏防眩筒灯、遮光角不小于 30°、射灯加蜂窝网；点位避开沙发与床头的抬头视线，光打在墙上而不是眼睛里。'],
          ],
          { left: 800, top: BODY_TOP, width: 1040, height: 420 },
          theme,
          24,
        ),
        table([{ name: '位置', width: 0.7 }, { name: '常见问题', width: 1.2 }, { name: '本方案的做法', width: 1.8 }], GLARE_SPOTS, { left: 800, top: 690, width: 1040, height: 290 }, 22),
      ],
      theme,
    ),
    contentPage(
      '无频闪：3125 Hz 以上',
      ch.key,
      'FLICKER-FREE DRIVERS',
      [
        labelled(
          [
            ['频闪是什么', 'LED 的亮度会随驱动电流快速起伏。起伏慢、幅度大时，眼睛虽看不出，大脑仍在处理，久了会眼累、头痛，孩子尤其敏感。'],
            ['我们的要求', '驱动的调制频率高于 3125 Hz：按 IEEE Std 1789-2015 的建议，这一频率以上的波动不论深度都不产生影响。'],
          ],
          { left: LEFT, top: BODY_TOP, width: 1760, height: 260 },
          theme,
          26,
        ),
        table([{ name: '波动频率', width: 0.9 }, { name: '可能的影响', width: 2 }, { name: 'IEEE Std 1789-2015 建议', width: 1.8 }], FLICKER_ROWS, { left: LEFT, top: 530, width: 1760, height: 330 }, 22),
        note(
          ['GB/T 31831-2015《LED 室内照明应用技术要求》对 LED 照明的频闪同样提出限制。', '自查方法：手机相机对准灯具，画面出现滚动条纹说明存在低频波动。'],
          { left: LEFT, top: 880, width: 1760, height: 100 },
          theme,
          22,
        ),
      ],
      theme,
    ),
  ];
}
