import type { Box } from '../page-kit';
import type { ElementDraft, PageDraft } from '../template-def';
import { legendOf, planLayers, planRooms, type PlanLayers } from '../common/floor-plan';
import { SAMPLE_HOME, sampleHomeCctZones, sampleHomeIllZones, sampleHomeLamps } from '../common/sample-home';
import { body, BODY_TOP, column, contentPage, FONT, labelled, sourceNote, table, tableHeight, type Frame } from './layout';

// 06 初步设计: the sample home's plan three times — the lamp layout with its counted legend, the
// illuminance zones and the colour-temperature zones — and the luminaire count per room. All
// four pages are in the short version.

const CHAPTER = 'preliminary';

const PLAN_BOX: Box = { left: 60, top: BODY_TOP, width: 700, height: 560 };

function planPage(f: Frame, zh: string, en: string, layers: PlanLayers, legend: ElementDraft, notes: readonly (readonly [string, string])[]): PageDraft {
  const side = column(f, 0.72, 0.28);
  return contentPage(
    f,
    CHAPTER,
    zh,
    en,
    [
      ...planRooms(SAMPLE_HOME, PLAN_BOX, f.theme),
      ...planLayers(SAMPLE_HOME, PLAN_BOX, layers),
      legend,
      labelled(f, notes, { left: side.left, top: legend.top + legend.height + 16, width: side.width, height: side.top + side.height - (legend.top + legend.height + 16) }, FONT.small),
    ],
    { home: true },
  );
}

function lampLayoutPage(f: Frame): PageDraft {
  const side = column(f, 0.72, 0.28);
  return planPage(
    f,
    '灯位布置图',
    'LUMINAIRE LAYOUT',
    { lamps: sampleHomeLamps() },
    legendOf('lamp-point', { left: side.left, top: side.top, width: side.width, height: 250 }, f.theme, { showCount: true, fontSize: 13 }),
    [
      ['无主灯', '顶面不设大吊灯，筒灯按约 1.2 m 间距均布，客厅四周灯槽提供间接光。'],
      ['焦点', '射灯照亮背景墙，吊灯落在餐桌中心，落地灯服务书房阅读。'],
      ['夜间', '主卧床下灯带兼作起夜引导。'],
    ],
  );
}

function illZonesPage(f: Frame): PageDraft {
  const side = column(f, 0.72, 0.28);
  return planPage(
    f,
    '照度分区',
    'ILLUMINANCE ZONES',
    { zones: sampleHomeIllZones() },
    legendOf('ill-range', { left: side.left, top: side.top, width: side.width, height: 190 }, f.theme, { fontSize: 13 }),
    [
      ['依据', 'GB 50034-2013 表 5.2.1 的标准值，作业区按任务提高。'],
      ['高', '书房 300 lx，书桌台灯再补到 500 lx。'],
      ['中', '客厅 100–200 lx 可调，餐厅、厨房 150 lx。'],
      ['低', '过道 50 lx，夜间降到 10 lx 以下。'],
    ],
  );
}

function cctZonesPage(f: Frame): PageDraft {
  const side = column(f, 0.72, 0.28);
  return planPage(
    f,
    '色温分区',
    'COLOUR TEMPERATURE ZONES',
    { zones: sampleHomeCctZones() },
    legendOf('cct-range', { left: side.left, top: side.top, width: side.width, height: 190 }, f.theme, { fontSize: 13 }),
    [
      ['休息区', '主卧、餐厅 2700K，温暖放松，食物显得可口。'],
      ['过渡区', '玄关、过道、卫生间、次卧 3000K。'],
      ['作业区', '厨房、书房 4000K，清晰不疲劳。'],
      ['客厅', '2700–6500K 可调，跟随时段与场景变化。'],
    ],
  );
}

const COUNTS: readonly (readonly string[])[] = [
  ['玄关', '筒灯 2', '2', '换鞋区与端景'],
  ['客厅', '筒灯 6、灯槽 1 圈、射灯 1', '8', '环境光 + 间接光 + 重点光'],
  ['餐厅', '吊灯 1、筒灯 2', '3', '餐桌焦点 + 补光'],
  ['厨房', '面板灯 1、线条灯 1', '2', '整体照明 + 台面'],
  ['过道', '筒灯 5', '5', '通行，夜间调低'],
  ['主卧', '筒灯 4、灯带 1、壁灯 1', '6', '整理 + 床头阅读 + 起夜'],
  ['主卫、次卫', '防潮筒灯各 1', '2', '整体照明（镜前灯见深化）'],
  ['次卧', '筒灯 4', '4', '深藏防眩'],
  ['书房', '筒灯 4、落地灯 1', '5', '环境光 + 阅读'],
];

function countsPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(COUNTS.length, 42) };
  return contentPage(
    f,
    CHAPTER,
    '灯具配置一览',
    'LUMINAIRES BY ROOM',
    [
      table([{ name: '空间', width: 1 }, { name: '灯具', width: 2.6 }, { name: '数量', width: 0.6 }, { name: '作用', width: 2.4 }], COUNTS, box),
      body(
        f,
        ['全屋 37 个灯位，其中筒灯 29 盏。初步设计确定灯位与数量，深化设计再核算照度、确定功率、光束角与安装细节，最后生成灯具表与报价。'],
        { left: f.margin.left, top: box.top + box.height + 16, width: box.width, height: 60 },
      ),
      sourceNote(f, '数量按灯位图统计；灯槽、灯带按 1 个回路计。', 24),
    ],
    { home: true },
  );
}

export const preliminaryPages = (f: Frame): PageDraft[] => [lampLayoutPage(f), illZonesPage(f), cctZonesPage(f), countsPage(f)];
