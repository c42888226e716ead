import type { PageDraft } from '../template-def';
import { body, column, contentPage, sourceNote, table, tableHeight, type Frame } from './layout';

// 08 设备清单, before the three shared pages: the luminaire types of the sample home with the
// figures each must meet, so the product list that follows can be read against them.

const CHAPTER = 'equipment';

const TYPES: readonly (readonly string[])[] = [
  ['调色筒灯（客厅）', '6', '10 W，调光调色', '2700–6500K', '36°，深藏防眩', 'Ra > 90，R9 > 50'],
  ['防眩筒灯', '23', '5 / 7 W，开孔 75 mm', '2700–4000K', '36°，深藏防眩', 'Ra > 90，R9 > 50'],
  ['重点射灯', '1', '7 W，防眩蜂窝网', '3000K', '24°', 'Ra > 90'],
  ['餐厅吊灯', '1', '15 W，可调光', '2700K', '—', 'Ra > 95，R9 > 80'],
  ['灯槽灯带', '18.6 m', '5 W/m，24 V', '2700–6500K', '120°', 'Ra > 90'],
  ['床下灯带', '4 m', '6 W/m，24 V', '2500K', '120°', 'Ra > 90'],
  ['厨房线条灯', '3.4 m', '10 W/m', '4000K', '—', 'Ra > 90'],
  ['面板灯', '1', '18 W，300 × 600 mm', '4000K', '—', 'Ra > 90'],
  ['壁灯 / 落地灯', '2', '5 W / 12 W', '2700K', '—', 'Ra > 90'],
  ['智能网关', '1', '有线增强型', '—', '—', '80 终端 / 150 m²'],
];

function typesPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(TYPES.length, 44) };
  return contentPage(
    f,
    CHAPTER,
    '设备配置概览',
    'EQUIPMENT OVERVIEW',
    [
      table(
        [{ name: '类型', width: 1.3 }, { name: '数量', width: 0.7 }, { name: '功率与规格', width: 1.9 }, { name: '色温', width: 1.1 }, { name: '光束角', width: 1.1 }, { name: '显色', width: 1.5 }],
        TYPES,
        box,
      ),
      body(
        f,
        ['按灯位图与深化设计整理。下一页的产品清单与灯具表随“产品”面板实时更新，选定型号后核对表中的功率、色温、光束角与显色指标。'],
        { left: f.margin.left, top: box.top + box.height + 16, width: box.width, height: 60 },
      ),
      sourceNote(f, '显色目标：Ra > 90、R9 > 50（餐厅 Ra > 95、R9 > 80），高于 GB 50034-2013 对长期停留场所 Ra ≥ 80 的要求。', 24),
    ],
    { home: true },
  );
}

export const equipmentIntroPages = (f: Frame): PageDraft[] => [typesPage(f)];
