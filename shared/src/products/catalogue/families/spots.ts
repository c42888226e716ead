import { BRANDS, SHARED, WHITE_BLACK, beamDim, cctDim, family, type Spec } from '../spec';

// Spotlights: recessed adjustable spots (射灯), surface spots (明装射灯, the templates' she) and
// recessed multi-head grilles (格栅射灯, drawn as style 1).

const RECESSED = {
  ...SHARED,
  category: 'recessed.spot',
  lampType: 'spotlight',
  kind: '射灯',
  draw: 'spot',
  shape: 'cone',
  install: '嵌入式',
  driver: '外置电源',
  material: '压铸铝',
  finish: '白',
} as const satisfies Partial<Spec>;

const SPOT_VARIANTS = [cctDim(3000, 4000), beamDim(15, 24, 36), WHITE_BLACK];

export const SPOTLIGHTS: Spec[] = family(RECESSED, [
  {
    key: 'sp-adj-7w', code: 'LK-SP-0701', name: '嵌入式可调角射灯 7W 24°', power: 7, efficacy: 72, beam: 24, ugr: 16,
    size: 'Φ85×85', cutout: 'Φ75', price: 99, variants: SPOT_VARIANTS,
    intro: '灯头可旋转 355°、倾斜 30°，适合挂画、背景墙的重点照明。',
  },
  {
    key: 'sp-adj-12w', code: 'LK-SP-1201', name: '嵌入式可调射灯 12W 36°', power: 12, efficacy: 78, beam: 36, ugr: 16,
    size: 'Φ100×95', cutout: 'Φ90', price: 139, variants: SPOT_VARIANTS,
    intro: '可调角射灯的 12W 款，适合层高 3 m 以上的空间与商铺。',
  },
  {
    key: 'sp-mini-3w', code: 'LK-SP-0302', name: '迷你嵌入式射灯 3W 24°', power: 3, efficacy: 65, beam: 24,
    size: 'Φ50×55', cutout: 'Φ45', price: 59, variants: [cctDim(3000, 4000), beamDim(15, 24)],
    intro: '开孔 45 mm 的小射灯，适合酒柜、书架与装饰画。',
  },
  {
    key: 'sp-deep-10w', code: 'LK-SP-1003', name: '深藏防眩射灯 10W 15°', power: 10, efficacy: 70, beam: 15, ra: 97, ugr: 10,
    size: 'Φ95×110', cutout: 'Φ85', price: 169, variants: [cctDim(2700, 3000, 3500), beamDim(15, 24, 36)],
    intro: '光源深藏 40 mm，配蜂窝防眩网，高显色适合艺术品与展陈。',
  },
  {
    key: 'sp-trimless-7w', code: 'LK-SP-0704', name: '无边射灯 7W 24°', power: 7, efficacy: 70, beam: 24, ra: 97, ugr: 13,
    size: 'Φ75×90', cutout: 'Φ80', price: 189, install: '预埋', variants: [cctDim(3000, 4000), beamDim(15, 24, 36)],
    intro: '预埋式无边框射灯，批灰收口，与无边框筒灯同系列。',
  },
  {
    key: 'sp-cabinet-2w', code: 'CG-SP-0205', name: '柜体射灯 2W 36°', brand: BRANDS.cg, power: 2, efficacy: 60, beam: 36,
    size: 'Φ35×25', cutout: 'Φ30', price: 39, voltage: '12', driver: '恒压', material: '铝合金', variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '12 V 低压柜体射灯，适合橱柜、酒柜与展示柜。',
  },
  {
    key: 'sp-dali-10w', code: 'MY-SP-1006', name: 'DALI 调光射灯 10W 24°', brand: BRANDS.my, power: 10, efficacy: 75, beam: 24, ra: 95, ugr: 13,
    size: 'Φ90×100', cutout: 'Φ80', price: 249, dimming: 'DALI', warranty: 5, variants: [cctDim(2700, 3000), beamDim(15, 24, 36)],
    intro: 'DALI 调光可调角射灯，适合酒店大堂与高端零售。',
  },
]);

const SURFACE = {
  ...RECESSED,
  category: 'surface.spot',
  lampType: 'she',
  kind: '明装射灯',
  draw: 'surface-spot',
  install: '明装',
  driver: '内置电源',
  material: '铝合金',
} as const satisfies Partial<Spec>;

export const SURFACE_SPOTS: Spec[] = family(SURFACE, [
  {
    key: 'she-ceiling-7w', code: 'LK-MS-0701', name: '吸顶射灯 7W 24°', power: 7, efficacy: 70, beam: 24,
    size: 'Φ60×100', price: 119, variants: [cctDim(3000, 4000), beamDim(24, 36), WHITE_BLACK],
    intro: '可调角吸顶射灯，适合无吊顶空间的重点照明。',
  },
  {
    key: 'she-ceiling-12w', code: 'LK-MS-1201', name: '吸顶射灯 12W 36°', power: 12, efficacy: 76, beam: 36,
    size: 'Φ80×130', price: 159, variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '吸顶射灯的 12W 款，适合展厅与工作室。',
  },
  {
    key: 'she-wall-5w', code: 'QM-MS-0502', name: '壁装射灯 5W 24°', brand: BRANDS.qm, power: 5, efficacy: 66, beam: 24,
    size: 'Φ55×110', price: 99, install: '壁装', finish: '黑', variants: [WHITE_BLACK],
    intro: '壁装可调射灯，适合照亮装饰画与书架。',
  },
  {
    key: 'she-base-3w', code: 'QM-MS-0303', name: '底座射灯 3W 15°', brand: BRANDS.qm, power: 3, efficacy: 62, beam: 15, ra: 95,
    size: 'Φ45×80', price: 69, install: '台面', voltage: '12', driver: '外置电源', variants: [beamDim(15, 24)],
    intro: '带底座的小射灯，放在展柜或层板上照亮陈列品。',
  },
]);

const GRILLE = { ...RECESSED, category: 'recessed.grille', lampType: 'style-1', kind: '格栅射灯', draw: 'grille' } as const satisfies Partial<Spec>;

export const GRILLES: Spec[] = family(GRILLE, [
  {
    key: 'gr-double-14w', code: 'LK-GS-1401', name: '双头格栅射灯 2×7W 24°', power: 14, efficacy: 70, beam: 24, ugr: 16,
    size: '200×100×90', cutout: '185×90', price: 199, variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '双头可调格栅射灯，适合商铺、展厅与玄关。',
  },
  {
    key: 'gr-triple-21w', code: 'LK-GS-2101', name: '三头格栅射灯 3×7W 24°', power: 21, efficacy: 70, beam: 24, ugr: 16,
    size: '290×100×90', cutout: '275×90', price: 269, variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '三头可调格栅射灯，单灯照亮一组陈列。',
  },
  {
    key: 'gr-single-10w', code: 'LK-GS-1001', name: '单头格栅射灯 10W 36°', power: 10, efficacy: 74, beam: 36,
    size: '120×120×100', cutout: '105×105', price: 129, variants: [cctDim(3000, 4000)],
    intro: '方形单头格栅射灯，可与双头、三头款组合排布。',
  },
]);
