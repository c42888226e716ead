import { newLitIllCct } from '../../schema/elements/lit-ill-cct';
import type { ElementDraft, PageDraft } from '../template-def';
import { block, column, contentPage, panel, px, slice, table, text, type Look } from './layout';

// 02 设计理念: the six-kind light model (环境光, 功能光, 重点光, 装饰光, 节律光, 媒介光), how the
// home uses each kind space by space, and the rhythm light that turns the day's hours into
// colour temperature and level (WELL v2 L03 circadian lighting design).

export const SIX_KINDS: readonly (readonly [string, string, string, string])[] = [
  ['环境光', 'Ambient', '给空间一个均匀、柔和的底亮度，看清轮廓与通行。', '无主灯筒灯阵列、灯槽间接光、洗墙；起居室一般活动 100 lx（GB 50034-2013），2700K–3500K。'],
  ['功能光', 'Task', '照亮正在做的事：书桌、台面、镜前、餐桌。', '局部照明补足作业面：阅读 300 lx、厨房台面 150 lx 以上，工作区 4000K，Ra ≥ 90。'],
  ['重点光', 'Focal', '把目光引向画作、收藏与材质，建立主次。', '15°–24° 窄光束射灯，重点与背景亮度比 5:1–10:1；3:1 仅刚可察觉。'],
  ['装饰光', 'Sparkle', '灯具自身的光点与闪烁，让空间有精致与趣味。', '吊灯、艺术灯、水晶反射；低亮度、点到为止，不承担照明任务。'],
  ['节律光', 'Rhythm', '跟随昼夜变化调节色温和照度，顺应生物钟。', '清晨 4000K 渐亮唤醒，白天 4000K–5000K，傍晚转 3000K，夜间 2700K 以下、低照度。'],
  ['媒介光', 'Media', '与影音、屏幕、音乐和情景联动的光。', '电视背景偏置光、观影氛围光、RGBCW 情景色，由场景一键调用。'],
];

function sixKinds(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const gap = px(look, 30);
  const cardW = Math.round((body.width - 2 * gap) / 3);
  const cardH = Math.round((body.height - gap) / 2);
  const cardFill = look.variant === 'dark' ? '#23262d' : '#faf6f0';
  const cards: ElementDraft[] = SIX_KINDS.flatMap(([zh, en, role, how], i) => {
    const left = body.left + (i % 3) * (cardW + gap);
    const top = body.top + Math.floor(i / 3) * (cardH + gap);
    const pad = px(look, 28);
    return [
      block({ left, top, width: cardW, height: cardH }, cardFill, 12),
      block({ left, top, width: px(look, 8), height: cardH }, look.theme.primary),
      text(look, [`${zh}  ${en}`], { left: left + pad, top: top + pad - 6, width: cardW - 2 * pad, height: px(look, 60) }, 32, { bold: true, color: look.theme.primary }),
      text(look, [role], { left: left + pad, top: top + pad + px(look, 60), width: cardW - 2 * pad, height: px(look, 116) }, 24, { bold: true }),
      text(look, [how], { left: left + pad, top: top + pad + px(look, 184), width: cardW - 2 * pad, height: cardH - pad * 2 - px(look, 184) }, 22, { muted: true }),
    ];
  });
  return contentPage(look, category, '六类光模型', 'SIX KINDS OF LIGHT · AMBIENT, TASK, FOCAL, SPARKLE, RHYTHM, MEDIA', cards, { home: false });
}

const BY_SPACE: readonly (readonly string[])[] = [
  ['玄关', '筒灯', '鞋柜底灯带', '端景射灯', '—', '夜间转暖', '—'],
  ['客厅', '灯槽 + 筒灯', '沙发阅读落地灯', '画作射灯', '艺术吊灯', '全天调色温', '电视背景光'],
  ['餐厅', '筒灯', '餐桌吊灯', '酒柜射灯', '吊灯光点', '晚餐转暖', '聚会情景色'],
  ['厨房', '面板灯', '柜底线条灯', '—', '—', '—', '—'],
  ['主卧', '灯槽', '床头阅读灯', '背景墙洗墙', '—', '唤醒 / 助眠', '—'],
  ['次卧（儿童）', '筒灯', '书桌台灯', '—', '星空灯', '作业 4000K', '—'],
  ['书房', '筒灯', '书桌 300 lx 以上', '书柜灯带', '—', '白天中性光', '—'],
  ['过道与卫生间', '筒灯', '镜前灯', '—', '—', '起夜地脚灯', '—'],
];

function bySpace(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  return contentPage(look, category, '六类光在各空间的分工', 'THE SIX KINDS, SPACE BY SPACE', [
    ...table(look, ['空间', '环境光', '功能光', '重点光', '装饰光', '节律光', '媒介光'], BY_SPACE, slice(body, 0, 520), 22),
    text(
      look,
      [
        '不是每个空间都需要六类光：玄关与过道重在环境光和引导，厨房重在无影的功能光，客厅与餐厅才把重点光、装饰光与媒介光叠加起来。',
        '层次来自亮度差：作业面、周围与背景保持不低于 1 : 3 : 10 的层次，整屋一样亮反而显得平淡、费电。',
      ],
      slice(body, 560),
      24,
    ),
  ]);
}

const RHYTHM: readonly (readonly string[])[] = [
  ['06:30–08:00', '唤醒', '2700K → 4000K', '20 → 200 lx，15 分钟渐亮'],
  ['08:00–17:00', '日间', '4000K–5000K', '300 lx，补足自然光不足'],
  ['17:00–20:00', '傍晚', '3500K → 3000K', '150–300 lx，随活动调整'],
  ['20:00–22:30', '夜间', '2700K', '100 lx 以下，只留低位光'],
  ['22:30–06:30', '睡眠', '2500K 以下', '起夜 20 lx 以内，感应开启'],
];

function rhythm(look: Look, category: string): PageDraft {
  const left = column(look, 0, 0.52);
  const right = column(look, 0.52, 1);
  const chartBox = slice(right, 0, right.height);
  return contentPage(look, category, '节律光：跟随一天的光', 'RHYTHM LIGHT · CIRCADIAN COLOUR TEMPERATURE', [
    ...table(look, [{ name: '时段', width: 1 }, { name: '模式', width: 0.6 }, { name: '色温', width: 1.2 }, { name: '照度与变化', width: 1.8 }], RHYTHM, slice(left, 0, 330), 22),
    text(
      look,
      [
        '人体的昼夜节律主要由眼睛接收到的光来校准：白天足量的中高色温光让人清醒，夜晚低照度的暖光减少对褪黑素的抑制。',
        'WELL v2 建筑标准 L03 条“昼夜节律照明设计”以等效黑视素照度（EML）衡量：白天视线高度至少 150 EML 得 1 分，275 EML 得 3 分，持续 4 小时以上。',
        '右图为全屋六种基础模式的照度与色温，场景均在此范围内取值。',
      ],
      slice(left, 370),
      22,
    ),
    ...panel(look, chartBox),
    { ...(newLitIllCct(chartBox) as unknown as ElementDraft), fontSize: px(look, 22) },
  ]);
}

export const conceptPages = (look: Look, category: string): PageDraft[] => [sixKinds(look, category), bySpace(look, category), rhythm(look, category)];
