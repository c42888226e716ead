import { BRANDS, SHARED, beamDim, cctDim, family, type Spec } from '../spec';

// Outdoor lamps drawn as style 3: floodlights, in-ground, underwater and spike lamps.

const OUTDOOR = {
  ...SHARED,
  brand: BRANDS.yl,
  lampType: 'style-3',
  ra: 80,
  shape: 'cone',
  ip: 'IP65',
  driver: '内置电源',
  material: '压铸铝＋钢化玻璃',
  finish: '深灰',
} as const satisfies Partial<Spec>;

export const OUTDOOR_LAMPS: Spec[] = family(OUTDOOR, [
  {
    key: 'od-flood-30w', code: 'YL-FL-3001', name: '户外投光灯 30W 30°', category: 'outdoor.flood', kind: '投光灯', draw: 'flood', install: '明装',
    power: 30, efficacy: 100, beam: 30, size: '200×60×180', price: 299, variants: [cctDim(3000, 4000), beamDim(15, 30, 60)],
    intro: '外立面与树木投光，支架可调角度。',
  },
  {
    key: 'od-flood-50w', code: 'YL-FL-5002', name: '户外投光灯 50W 60°', category: 'outdoor.flood', kind: '投光灯', draw: 'flood', install: '明装',
    power: 50, efficacy: 105, beam: 60, size: '260×70×220', price: 399, variants: [cctDim(3000, 4000, 5000)],
    intro: '大功率泛光投光灯，适合广告牌与广场。',
  },
  {
    key: 'od-inground-5w', code: 'YL-IG-0501', name: '地埋灯 5W 24°', category: 'outdoor.inground', kind: '地埋灯', draw: 'inground', install: '预埋',
    power: 5, efficacy: 70, beam: 24, size: 'Φ100×90', cutout: 'Φ90', price: 189, ip: 'IP67', variants: [cctDim(3000, 4000), beamDim(15, 24, 36)],
    intro: '不锈钢面盖、钢化玻璃，可承重 2 吨，适合庭院与步道。',
  },
  {
    key: 'od-inground-12w', code: 'YL-IG-1202', name: '地埋灯 12W 36°', category: 'outdoor.inground', kind: '地埋灯', draw: 'inground', install: '预埋',
    power: 12, efficacy: 75, beam: 36, size: 'Φ160×110', cutout: 'Φ150', price: 269, ip: 'IP67', variants: [cctDim(3000, 4000)],
    intro: '上照树冠与柱廊的大功率地埋灯。',
  },
  {
    key: 'od-underwater-6w', code: 'YL-UW-0601', name: '水下灯 6W 30°', category: 'outdoor.inground', kind: '水下灯', draw: 'inground', install: '明装',
    power: 6, efficacy: 65, beam: 30, size: 'Φ80×95', price: 329, ip: 'IP68', voltage: '24', driver: '外置电源', material: '316 不锈钢',
    variants: [cctDim(3000, 4000)],
    intro: '24 V 安全电压，IP68，适合水景与泳池。',
  },
  {
    key: 'od-spike-7w', code: 'YL-SK-0701', name: '插地草坪射灯 7W 36°', category: 'outdoor.flood', kind: '插地灯', draw: 'surface-spot', install: '落地',
    power: 7, efficacy: 70, beam: 36, size: 'Φ60×260', price: 159, variants: [cctDim(3000, 4000)],
    intro: '插地安装，照亮灌木与景观小品。',
  },
]);
