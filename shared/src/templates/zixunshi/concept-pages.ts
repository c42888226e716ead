import { newLitIllCct } from '../../schema/elements/lit-ill-cct';
import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, ElementDraft, PageDraft } from '../template-def';
import { BODY_TOP, card, contentPage, labelled, LEFT, note, SIZE, table } from './kit';

// 设计理念: the six-kind light model (spec 002 §2 and §9: ambient, task, focal, sparkle,
// rhythm, media light) and the two ideas a consultation sells: layered brightness instead of
// one bright ceiling, and light that follows the hour of the day.

/** The six kinds of light, each with what it does and where a home uses it. */
export const SIX_LIGHTS: readonly (readonly [string, string, string])[] = [
  ['环境光 Ambient', '铺满空间的基础亮度，让人看清空间、安全走动', '灯槽洗顶、均匀布置的防眩筒灯，起居空间约 100 lx'],
  ['功能光 Task', '照亮正在做的事：阅读、备餐、化妆、写作业', '书桌台灯、橱柜下灯、镜前灯，台面 150–300 lx 以上'],
  ['重点光 Focal', '把视线引向值得看的东西，拉开明暗层次', '窄光束射灯照画、端景、餐桌，约为环境亮度的 3–10 倍'],
  ['装饰光 Sparkle', '灯具本身成为风景，带来闪烁与精致感', '水晶吊灯、艺术吊线灯、柜内点光，少量即可'],
  ['节律光 Rhythm', '色温与亮度随一天变化，配合作息与睡眠', '可调色温筒灯、灯带：白天偏冷偏亮，夜晚偏暖偏暗'],
  ['媒介光 Media', '屏幕、投影与彩光等信息与情绪的光', '电视背景光、观影氛围、RGBCW 灯带的节日场景'],
];

export function sixLightCards(theme: DeckTheme, top = BODY_TOP, height = 740): ElementDraft[] {
  const cols = 3;
  const gapX = 40;
  const gapY = 36;
  const width = Math.floor((1760 - gapX * (cols - 1)) / cols);
  const cardHeight = Math.floor((height - gapY) / 2);
  return SIX_LIGHTS.flatMap(([head, what, where], i) =>
    card(
      { left: LEFT + (i % cols) * (width + gapX), top: top + Math.floor(i / cols) * (cardHeight + gapY), width, height: cardHeight },
      head,
      [what, '', where],
      theme,
      { headSize: 34, bodySize: 26 },
    ),
  );
}

// the six default modes of spec 002 §9, explained for a home owner
const MODE_NOTES: readonly (readonly [string, string])[] = [
  ['起夜 20 lx / 2500K', '低照度暖光，看得清路又不打断睡意'],
  ['放松 100 lx / 2700K', '饭后休憩，只留间接光与低位光'],
  ['氛围 150 lx / 3000K', '重点光点亮装饰，暖而有层次'],
  ['聊天 200 lx / 3500K', '看得清表情，又不像办公室'],
  ['社交 250 lx / 4000K', '亲友聚会，空间整体提亮'],
  ['日常 300 lx / 4500K', '白天的日常活动与家务'],
];

const LAYERS: readonly (readonly [string, string, string])[] = [
  ['视觉焦点（画、端景、餐桌）', '10', '窄光束重点光，3–10 倍于周边'],
  ['活动区域（沙发、书桌、台面）', '3', '功能光，满足阅读与操作'],
  ['背景（墙面、天花、过道）', '1', '环境光，柔和均匀'],
];

export function conceptPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme),
    contentPage('六类光模型', ch.key, 'SIX KINDS OF LIGHT IN A HOME', sixLightCards(theme), theme),
    contentPage(
      '光随时间变化',
      ch.key,
      'ILLUMINANCE AND COLOUR TEMPERATURE BY MODE',
      [
        { ...(newLitIllCct({ left: LEFT, top: BODY_TOP, width: 1040, height: 700 }) as unknown as ElementDraft), fontSize: 22 },
        labelled(MODE_NOTES, { left: 1160, top: BODY_TOP, width: 680, height: 560 }, theme, 24),
        note(['照度越低，色温越暖，人越放松；这是一组起点，调试时按业主的感受微调。'], { left: 1160, top: 830, width: 680, height: 100 }, theme, 22),
      ],
      theme,
    ),
    contentPage(
      '亮度的层次',
      ch.key,
      'LAYERED BRIGHTNESS: 1 : 3 : 10',
      [
        labelled(
          [
            ['不是越亮越好', '整屋一样亮的空间平淡、刺眼又费电。好的照明让背景、活动区与焦点之间有层次，眼睛自然知道看哪里。'],
            ['1 : 3 : 10', '背景 : 活动区 : 焦点的亮度比不低于 1 : 3 : 10，是我们布置环境光、功能光与重点光的基本比例。'],
            ['无主灯', '用灯槽与筒灯分担照明，天花干净，亮度按需要分布，而不是集中在房间正中一盏灯。'],
          ],
          { left: LEFT, top: BODY_TOP, width: 820, height: 720 },
          theme,
          26,
        ),
        table([{ name: '层次', width: 2 }, { name: '相对亮度', width: 0.8 }, { name: '做法', width: 2 }], LAYERS, { left: 960, top: BODY_TOP, width: 880, height: 330 }, 22),
        note(['相对亮度为示意比例：以背景为 1，活动区约 3，焦点约 10。'], { left: 960, top: 600, width: 880, height: 70 }, theme, 20),
      ],
      theme,
      { skip: true },
    ),
  ];
}
