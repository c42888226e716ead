import { BRANDS, SHARED, WHITE_BLACK, cctDim, family, finishDim, type Spec } from '../spec';

// Decorative lamps: chandeliers, pendants, wall lamps, floor lamps and accent lamps. Most have
// no meaningful beam (no photometry); the reading and dining lamps do.

const DECO = {
  ...SHARED,
  brand: BRANDS.qm,
  lampType: 'decorative',
  beam: null,
  shape: null,
  driver: '内置电源',
  warranty: 2,
} as const satisfies Partial<Spec>;

const BRASS = finishDim(['黄铜', 'BR'], ['黑', 'B', -200]);

export const CHANDELIERS: Spec[] = family({ ...DECO, category: 'deco.chandelier', lampType: 'chandelier', kind: '吊灯', draw: 'chandelier', install: '吊装' } as const, [
  {
    key: 'ch-brass-6', code: 'QM-CH-3601', name: '黄铜六头吊灯 36W', power: 36, efficacy: 70, size: 'Φ800×600', price: 3280,
    material: '黄铜＋磨砂玻璃', finish: '黄铜', dimming: '可控硅', variants: [BRASS],
    intro: '六头黄铜枝形吊灯，磨砂玻璃灯罩，适合餐厅与挑空客厅。',
  },
  {
    key: 'ch-ring-72w', code: 'QM-CH-7202', name: '三环 LED 吊灯 72W', power: 72, efficacy: 80, size: 'Φ800×1500', price: 2680,
    material: '铝型材＋硅胶导光', finish: '黑', variants: [cctDim(3000, 4000), finishDim(['黑', 'B'], ['香槟金', 'G', 300])],
    intro: 'Φ800/600/400 三环错层吊装，高度可调，适合别墅挑空与酒店大堂。',
  },
  {
    key: 'ch-crystal-8', code: 'QM-CH-4803', name: '水晶吊灯 8 头 48W', power: 48, efficacy: 60, size: 'Φ900×700', price: 5980,
    material: 'K9 水晶＋不锈钢', finish: '金', warranty: 3,
    intro: 'K9 水晶折射光斑，适合宴会厅与大宅客厅。',
  },
]);

export const PENDANTS: Spec[] = family({ ...DECO, category: 'deco.pendant', lampType: 'pendant', kind: '吊线灯', draw: 'pendant', install: '吊装', shape: 'cone' } as const, [
  {
    key: 'pd-dome-12w', code: 'QM-PD-1201', name: '餐厅吊线灯 12W 36°', power: 12, efficacy: 70, beam: 36, size: 'Φ300×260', price: 459,
    material: '铝＋烤漆', finish: '黑', variants: [finishDim(['黑', 'B'], ['白', 'W'], ['香槟金', 'G', 60])],
    intro: '穹顶灯罩集中下照，吊线 1.5 m 可调，适合餐桌上方。',
  },
  {
    key: 'pd-mini-5w', code: 'QM-PD-0502', name: '床头小吊灯 5W 36°', power: 5, efficacy: 65, beam: 36, size: 'Φ120×180', price: 299,
    material: '铝＋烤漆', finish: '白', variants: [WHITE_BLACK],
    intro: '小尺寸床头吊灯，代替床头柜台灯。',
  },
  {
    key: 'pd-island-24w', code: 'QM-PD-2403', name: '岛台长条吊灯 24W 60°', power: 24, efficacy: 80, beam: 60, size: '1200×60×60', price: 899,
    material: '铝型材', finish: '黑', draw: 'linear', variants: [cctDim(3000, 4000)],
    intro: '长条吊灯，均匀照亮岛台与长餐桌。',
  },
  {
    key: 'pd-glass-8w', code: 'QM-PD-0804', name: '玻璃球吊线灯 8W', power: 8, efficacy: 60, beam: null, shape: null, size: 'Φ250×250', price: 399,
    material: '手工吹制玻璃', finish: '透明', variants: [finishDim(['透明', 'C'], ['烟灰', 'S', 40])],
    intro: '手工吹制玻璃球，柔和漫射，适合玄关与吧台。',
  },
]);

export const WALL_LAMPS: Spec[] = family({ ...DECO, category: 'deco.wall', lampType: 'wall', kind: '壁灯', draw: 'wall', install: '壁装', material: '铝合金' } as const, [
  {
    key: 'wl-updown-10w', code: 'LK-WL-1001', name: '上下出光壁灯 10W 24°', brand: BRANDS.lk, power: 10, efficacy: 70, beam: 24, shape: 'cone',
    size: '100×100×120', price: 259, finish: '黑', warranty: 3, variants: [cctDim(3000, 4000), WHITE_BLACK],
    intro: '上下两束 24° 窄光，在墙面形成光影线条，适合走廊与背景墙。',
  },
  {
    key: 'wl-reading-3w', code: 'QM-WL-0302', name: '床头阅读壁灯 3W 36°', power: 3, efficacy: 65, beam: 36, shape: 'cone',
    size: '150×80×450', price: 329, finish: '黑', dimming: '可控硅', variants: [finishDim(['黑', 'B'], ['黄铜', 'BR', 80])],
    intro: '可弯软管与触摸开关，阅读不打扰伴侣。',
  },
  {
    key: 'wl-led-6w', code: 'QM-WL-0603', name: '简约 LED 壁灯 6W', power: 6, efficacy: 70, size: '300×80×100', price: 199, finish: '白',
    intro: '漫射亚克力灯罩，适合卧室与楼梯的氛围光。',
  },
  {
    key: 'wl-outdoor-12w', code: 'YL-WL-1201', name: '户外上下出光壁灯 12W 36°', brand: BRANDS.yl, power: 12, efficacy: 75, beam: 36, shape: 'cone',
    size: '160×100×200', price: 299, category: 'outdoor.wall', ip: 'IP65', finish: '深灰', warranty: 3, material: '压铸铝', variants: [cctDim(3000, 4000)],
    intro: 'IP65 户外壁灯，适合庭院、门头与外立面。',
  },
  {
    key: 'wl-step-3w', code: 'YL-WL-0302', name: '嵌入式踏步灯 3W', brand: BRANDS.yl, power: 3, efficacy: 60, beam: 120, shape: 'lambertian',
    size: '86×86×50', cutout: '75×75', price: 89, category: 'outdoor.wall', install: '嵌入式', ip: 'IP65', finish: '深灰', material: '压铸铝',
    variants: [cctDim(3000, 4000)],
    intro: '嵌入墙面 30 cm 高度，照亮台阶与过道地面。',
  },
]);

export const FLOOR_LAMPS: Spec[] = family({ ...DECO, category: 'deco.floor', lampType: 'floor', kind: '落地灯', draw: 'floor', install: '落地', material: '铁艺＋布艺' } as const, [
  {
    key: 'fl-reading-12w', code: 'QM-FL-1201', name: '阅读落地灯 12W 60°', power: 12, efficacy: 75, beam: 60, shape: 'cone', ra: 95,
    size: 'Φ280×1600', price: 899, finish: '黑', dimming: '可控硅', variants: [WHITE_BLACK],
    intro: '可调灯头的阅读落地灯，适合沙发旁与书房。',
  },
  {
    key: 'fl-uplight-24w', code: 'QM-FL-2402', name: '上照落地灯 24W', power: 24, efficacy: 80, size: 'Φ350×1800', price: 1280, finish: '白',
    intro: '向上照亮天花，营造柔和的间接光。',
  },
  {
    key: 'fl-arc-18w', code: 'QM-FL-1803', name: '钓鱼落地灯 18W 36°', power: 18, efficacy: 72, beam: 36, shape: 'cone',
    size: '1600×350×1900', price: 1680, finish: '黄铜', variants: [BRASS],
    intro: '弧形长臂把光送到茶几上方，无需在天花布线。',
  },
]);

export const ACCENT_LAMPS: Spec[] = family({ ...DECO, category: 'deco.accent', kind: '装饰灯', draw: 'table', install: '台面', material: '玻璃＋金属' } as const, [
  {
    key: 'dc-table-5w', code: 'QM-DC-0501', name: '奶油风装饰台灯 5W', power: 5, efficacy: 65, size: 'Φ200×320', price: 399, finish: '白', dimming: '可控硅',
    variants: [finishDim(['奶白', 'W'], ['焦糖', 'C'])],
    intro: '乳白玻璃灯罩，三档触摸调光。',
  },
  {
    key: 'dc-lantern-3w', code: 'QM-DC-0302', name: '充电氛围灯 3W', power: 3, efficacy: 60, size: 'Φ110×230', price: 199, finish: '黑', voltage: '5', driver: '恒流',
    variants: [finishDim(['黑', 'B'], ['白', 'W'], ['绿', 'G'])],
    intro: '内置电池续航 10 小时，餐桌、露台随手摆放。',
  },
  {
    key: 'dc-cloud-10w', code: 'QM-DC-1003', name: '云朵装饰吊灯 10W', power: 10, efficacy: 70, size: 'Φ450×300', price: 1280, finish: '白', install: '吊装', material: '棉质纤维',
    intro: '棉质云朵造型，柔和漫射，适合儿童房与休闲区。',
  },
]);
