import { BRANDS, SHARED, cctDim, family, finishDim, lengthDim, type Spec } from '../spec';

// Linear lamps (线条灯): recessed, wall-washing, suspended and surface lines, linear grilles
// and one-piece battens.

const LINEAR = {
  ...SHARED,
  category: 'linear.lamp',
  lampType: 'linear',
  kind: '线条灯',
  draw: 'linear',
  cct: 4000,
  shape: 'lambertian',
  install: '嵌入式',
  driver: '内置电源',
  material: '铝型材＋PC 扩散罩',
  finish: '白',
  unit: '套',
} as const satisfies Partial<Spec>;

const LENGTHS = lengthDim(['600 mm', '06', -120], ['1200 mm', '12'], ['1500 mm', '15', 90]);
const BLACK_WHITE = finishDim(['白', 'W'], ['黑', 'B'], ['灰', 'G']);

export const LINEAR_LAMPS: Spec[] = family(LINEAR, [
  {
    key: 'ln-recessed-36w', code: 'LK-LN-3601', name: '嵌入式线条灯 1200 mm 36W', power: 36, efficacy: 95, beam: 100, ugr: 19,
    size: '1200×50×70', cutout: '1202×52', price: 399, variants: [cctDim(3000, 4000), LENGTHS],
    intro: '5 cm 窄边嵌入式线条灯，可首尾拼接成连续光带，适合办公与走廊。',
  },
  {
    key: 'ln-wash-20w', code: 'LK-LN-2001', name: '嵌入式洗墙线条灯 1000 mm 20W', power: 20, efficacy: 80, beam: 60, shape: 'batwing', ra: 95,
    size: '1000×45×60', cutout: '1002×47', price: 459, variants: [cctDim(3000, 4000)],
    intro: '非对称洗墙透镜，距墙 30 cm 安装即可均匀洗亮整面墙。',
  },
  {
    key: 'ln-pendant-40w', code: 'LK-LN-4001', name: '吊装上下出光线条灯 40W', power: 40, efficacy: 100, beam: 110, shape: 'batwing', ugr: 19,
    size: '1200×35×75', price: 599, install: '吊装', finish: '黑', variants: [cctDim(3000, 4000), BLACK_WHITE],
    intro: '上出光 30%、下出光 70%，顶面与桌面都亮，适合开放办公区。',
  },
  {
    key: 'ln-office-48w', code: 'MY-LN-4802', name: '防眩办公吊线灯 UGR<16 48W', brand: BRANDS.my, power: 48, efficacy: 105, beam: 90, ugr: 16,
    size: '1500×60×50', price: 699, install: '吊装', dimming: '0-10V', warranty: 5, variants: [cctDim(4000, 5000), BLACK_WHITE],
    intro: '微棱晶防眩罩，UGR<16，满足 GB 50034 对办公室的眩光要求。',
  },
  {
    key: 'ln-surface-24w', code: 'LK-LN-2402', name: '明装线条灯 1200 mm 24W', power: 24, efficacy: 95, beam: 120,
    size: '1200×40×60', price: 269, install: '明装', variants: [cctDim(3000, 4000), LENGTHS],
    intro: '明装吸顶线条灯，无吊顶也能拉出线性光。',
  },
  {
    key: 'ln-grille-20w', code: 'LK-LN-2003', name: '线性格栅射灯 1000 mm 20W 24°', power: 20, efficacy: 75, beam: 24, shape: 'cone', ugr: 13, finish: '黑',
    size: '1000×50×80', cutout: '1002×52', price: 529, variants: [cctDim(3000, 4000)],
    intro: '一排 10 颗深藏防眩透镜，线性造型兼顾重点照明。',
  },
  {
    key: 'ln-batten-16w', code: 'CG-LN-1604', name: 'T5 一体化支架灯 1200 mm 16W', brand: BRANDS.cg, power: 16, efficacy: 100, beam: 120, ra: 80,
    size: '1200×23×35', price: 39, install: '明装', unit: '个', material: 'PC 灯管＋铝底座', variants: [cctDim(3000, 4000, 5000)],
    intro: '可串接的一体化支架灯，适合层板、柜内与车库。',
  },
  {
    key: 'ln-dali-36w', code: 'MY-LN-3605', name: 'DALI 调光嵌入式线条灯 36W', brand: BRANDS.my, power: 36, efficacy: 98, beam: 100, ugr: 19,
    size: '1200×75×80', cutout: '1202×77', price: 799, dimming: 'DALI', warranty: 5, variants: [cctDim(3000, 4000)],
    intro: 'DALI 调光，适合会议室与多场景办公。',
  },
]);
