import { BRANDS, SHARED, WHITE_BLACK, beamDim, cctDim, family, finishDim, type Spec } from '../spec';

// Downlights: recessed (筒灯) and surface-mounted cylinders (明装筒灯, the templates' tong).

const RECESSED = {
  ...SHARED,
  category: 'recessed.downlight',
  lampType: 'downlight',
  kind: '筒灯',
  draw: 'downlight',
  shape: 'cone',
  install: '嵌入式',
  driver: '外置电源',
  material: '压铸铝',
  finish: '白',
} as const satisfies Partial<Spec>;

const ANTI_GLARE = [cctDim(2700, 3000, 4000), beamDim(15, 24, 36), finishDim(['白', 'W'], ['黑', 'B', 10])];

export const DOWNLIGHTS: Spec[] = family(RECESSED, [
  {
    key: 'dl-deep-7w', code: 'LK-DL-0701', name: '防眩深杯筒灯 7W 24°', power: 7, efficacy: 72, beam: 24, ra: 95, ugr: 13,
    size: 'Φ85×70', cutout: 'Φ75', price: 89, variants: ANTI_GLARE,
    intro: '深杯防眩设计，光源内缩 25 mm，遮光角 45°，适合客厅、卧室的重点与基础照明。',
  },
  {
    key: 'dl-deep-10w', code: 'LK-DL-1001', name: '防眩深杯筒灯 10W 24°', power: 10, efficacy: 76, beam: 24, ra: 95, ugr: 13,
    size: 'Φ100×78', cutout: 'Φ90', price: 119, variants: ANTI_GLARE,
    intro: '深杯防眩筒灯的 10W 款，层高 2.8 m 以上的客餐厅常用。',
  },
  {
    key: 'dl-cob-5w', code: 'LK-DL-0501', name: 'COB 窄边筒灯 5W 36°', power: 5, efficacy: 70, beam: 36,
    size: 'Φ68×50', cutout: 'Φ55', price: 49, variants: [cctDim(3000, 4000)],
    intro: '小开孔窄边框，COB 光源，适合过道与衣帽间。',
  },
  {
    key: 'dl-cob-12w', code: 'LK-DL-1201', name: 'COB 筒灯 12W 36°', power: 12, efficacy: 80, beam: 36,
    size: 'Φ120×70', cutout: 'Φ105', price: 139, variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '大功率 COB 筒灯，适合门厅、商铺与会议室。',
  },
  {
    key: 'dl-smd-18w', code: 'LK-DL-1802', name: 'SMD 泛光筒灯 18W 100°', power: 18, efficacy: 90, beam: 100, ra: 80, shape: 'lambertian',
    size: 'Φ175×45', cutout: 'Φ150', price: 69, driver: '内置电源', material: '铝材＋PC 扩散板', variants: [cctDim(3000, 4000, 5000)],
    intro: '大角度泛光筒灯，均匀柔和，适合办公区与走廊的基础照明。',
  },
  {
    key: 'dl-slim-9w', code: 'LK-DL-0902', name: '超薄筒灯 9W 90°', power: 9, efficacy: 85, beam: 90, ra: 80, shape: 'lambertian',
    size: 'Φ120×28', cutout: 'Φ100', price: 39, driver: '内置电源', material: '铝材＋PC 扩散板', variants: [cctDim(3000, 4000, 5000)],
    intro: '机身仅 28 mm，适合吊顶空间很小的改造项目。',
  },
  {
    key: 'dl-trimless-7w', code: 'LK-DL-0703', name: '无边框筒灯 7W 24°', power: 7, efficacy: 70, beam: 24, ra: 97, ugr: 10,
    size: 'Φ75×65', cutout: 'Φ80', price: 168, install: '预埋', variants: [cctDim(2700, 3000, 3500), beamDim(15, 24, 36)],
    intro: '预埋套件安装，批灰后不见边框，适合极简风格的无主灯设计。',
  },
  {
    key: 'dl-square-8w', code: 'LK-DL-0804', name: '方形防眩筒灯 8W 36°', power: 8, efficacy: 72, beam: 36, ugr: 16, draw: 'downlight-square',
    size: '90×90×65', cutout: '80×80', price: 99, variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '方形面框，与方形格栅射灯同系列，适合现代风格空间。',
  },
  {
    key: 'dl-smart-10w', code: 'MY-DL-1005', name: '智能调光调色筒灯 10W 36°', brand: BRANDS.my, power: 10, efficacy: 75, beam: 36, cct: 4000, ra: 95,
    size: 'Φ95×70', cutout: 'Φ85', price: 199, dimming: '蓝牙Mesh', variants: [WHITE_BLACK],
    intro: '蓝牙 Mesh 调光调色（2700-6500 K），手机与智能面板控制，支持场景联动。',
  },
  {
    key: 'dl-dali-12w', code: 'MY-DL-1206', name: 'DALI 调光筒灯 12W 24°', brand: BRANDS.my, power: 12, efficacy: 82, beam: 24, ra: 95, ugr: 16,
    size: 'Φ110×85', cutout: 'Φ100', price: 260, dimming: 'DALI', warranty: 5, variants: [cctDim(3000, 4000), beamDim(24, 36)],
    intro: 'DALI 调光，1%-100% 平滑无频闪，适合酒店与高端办公。',
  },
  {
    key: 'dl-bath-8w', code: 'CG-DL-0807', name: '防水防雾筒灯 8W 60°', brand: BRANDS.cg, power: 8, efficacy: 80, beam: 60, ra: 80,
    size: 'Φ90×55', cutout: 'Φ75', price: 59, ip: 'IP44', driver: '内置电源', variants: [cctDim(3000, 4000)],
    intro: 'IP44 防护，适合浴室、厨房与阳台。',
  },
]);

const SURFACE = {
  ...RECESSED,
  category: 'surface.downlight',
  lampType: 'tong',
  kind: '明装筒灯',
  draw: 'surface-tube',
  install: '明装',
  driver: '内置电源',
  material: '铝合金',
} as const satisfies Partial<Spec>;

const SURFACE_FINISH = finishDim(['白', 'W'], ['黑', 'B'], ['香槟金', 'G', 30]);

export const SURFACE_DOWNLIGHTS: Spec[] = family(SURFACE, [
  {
    key: 'tong-surface-10w', code: 'LK-MZ-1001', name: '明装圆筒射灯 10W 24°', power: 10, efficacy: 72, beam: 24,
    size: 'Φ75×120', price: 129, variants: [cctDim(3000, 4000), SURFACE_FINISH],
    intro: '无需开孔，适合无吊顶的清水顶与 loft 空间。',
  },
  {
    key: 'tong-surface-15w', code: 'LK-MZ-1501', name: '明装筒灯 15W 36°', power: 15, efficacy: 78, beam: 36,
    size: 'Φ90×150', price: 169, variants: [cctDim(3000, 4000), SURFACE_FINISH],
    intro: '明装筒灯的 15W 款，适合商铺与展厅。',
  },
  {
    key: 'tong-surface-20w', code: 'LK-MZ-2001', name: '明装筒灯 20W 60°', power: 20, efficacy: 85, beam: 60, ra: 80,
    size: 'Φ120×180', price: 219, variants: [cctDim(3000, 4000, 5000), WHITE_BLACK],
    intro: '大角度明装筒灯，适合层高较高的餐厅与门店基础照明。',
  },
  {
    key: 'tong-pendant-12w', code: 'CG-MZ-1202', name: '吊杆明装筒灯 12W 36°', brand: BRANDS.cg, power: 12, efficacy: 75, beam: 36,
    size: 'Φ75×200', price: 199, install: '吊装', variants: [WHITE_BLACK],
    intro: '吊杆长度 0.5-1.5 m 可调，适合挑空空间。',
  },
]);
