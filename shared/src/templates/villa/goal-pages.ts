import type { DefaultSpace } from '../../planning/space-illuminance';
import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, PageDraft } from '../template-def';
import { BODY_TOP, contentPage, labelled, LEFT, note, SIZE, table } from '../zixunshi/kit';
import { areaChart } from '../zixunshi/scene-pages';

// 设计目标: what the finished villa will measure: illuminance per space and scene (the lit-area
// chart against the GB 50034-2013 references) and the quality figures checked at handover.

const SPACES: readonly DefaultSpace[] = [
  { type: 'entrance', name: '门厅', scenes: [{ name: '回家', lx: 150 }, { name: '夜间', lx: 20 }] },
  { type: 'living', name: '挑空客厅', scenes: [{ name: '宴客', lx: 400 }, { name: '会客', lx: 300 }, { name: '放松', lx: 100 }, { name: '观影', lx: 20 }] },
  { type: 'dining', name: '餐厅', scenes: [{ name: '家宴', lx: 300 }, { name: '日常用餐', lx: 200 }] },
  { type: 'kitchen', name: '厨房', scenes: [{ name: '烹饪', lx: 300 }] },
  { type: 'bedroom', name: '老人房', scenes: [{ name: '日常', lx: 150 }, { name: '床头阅读', lx: 300 }, { name: '起夜', lx: 10 }] },
  { type: 'bedroom', name: '主卧', scenes: [{ name: '阅读', lx: 350 }, { name: '整理', lx: 40 }] },
  { type: 'study', name: '书房', scenes: [{ name: '办公', lx: 500 }] },
  { type: 'corridor', name: '楼梯', scenes: [{ name: '通行', lx: 80 }, { name: '夜间', lx: 10 }] },
  { type: 'courtyard', name: '庭院', scenes: [{ name: '聚会', lx: 30 }, { name: '通行', lx: 10 }] },
];

const QUALITY: readonly (readonly [string, string, string, string])[] = [
  ['显色', 'Ra > 90，R9 > 50；餐厅、茶室、衣帽间 Ra > 95，R9 > 80', 'Ra ≥ 80（长期停留房间）', '到货抽检报告 + 现场光谱仪'],
  ['色温一致性', '同一空间色容差 ≤ 5 SDCM', '≤ 5 SDCM', '到货抽检'],
  ['眩光', '坐姿、卧姿视线内无裸露光源；筒灯遮光角 ≥ 30°', '住宅无 UGR 限值', '现场逐间检查'],
  ['频闪', '驱动调制频率 > 3125 Hz，或波动深度在低风险范围内', 'GB/T 31831-2015 频闪要求', '手机相机自查 + 频闪仪'],
  ['照度', '各空间场景照度达到目标值的 90% 以上', 'GB 50034-2013 标准值', '照度计复测'],
  ['功率密度', '住宅部分 ≤ 5.0 W/m²（目标值）', '≤ 6.0 W/m²（现行值）', '按灯具表计算'],
];

export function goalPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme),
    contentPage(
      '照度目标',
      ch.key,
      'ILLUMINANCE BY SPACE AND SCENE',
      [
        areaChart({ left: LEFT, top: BODY_TOP, width: 1260, height: 740 }, SPACES, 18),
        labelled(
          [
            ['怎么读', '每条横条是一个场景的设计照度，蓝色虚线是 GB 50034-2013 的住宅参考值（书房、门厅按相近房间参照，庭院无参考值）。'],
            ['目标', '功能场景高于标准值，夜间场景降到 10–20 lx，同一空间亮暗可调。'],
          ],
          { left: 1400, top: BODY_TOP, width: 440, height: 600 },
          theme,
          22,
        ),
      ],
      theme,
    ),
    contentPage(
      '品质目标',
      ch.key,
      'QUALITY FIGURES CHECKED AT HANDOVER',
      [
        table([{ name: '指标', width: 0.8 }, { name: '本案目标', width: 2.6 }, { name: '标准底线', width: 1.5 }, { name: '验收方法', width: 1.4 }], QUALITY, { left: LEFT, top: BODY_TOP, width: 1760, height: 600 }, 22),
        note(['标准底线摘自 GB 50034-2013（已由 GB/T 50034-2024 替代，新项目按新版复核）与 GB/T 31831-2015。'], { left: LEFT, top: 880, width: 1760, height: 50 }, theme, 20),
      ],
      theme,
    ),
  ];
}
