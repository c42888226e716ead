import { BRANDS, SHARED, cctDim, family, type Spec } from '../spec';

// Panels: grid panels (面板灯), slim flat panels (平板灯) and round ceiling lamps (吸顶灯, drawn
// as style 2). Wide Lambertian light.

const PANEL = {
  ...SHARED,
  category: 'panel.panel',
  lampType: 'panel',
  kind: '面板灯',
  draw: 'panel',
  cct: 4000,
  ra: 80,
  beam: 110,
  shape: 'lambertian',
  install: '嵌入式',
  driver: '外置电源',
  material: '铝框＋PS 导光板',
  finish: '白',
} as const satisfies Partial<Spec>;

const OFFICE_CCT = cctDim(3000, 4000, 5000);

export const PANELS: Spec[] = family(PANEL, [
  {
    key: 'pn-600-36w', code: 'LK-PN-3601', name: '600×600 面板灯 36W', power: 36, efficacy: 100, ugr: 19,
    size: '595×595×10', cutout: '580×580', price: 159, variants: [OFFICE_CCT],
    intro: '矿棉板与铝扣板吊顶通用的 600×600 面板灯，办公室基础照明。',
  },
  {
    key: 'pn-600-ugr16', code: 'LK-PN-3602', name: '防眩面板灯 UGR<16 36W', power: 36, efficacy: 95, ra: 90, ugr: 16, beam: 100,
    size: '595×595×40', cutout: '580×580', price: 329, material: '铝框＋微棱晶罩', variants: [cctDim(4000, 5000)],
    intro: '微棱晶防眩罩，适合长时间看屏幕的办公区与教室。',
  },
  {
    key: 'pn-300x1200-40w', code: 'LK-PN-4001', name: '300×1200 面板灯 40W', power: 40, efficacy: 100, ugr: 19,
    size: '1195×295×10', cutout: '1180×280', price: 229, variants: [OFFICE_CCT],
    intro: '长条面板灯，适合走廊与开放办公区的成排布置。',
  },
  {
    key: 'pn-300x600-24w', code: 'CG-PN-2402', name: '厨卫面板灯 300×600 24W', brand: BRANDS.cg, power: 24, efficacy: 90,
    size: '295×595×10', cutout: '300×600', price: 139, install: '卡扣', ip: 'IP44', driver: '内置电源', variants: [cctDim(4000, 5000)],
    intro: '集成吊顶铝扣板卡扣安装，防潮防油烟。',
  },
  {
    key: 'pn-300x300-12w', code: 'CG-PN-1203', name: '厨卫面板灯 300×300 12W', brand: BRANDS.cg, power: 12, efficacy: 88,
    size: '295×295×10', cutout: '300×300', price: 120, install: '卡扣', ip: 'IP44', driver: '内置电源', variants: [cctDim(4000, 5000)],
    intro: '300×300 集成吊顶面板灯，适合小厨房与卫生间。',
  },
  {
    key: 'pn-round-18w', code: 'LK-PN-1804', name: '圆形面板灯 18W', power: 18, efficacy: 85, draw: 'panel-round',
    size: 'Φ225×30', cutout: 'Φ205', price: 139, variants: [OFFICE_CCT],
    intro: '圆形嵌入式面板灯，适合石膏板吊顶的过道与茶水间。',
  },
  {
    key: 'pn-dali-36w', code: 'MY-PN-3605', name: 'DALI 调光面板灯 36W', brand: BRANDS.my, power: 36, efficacy: 105, ra: 90, ugr: 16,
    size: '595×595×30', cutout: '580×580', price: 499, dimming: 'DALI', warranty: 5, variants: [cctDim(4000, 5000)],
    intro: 'DALI 调光，配合照度传感器实现恒照度节能。',
  },
]);

export const FLAT_PANELS: Spec[] = family({ ...PANEL, category: 'panel.flat', lampType: 'flat-panel', kind: '平板灯' } as const, [
  {
    key: 'fp-side-40w', code: 'LK-FP-4001', name: '侧发光超薄平板灯 600×600 40W', power: 40, efficacy: 95, ugr: 19,
    size: '595×595×9', cutout: '580×580', price: 219, variants: [OFFICE_CCT],
    intro: '侧入光导光板，厚度仅 9 mm，发光均匀。',
  },
  {
    key: 'fp-back-60w', code: 'LK-FP-6001', name: '直下式平板灯 600×1200 60W', power: 60, efficacy: 110, ugr: 19,
    size: '1195×595×30', cutout: '1180×580', price: 459, variants: [OFFICE_CCT],
    intro: '直下式背光，高光效，适合大开间办公与商场。',
  },
  {
    key: 'fp-surface-36w', code: 'CG-FP-3602', name: '明装平板灯 600×600 36W', brand: BRANDS.cg, power: 36, efficacy: 95,
    size: '600×600×50', price: 289, install: '明装', variants: [OFFICE_CCT],
    intro: '带边框明装平板灯，无吊顶也可安装。',
  },
]);

export const CEILING_LAMPS: Spec[] = family(
  { ...PANEL, category: 'surface.ceiling', lampType: 'style-2', kind: '吸顶灯', draw: 'panel-round', install: '明装', beam: 120, ra: 90, driver: '内置电源', material: '铁艺＋亚克力罩' } as const,
  [
    {
      key: 'cl-round-24w', code: 'LK-CL-2401', name: '圆形吸顶灯 24W', power: 24, efficacy: 80, cct: 3000,
      size: 'Φ400×60', price: 259, variants: [cctDim(3000, 4000)],
      intro: '简约圆形吸顶灯，适合卧室与书房。',
    },
    {
      key: 'cl-smart-36w', code: 'MY-CL-3602', name: '智能卧室吸顶灯 36W', brand: BRANDS.my, power: 36, efficacy: 85, ra: 95,
      size: 'Φ500×70', price: 459, dimming: 'Zigbee', warranty: 5,
      intro: 'Zigbee 调光调色（2700-6500 K），支持语音与定时场景。',
    },
    {
      key: 'cl-moisture-12w', code: 'CG-CL-1203', name: '防潮吸顶灯 12W', brand: BRANDS.cg, power: 12, efficacy: 80, ra: 80, ip: 'IP54',
      size: 'Φ220×50', price: 89, variants: [cctDim(4000, 5000)],
      intro: 'IP54 防潮吸顶灯，适合阳台、卫生间与地下室。',
    },
  ],
);
