import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, PageDraft } from '../template-def';
import { sixLightCards } from '../zixunshi/concept-pages';
import { BODY_TOP, contentPage, labelled, LEFT, note, SIZE, table } from '../zixunshi/kit';
import { modeChart } from '../zixunshi/scene-pages';

// 设计理念: the six-kind light model (spec 002 §2: ambient 环境光, task 功能光, focal 重点光,
// sparkle 装饰光, rhythm 节律光, media 媒介光), where each kind sits in this villa, and the
// rhythm light that follows the day (WELL v2 L03 circadian lighting design).

const PLACES: readonly (readonly [string, string, string, string])[] = [
  ['环境光', '挑空客厅灯槽洗顶、各层防眩筒灯、车库线性灯', '灯槽、深藏筒灯、线性灯', '分区调光，场景联动'],
  ['功能光', '厨房台面、书房书桌、主卫镜前、老人房床头', '橱柜灯、线性灯、镜前灯、阅读壁灯', '就近开关与场景'],
  ['重点光', '客厅艺术墙、茶室器物、酒窖酒标、庭院树木', '窄光束射灯、轨道灯、投树灯', '随场景开启'],
  ['装饰光', '挑空客厅水晶吊灯、餐厅与茶室吊线灯、水景', '吊灯、吊线灯、水下灯', '宴客与节日场景'],
  ['节律光', '地下健身房与影音室、卧室、书房、老人房', '可调色温筒灯与灯带', '按时间自动变化'],
  ['媒介光', '影音室银幕、客厅电视墙、庭院节日彩光', 'RGBCW 灯带、背景光', '观影与节日场景'],
];

// a day of rhythm light for the rooms without windows and the bedrooms (lx at the eye, K)
const DAY: readonly (readonly [string, number, number])[] = [
  ['06:30 唤醒', 200, 4000],
  ['09:00 上午', 500, 5000],
  ['14:00 午后', 300, 4000],
  ['18:30 傍晚', 200, 3000],
  ['21:00 夜晚', 100, 2700],
  ['23:00 起夜', 10, 2200],
];

export function conceptPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme),
    contentPage('六类光模型', ch.key, 'SIX KINDS OF LIGHT', sixLightCards(theme), theme),
    contentPage(
      '六类光在本案中的落点',
      ch.key,
      'WHERE EACH KIND OF LIGHT SITS IN THIS VILLA',
      [
        table([{ name: '光的类型', width: 0.8 }, { name: '别墅中的位置', width: 2.6 }, { name: '典型灯具', width: 1.8 }, { name: '控制', width: 1.2 }], PLACES, { left: LEFT, top: BODY_TOP, width: 1760, height: 560 }, 22),
        note(['六类光分回路控制：同一空间的不同场景，就是六类光不同的组合与亮度。'], { left: LEFT, top: 840, width: 1760, height: 60 }, theme, 24),
      ],
      theme,
    ),
    contentPage(
      '节律光：一天的光',
      ch.key,
      'RHYTHM LIGHT THROUGH THE DAY',
      [
        modeChart({ left: LEFT, top: BODY_TOP, width: 1000, height: 700 }, DAY),
        labelled(
          [
            ['为什么', '人的作息由光来校准：白天明亮偏冷的光让人清醒，傍晚之后暖而暗的光让身体准备入睡。'],
            ['在本案', '地下健身房、影音室没有窗户，书房与卧室需要规律作息，这些空间用可调色温灯具按时间自动变化。'],
            ['参考', 'WELL v2 L03（昼夜节律照明设计）以眼睛位置的等效黑视素照度（EML）衡量白天的光刺激：至少 4 小时达到 150 EML 得 1 分，275 EML 得 3 分。'],
          ],
          { left: 1130, top: BODY_TOP, width: 710, height: 740 },
          theme,
          23,
        ),
      ],
      theme,
      { skip: true },
    ),
  ];
}
