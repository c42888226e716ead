import { BRANDS, SHARED, WHITE_BLACK, beamDim, cctDim, family, type Spec } from '../spec';

// Track lighting: 220 V track spots and 48 V magnetic-track heads (spots, floods, grilles).

const TRACK = {
  ...SHARED,
  category: 'track.spot',
  lampType: 'track',
  kind: '轨道射灯',
  draw: 'track',
  shape: 'cone',
  install: '轨道',
  driver: '内置电源',
  material: '压铸铝',
  finish: '黑',
} as const satisfies Partial<Spec>;

const TRACK_VARIANTS = [cctDim(3000, 4000), beamDim(15, 24, 36), WHITE_BLACK];

export const TRACK_SPOTS: Spec[] = family(TRACK, [
  {
    key: 'tr-cob-12w', code: 'LK-TR-1201', name: 'COB 轨道射灯 12W 24°', power: 12, efficacy: 80, beam: 24, ra: 95,
    size: 'Φ65×160', price: 129, variants: TRACK_VARIANTS,
    intro: '三线导轨通用适配器，灯头 350° 旋转、90° 俯仰，适合服装店与展厅。',
  },
  {
    key: 'tr-cob-20w', code: 'LK-TR-2001', name: 'COB 轨道射灯 20W 24°', power: 20, efficacy: 82, beam: 24, ra: 95,
    size: 'Φ75×190', price: 169, variants: TRACK_VARIANTS,
    intro: '轨道射灯的 20W 款，层高 3.5 m 左右的商业空间常用。',
  },
  {
    key: 'tr-cob-30w', code: 'LK-TR-3001', name: 'COB 轨道射灯 30W 36°', power: 30, efficacy: 85, beam: 36,
    size: 'Φ85×210', price: 219, variants: TRACK_VARIANTS,
    intro: '大功率轨道射灯，适合高大空间与橱窗。',
  },
  {
    key: 'tr-museum-15w', code: 'LK-TR-1502', name: '博物馆轨道射灯 15W 15°', power: 15, efficacy: 70, beam: 15, ra: 97, ugr: 13,
    size: 'Φ70×180', price: 359, dimming: '0-10V', warranty: 5, variants: [cctDim(2700, 3000, 3500), beamDim(15, 24, 36)],
    intro: '高显色窄光束，配防眩格栅与调光旋钮，适合美术馆与博物馆展陈。',
  },
  {
    key: 'tr-zoom-25w', code: 'LK-TR-2503', name: '调焦轨道射灯 25W', power: 25, efficacy: 76, beam: 36, ra: 95,
    size: 'Φ90×230', price: 399, variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '光束角 15°-60° 无级调焦（标称 36°），适合布展频繁的展厅。',
  },
  {
    key: 'tr-wash-20w', code: 'LK-TR-2004', name: '轨道洗墙灯 20W 60°', power: 20, efficacy: 80, beam: 60, shape: 'batwing',
    size: '300×80×120', price: 199, variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '非对称配光，均匀洗亮整面墙，适合货架与展墙。',
  },
  {
    key: 'tr-mini-7w', code: 'CG-TR-0705', name: '迷你轨道射灯 7W 24°', brand: BRANDS.cg, power: 7, efficacy: 72, beam: 24,
    size: 'Φ50×120', price: 89, variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '小体积轨道射灯，适合家装客厅与餐厅的轨道方案。',
  },
  {
    key: 'tr-dali-20w', code: 'MY-TR-2006', name: 'DALI 轨道射灯 20W 24°', brand: BRANDS.my, power: 20, efficacy: 80, beam: 24, ra: 95,
    size: 'Φ75×195', price: 329, dimming: 'DALI', warranty: 5, variants: [cctDim(3000, 4000), beamDim(15, 24, 36)],
    intro: 'DALI 四线轨道射灯，单灯寻址调光，适合精品零售。',
  },
  {
    key: 'tr-shop-35w', code: 'CG-TR-3507', name: '商超轨道射灯 35W 36°', brand: BRANDS.cg, power: 35, efficacy: 90, beam: 36,
    size: 'Φ95×230', price: 249, variants: [cctDim(3000, 4000, 5000)],
    intro: '高光效大功率轨道射灯，适合超市与大卖场。',
  },
]);

const MAGNETIC = {
  ...TRACK,
  category: 'track.magnetic',
  lampType: 'magnetic-track',
  kind: '磁吸轨道灯',
  draw: 'magnetic',
  install: '磁吸轨道',
  voltage: '48',
  driver: '外置电源',
  material: '铝合金',
} as const satisfies Partial<Spec>;

const MAG_VARIANTS = [cctDim(3000, 4000), beamDim(15, 24, 36), WHITE_BLACK];
const MAG_BAR_VARIANTS = [cctDim(3000, 4000), WHITE_BLACK];

export const MAGNETIC_TRACK: Spec[] = family(MAGNETIC, [
  {
    key: 'mg-spot-7w', code: 'LK-MG-0701', name: '磁吸轨道射灯 7W 24°', power: 7, efficacy: 70, beam: 24, ra: 95, ugr: 16,
    size: 'Φ45×120', price: 159, variants: MAG_VARIANTS,
    intro: '48 V 磁吸轨道射灯，随手吸附、随意移动，适合客厅无主灯设计。',
  },
  {
    key: 'mg-spot-10w', code: 'LK-MG-1001', name: '磁吸轨道射灯 10W 24°', power: 10, efficacy: 72, beam: 24, ra: 95, ugr: 16,
    size: 'Φ55×140', price: 189, variants: MAG_VARIANTS,
    intro: '磁吸射灯的 10W 款，适合层高 2.8 m 以上的客餐厅。',
  },
  {
    key: 'mg-flood-10w', code: 'LK-MG-1002', name: '磁吸轨道泛光灯 10W', power: 10, efficacy: 85, beam: 110, shape: 'lambertian', draw: 'magnetic-bar',
    size: '220×22×45', price: 199, variants: MAG_BAR_VARIANTS,
    intro: '磁吸泛光模组，磨砂扩散罩，提供均匀的基础照明。',
  },
  {
    key: 'mg-flood-20w', code: 'LK-MG-2001', name: '磁吸轨道泛光灯 20W', power: 20, efficacy: 88, beam: 110, shape: 'lambertian', draw: 'magnetic-bar',
    size: '330×22×45', price: 279, variants: MAG_BAR_VARIANTS,
    intro: '泛光模组的 20W 款，一段 330 mm。',
  },
  {
    key: 'mg-grille-12w', code: 'LK-MG-1203', name: '磁吸格栅灯 6 头 12W 24°', power: 12, efficacy: 70, beam: 24, ugr: 13, draw: 'magnetic-bar',
    size: '230×22×45', price: 229, variants: MAG_BAR_VARIANTS,
    intro: '6 颗防眩透镜一排，光线集中不刺眼，适合过道与岛台。',
  },
  {
    key: 'mg-grille-20w', code: 'LK-MG-2003', name: '磁吸格栅灯 10 头 20W 24°', power: 20, efficacy: 72, beam: 24, ugr: 13, draw: 'magnetic-bar',
    size: '330×22×45', price: 299, variants: MAG_BAR_VARIANTS,
    intro: '10 头格栅模组，与 6 头款组合排布。',
  },
  {
    key: 'mg-fold-12w', code: 'LK-MG-1204', name: '磁吸折叠射灯 12W 36°', power: 12, efficacy: 72, beam: 36,
    size: 'Φ50×160', price: 259, variants: MAG_VARIANTS,
    intro: '灯头可折叠 90°，既可下照也可洗墙。',
  },
  {
    key: 'mg-pendant-8w', code: 'QM-MG-0805', name: '磁吸吊线射灯 8W 36°', brand: BRANDS.qm, power: 8, efficacy: 68, beam: 36,
    size: 'Φ40×300', price: 329, finish: '香槟金', variants: [cctDim(3000, 4000)],
    intro: '吊线长度 1.2 m 可调，磁吸轨道上的装饰吊灯，适合餐桌与床头。',
  },
  {
    key: 'mg-wash-12w', code: 'LK-MG-1205', name: '磁吸洗墙灯 12W 60°', power: 12, efficacy: 80, beam: 60, shape: 'batwing', draw: 'magnetic-bar',
    size: '330×22×45', price: 269, variants: MAG_BAR_VARIANTS,
    intro: '非对称洗墙透镜，适合电视墙与沙发背景墙。',
  },
  {
    key: 'mg-smart-10w', code: 'MY-MG-1006', name: '蓝牙 Mesh 磁吸射灯 10W 24°', brand: BRANDS.my, power: 10, efficacy: 70, beam: 24, cct: 4000, ra: 97,
    size: 'Φ55×145', price: 399, dimming: '蓝牙Mesh', warranty: 5, variants: [beamDim(15, 24, 36), WHITE_BLACK],
    intro: '调光调色（2700-6500 K）磁吸射灯，接入智能家居场景。',
  },
]);
