import { BRANDS, SHARED, cctDim, family, type Spec } from '../spec';

// Strips sold by the metre (power and flux per metre): single-colour strips, multi-channel
// strips (多段灯带), round rings and 360° neon (圆形灯带), cove profiles (灯槽) and flexible neon
// for shaped outlines (异形灯带).

const STRIP = {
  ...SHARED,
  category: 'linear.strip',
  lampType: 'strip',
  kind: '灯带',
  draw: 'strip',
  beam: 120,
  shape: 'lambertian',
  install: '卡扣',
  voltage: '24',
  driver: '恒压',
  material: 'FPC 柔性线路板',
  finish: '白',
  unit: '米',
  unitTip: '按米计价，5 米/卷',
  perMetre: true,
} as const satisfies Partial<Spec>;

export const STRIPS: Spec[] = family(STRIP, [
  {
    key: 'st-cob-10w', code: 'LK-ST-1001', name: 'COB 无光斑灯带 10W/m', power: 10, efficacy: 100,
    size: '8×2', price: 28, variants: [cctDim(2700, 3000, 4000)],
    intro: '480 珠/米 COB 灯带，连续线光无颗粒感，适合吊顶灯槽与柜体。',
  },
  {
    key: 'st-smd-14w', code: 'LK-ST-1401', name: '2835 高亮灯带 14.4W/m', power: 14.4, efficacy: 95, ra: 80,
    size: '10×2', price: 22, variants: [cctDim(3000, 4000, 5000)],
    intro: '120 珠/米 2835 灯带，性价比高，适合大面积间接照明。',
  },
  {
    key: 'st-ra97-12w', code: 'LK-ST-1202', name: '高显色灯带 Ra97 12W/m', power: 12, efficacy: 85, ra: 97,
    size: '10×2', price: 45, variants: [cctDim(2700, 3000, 3500, 4000)],
    intro: '全光谱高显色灯带，适合展柜、衣柜与高端住宅。',
  },
  {
    key: 'st-cob-5w', code: 'LK-ST-0501', name: '低功率 COB 灯带 5W/m', power: 5, efficacy: 90,
    size: '5×2', price: 18, variants: [cctDim(2700, 3000, 4000)],
    intro: '5 mm 窄板低功率灯带，适合层板、踢脚线与床底氛围光。',
  },
  {
    key: 'st-side-10w', code: 'CG-ST-1003', name: '侧发光灯带 9.6W/m', brand: BRANDS.cg, power: 9.6, efficacy: 88,
    size: '8×4', price: 32, variants: [cctDim(3000, 4000)],
    intro: '侧面出光，适合窄缝、层板边缘与导光板侧入光。',
  },
  {
    key: 'st-220v-8w', code: 'CG-ST-0804', name: '220V 高压灯带 8W/m', brand: BRANDS.cg, power: 8, efficacy: 90, ra: 80,
    size: '12×7', price: 25, category: 'outdoor.strip', ip: 'IP65', voltage: '220', driver: '内置电源', material: 'PVC 套管',
    unitTip: '按米计价，整卷 50 米', variants: [cctDim(3000, 4000, 5000)],
    intro: '免电源 220 V 灯带，单段最长 50 m，适合檐口与大堂灯槽。',
  },
  {
    key: 'st-ip67-10w', code: 'LK-ST-1005', name: 'COB 防水灯带 IP67 10W/m', power: 10, efficacy: 92,
    size: '12×5', price: 38, category: 'outdoor.strip', ip: 'IP67', material: '硅胶灌封', variants: [cctDim(3000, 4000)],
    intro: '硅胶灌封防水灯带，适合浴室、阳台与户外扶手。',
  },
]);

export const MULTI_STRIPS: Spec[] = family({ ...STRIP, lampType: 'strip-multi', kind: '多段灯带' } as const, [
  {
    key: 'sm-rgbw-19w', code: 'MY-SM-1901', name: 'RGBW 四合一灯带 19.2W/m', brand: BRANDS.my, power: 19.2, efficacy: 60, cct: 4000, ra: 80,
    size: '12×2', price: 58, dimming: '蓝牙Mesh', variants: [cctDim(3000, 4000)],
    intro: '红绿蓝与白光四通道，情景模式与音乐律动，适合影音室与酒吧。',
  },
  {
    key: 'sm-cct-12w', code: 'MY-SM-1202', name: '双色温调光灯带 12W/m', brand: BRANDS.my, power: 12, efficacy: 85, cct: 4000,
    size: '10×2', price: 42, dimming: '0-10V',
    intro: '暖白与冷白双通道，2700-6500 K 连续调色。',
  },
  {
    key: 'sm-pixel-14w', code: 'MY-SM-1403', name: '幻彩分段灯带 14.4W/m', brand: BRANDS.my, power: 14.4, efficacy: 50, cct: 5000, ra: 80,
    size: '10×2', price: 68, dimming: 'Zigbee', unitTip: '按米计价，每 10 cm 一段',
    intro: '每 10 cm 独立控制，可编程流水与追光效果。',
  },
]);

export const ROUND_STRIPS: Spec[] = family({ ...STRIP, lampType: 'strip-circle', kind: '圆形灯带', draw: 'ring' } as const, [
  {
    key: 'sc-ring-600', code: 'QM-SC-2401', name: '圆形光环灯带 Φ600 24W', brand: BRANDS.qm, power: 24, efficacy: 80,
    size: 'Φ600×30', price: 399, unit: '个', unitTip: '', perMetre: false, install: '吊装', voltage: '220', driver: '内置电源', material: '铝型材＋PC 扩散罩',
    variants: [cctDim(3000, 4000)],
    intro: '一体成型的圆环灯带，吊装或吸顶，适合客厅中央与大堂。',
  },
  {
    key: 'sc-neon-360', code: 'LK-SC-1001', name: '360° 圆形霓虹灯带 10W/m', power: 10, efficacy: 70, beam: null, shape: null,
    size: 'Φ18×18', price: 56, ip: 'IP67', material: '硅胶', unitTip: '按米计价，可弯成圆环', variants: [cctDim(3000, 4000)],
    intro: '圆柱截面四周出光，可弯曲成环形与弧形造型。',
  },
]);

export const COVES: Spec[] = family({ ...STRIP, category: 'linear.cove', lampType: 'cao', kind: '灯槽', draw: 'profile', material: '铝型材＋PC 扩散罩', finish: '银' } as const, [
  {
    key: 'cao-recessed-10w', code: 'LK-CA-1001', name: '嵌入式铝槽灯槽 10W/m', power: 10, efficacy: 90,
    size: '30×20', cutout: '1000×32', price: 65, install: '嵌入式', unitTip: '按米计价，含铝槽', variants: [cctDim(3000, 4000)],
    intro: '铝槽、COB 灯带与乳白扩散罩成套，嵌入石膏板形成连续线光。',
  },
  {
    key: 'cao-trimless-12w', code: 'LK-CA-1201', name: '无边预埋灯槽 12W/m', power: 12, efficacy: 88,
    size: '52×14', cutout: '1000×54', price: 80, install: '预埋', unitTip: '按米计价，含铝槽', variants: [cctDim(3000, 4000)],
    intro: '预埋批灰收边，完成面不见铝槽边框。',
  },
  {
    key: 'cao-cove-10w', code: 'CG-CA-1002', name: '反光灯槽 间接照明 10W/m', brand: BRANDS.cg, power: 10, efficacy: 92, beam: 110, shape: 'batwing',
    size: '40×40', price: 48, install: '明装', unitTip: '按米计价，含铝槽', variants: [cctDim(2700, 3000, 4000)],
    intro: '斜 45° 出光的反光槽，藏于吊顶侧边，洗亮顶面形成间接光。',
  },
]);

export const SHAPED_STRIPS: Spec[] = family({ ...STRIP, category: 'outdoor.strip', lampType: 'polygon', kind: '异形灯带', draw: 'neon', ip: 'IP67', material: '硅胶' } as const, [
  {
    key: 'pg-neon-6x12', code: 'LK-PG-0801', name: '柔性霓虹灯带 6×12 8W/m', power: 8, efficacy: 75,
    size: '6×12', price: 42, unitTip: '按米计价，1 cm 可剪', variants: [cctDim(3000, 4000)],
    intro: '硅胶一体挤出的柔性霓虹，可弯出任意异形轮廓，适合造型吊顶与招牌。',
  },
  {
    key: 'pg-neon-10x10', code: 'LK-PG-1001', name: '侧弯霓虹灯带 10×10 10W/m', power: 10, efficacy: 78,
    size: '10×10', price: 48, unitTip: '按米计价，配卡槽', variants: [cctDim(3000, 4000)],
    intro: '侧向弯曲的霓虹灯带，适合弧形墙面与异形天花。',
  },
]);
