import { legendOf, planLayers } from '../common/floor-plan';
import { SAMPLE_HOME, sampleHomeCctZones, sampleHomeIllZones, sampleHomeLamps } from '../common/sample-home';
import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, PageDraft } from '../template-def';
import { BODY_TOP, contentPage, labelled, LEFT, note, SIZE, table, rooms } from './kit';

// 点位布置: the sample home's lamp layout (无主灯: downlights on a grid, coves, a pendant over the
// table), its illuminance and colour-temperature zones, and the spacing rules behind them, all
// drawn with the real lighting elements on the shared floor plan (common/sample-home.ts).

const PLAN = { left: LEFT, top: BODY_TOP, width: 1180, height: 740 };
const SIDE = { left: 1320, width: 520 };

// spacing rules for a 2.5–2.8 m ceiling
const RULES: readonly (readonly [string, string, string, string])[] = [
  ['防眩筒灯（环境光）', '1.0–1.5 m', '0.5–0.6 m', '36°–60°'],
  ['射灯（重点光）', '按被照物', '0.3–0.5 m', '15°–24°'],
  ['洗墙灯', '0.8–1.0 m', '0.6–0.8 m', '洗墙透镜'],
  ['灯槽灯带（间接光）', '连续', '出光口 ≥ 150 mm', '—'],
  ['餐桌吊灯', '桌面上方', '灯底距桌面 0.7–0.8 m', '—'],
  ['地脚灯（夜间引导）', '3–4 m 一盏', '距地 0.3 m', '—'],
];

export function layoutPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme, { home: true }),
    contentPage(
      '全屋灯具点位',
      ch.key,
      'LAMP LAYOUT · NO CENTRAL FIXTURE',
      [
        ...rooms(SAMPLE_HOME, PLAN, theme),
        ...planLayers(SAMPLE_HOME, PLAN, { lamps: sampleHomeLamps() }),
        legendOf('lamp-point', { ...SIDE, top: BODY_TOP, height: 420 }, theme, { showCount: true, fontSize: 22 }),
        note(['无主灯设计：筒灯按约 1.2 m 间距布置，客厅四周灯槽洗顶，餐桌上方一盏吊灯，卧室床头灯带与壁灯。'], { ...SIDE, top: 700, height: 200 }, theme, 22),
      ],
      theme,
      { home: true },
    ),
    contentPage(
      '照度分区',
      ch.key,
      'ILLUMINANCE ZONES',
      [
        ...rooms(SAMPLE_HOME, PLAN, theme),
        ...planLayers(SAMPLE_HOME, PLAN, { zones: sampleHomeIllZones() }),
        legendOf('ill-range', { ...SIDE, top: BODY_TOP, height: 300 }, theme, { fontSize: 22 }),
        labelled(
          [
            ['依据', 'GB 50034-2013 表 5.2.1：起居室 100 lx（阅读 300 lx），卧室 75 lx，餐厅 150 lx，厨房 100 lx，走道 50 lx。'],
            ['本案', '书房按作业面 300 lx 设计，客厅可在 100–200 lx 之间调光。'],
          ],
          { ...SIDE, top: 580, height: 400 },
          theme,
          22,
        ),
      ],
      theme,
      { home: true },
    ),
    contentPage(
      '色温分区',
      ch.key,
      'COLOUR TEMPERATURE ZONES',
      [
        ...rooms(SAMPLE_HOME, PLAN, theme),
        ...planLayers(SAMPLE_HOME, PLAN, { zones: sampleHomeCctZones() }),
        legendOf('cct-range', { ...SIDE, top: BODY_TOP, height: 300 }, theme, { fontSize: 22 }),
        labelled(
          [
            ['休息的地方偏暖', '卧室与餐厅 2700K，走道与卫生间 3000K，夜里不刺激褪黑素分泌。'],
            ['做事的地方偏中性', '厨房与书房 4000K，看得清、不犯困。'],
            ['客厅可调', '2700–6500K 调色温，白天清爽，夜晚温暖。'],
          ],
          { ...SIDE, top: 580, height: 400 },
          theme,
          22,
        ),
      ],
      theme,
      { skip: true },
    ),
    contentPage(
      '点位布置原则',
      ch.key,
      'SPACING, WALL DISTANCE AND BEAM ANGLE',
      [
        table([{ name: '灯具（用途）', width: 1.6 }, { name: '间距', width: 1 }, { name: '距墙 / 安装', width: 1.3 }, { name: '光束角', width: 1 }], RULES, { left: LEFT, top: BODY_TOP, width: 1760, height: 460 }, 24),
        labelled(
          [
            ['按 2.5–2.8 m 吊顶取值', '层高更高时加大光束角或提高单灯光通量，间距与距墙随之调整。'],
            ['先定功能，再定点位', '点位跟着家具与活动走：沙发、餐桌、床和书桌定下来，光才知道落在哪里。'],
          ],
          { left: LEFT, top: 750, width: 1760, height: 230 },
          theme,
          24,
        ),
      ],
      theme,
      { home: true },
    ),
  ];
}
