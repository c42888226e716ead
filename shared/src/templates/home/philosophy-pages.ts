import { paragraph, rectShape, styledHtml } from '../page-kit';
import type { ElementDraft, PageDraft } from '../template-def';
import { body, BODY_TOP, column, contentPage, FONT, labelled, sourceNote, table, tableHeight, type Frame } from './layout';

// 02 设计理念: the six-kind light model LightKit teaches (ambient, task, focal, sparkle, rhythm,
// media), the brightness hierarchy (1 : 3 : 10) drawn as bars, and light that follows the day.

const CHAPTER = 'philosophy';

const SIX_KINDS: readonly (readonly string[])[] = [
  ['环境光 Ambient', '给空间基础亮度，看清环境与彼此', '筒灯均匀布置，客厅四周灯槽间接出光', '50–150 lx'],
  ['功能光 Task', '照亮作业面：阅读、切配、化妆、写作业', '书桌台灯、吊柜下线条灯、镜前灯', '300–500 lx 局部'],
  ['重点光 Focal', '突出端景、挂画与餐桌，形成视觉焦点', '窄光束射灯，与周围亮度比 3:1 以上', '15°–24° 光束'],
  ['装饰光 Sparkle', '灯具与光影本身成为装饰，带来生气', '餐厅吊灯、床头壁灯、柜内灯带', '低亮度可调光'],
  ['节律光 Rhythm', '随时间调整色温与亮度，顺应作息', '客厅选 2700–6500K 可调色温灯具', '早亮冷，晚暗暖'],
  ['媒介光 Media', '光作为信息：提示、引导与联动', '起夜感应地脚灯、离家一键全关', '5–10 lx 引导'],
];

function sixKindsPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(SIX_KINDS.length, 52) };
  return contentPage(f, CHAPTER, '六类光模型', 'SIX KINDS OF LIGHT', [
    table([{ name: '光的类型', width: 1.3 }, { name: '作用', width: 2.6 }, { name: '本案做法', width: 3 }, { name: '典型参数', width: 1.4 }], SIX_KINDS, box),
    body(
      f,
      [
        '一个好用的家，不是把每盏灯都开到最亮，而是让不同的光各司其职：环境光打底，功能光服务动作，重点光制造焦点，装饰光带来情绪，节律光照顾身体，媒介光传递信息。',
        '六类光分回路控制，组合成不同场景；同一空间的光按层叠加，而不是只靠一盏主灯。',
      ],
      { left: f.margin.left, top: box.top + box.height + 24, width: box.width, height: 130 },
    ),
  ]);
}

const bar = (left: number, top: number, width: number, height: number, color: string): ElementDraft =>
  rectShape({ left, top, width, height }, { stroke: color, fill: { type: 'color', color }, radius: 4 });

const CONTRAST: readonly (readonly string[])[] = [
  ['3 : 1', '刚能察觉', '墙面与地面的自然过渡'],
  ['5 : 1', '明显', '餐桌、书桌从环境中跳出'],
  ['10 : 1', '强烈', '端景、挂画的重点照明'],
  ['20 : 1 以上', '戏剧化', '住宅慎用，易显压抑'],
];

function hierarchyPage(f: Frame): PageDraft {
  const base = BODY_TOP + 330;
  const bars: [string, string, number][] = [
    ['背景 1', '#adb5bd', 30],
    ['周围 3', '#ffc078', 90],
    ['焦点 10', f.theme.primary, 300],
  ];
  const items: ElementDraft[] = bars.flatMap(([label, color, h], i) => [
    bar(f.margin.left + 20 + i * 130, base - h, 80, h, color),
    paragraph(styledHtml([label], { fontSize: FONT.small, color: f.theme.text, align: 'center' }), { left: f.margin.left + i * 130, top: base + 8, width: 120, height: 24 }),
  ]);
  const right = column(f, 0.46, 0.54);
  return contentPage(f, CHAPTER, '亮度层次与见光不见灯', 'BRIGHTNESS HIERARCHY', [
    ...items,
    body(f, ['背景 : 周围 : 焦点 ≥ 1 : 3 : 10', '亮度有层次，空间才有深度'], { left: f.margin.left, top: base + 44, width: 400, height: 60 }, FONT.small),
    labelled(
      f,
      [
        ['层次', '整屋一样亮会显得平淡且费电。把最亮的位置留给人要看的东西：餐桌、书桌、端景。'],
        ['见光不见灯', '光源藏进灯槽、深藏筒灯和柜体，人看到的是被照亮的墙和物，而不是刺眼的灯珠。'],
      ],
      { ...right, height: 230 },
    ),
    paragraph(styledHtml(['对比度与感受'], { fontSize: FONT.body, bold: true, color: f.theme.text }), { left: right.left, top: right.top + 240, width: right.width, height: 26 }),
    table([{ name: '对比度', width: 1 }, { name: '感受', width: 0.9 }, { name: '住宅中的用法', width: 2.2 }], CONTRAST, { left: right.left, top: right.top + 272, width: right.width, height: tableHeight(CONTRAST.length, 34) }),
  ]);
}

const DAY: readonly (readonly string[])[] = [
  ['06:30–08:00', '晨起', '4000K', '约 150 lx', '15 分钟渐亮，模拟日出唤醒'],
  ['08:00–17:00', '日间', '自然光为主', '按需补光', '拉开窗帘，少开灯'],
  ['17:00–21:00', '傍晚', '3000–3500K', '100–150 lx', '家人活动、用餐；书桌另加台灯'],
  ['21:00–23:00', '睡前', '2700K', '≤ 100 lx', '关顶灯，只留低位与间接光'],
  ['23:00–06:30', '夜间', '2500K 以下', '5–10 lx', '感应地脚灯引导起夜'],
];

function rhythmPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(DAY.length, 46) };
  return contentPage(
    f,
    CHAPTER,
    '健康照明：光随作息变化',
    'LIGHT THAT FOLLOWS THE DAY',
    [
      table([{ name: '时段', width: 1.2 }, { name: '场景', width: 0.7 }, { name: '色温', width: 1.1 }, { name: '照度', width: 1 }, { name: '做法', width: 2.6 }], DAY, box),
      labelled(
        f,
        [
          ['为什么', '人体的昼夜节律受光照影响：白天明亮、偏冷的光让人清醒，夜晚昏暗、偏暖的光有利于入睡。'],
          ['参考', 'WELL v2 L03 昼夜节律照明设计以视线高度的等效黑视素照度（EML）衡量光照的节律作用；住宅不做认证，本方案借用它的思路：白天亮而冷，夜晚暗而暖。'],
          ['实现', '客厅选用 2700–6500K 可调色温灯具，由智能系统按时段自动切换，也可一键手动覆盖；卧室固定 2700K 暖光，只调亮度。'],
        ],
        { left: f.margin.left, top: box.top + box.height + 24, width: box.width, height: 200 },
      ),
      sourceNote(f, '照度为各场景的目标平均值，色温与照度均可在场景中调整。', 24),
    ],
    { skip: true },
  );
}

export const philosophyPages = (f: Frame): PageDraft[] => [sixKindsPage(f), hierarchyPage(f), rhythmPage(f)];
