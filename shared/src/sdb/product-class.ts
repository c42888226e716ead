import type { LuminaireClass } from '../lighting/calc/uf-tables';

// The UF class (lighting/calc/uf-tables.ts) of a product picked from the library for the scene
// trial: what the product says it is (its 灯具类型 parameter, as the catalogue files them: 筒灯,
// 面板灯, 线条灯 …), else its name; a downlight when neither says. The classes stand for light
// distributions: narrow recessed and track heads (downlight), diffuse panels, ceiling lights and
// decorative luminaires that spread their light (panel), linear luminaires and strips (linear),
// industrial high bays (highbay).

const RULES: readonly (readonly [RegExp, LuminaireClass])[] = [
  [/工矿|高天棚|高棚|high ?bay/i, 'highbay'],
  [/灯带|线条|线形|线型|灯槽|洗墙|linear|strip|cove/i, 'linear'],
  // before the spots: a 格栅射灯 is a spot, a 格栅灯盘 a panel
  [/面板|平板|灯盘|吸顶|吊灯|吊线|落地|壁灯|台灯|装饰|panel|troffer|pendant|chandelier|ceiling|floor|wall|decor/i, 'panel'],
  // said outright, so a 筒灯 named "灯带款筒灯" is not read by its name
  [/筒灯|射灯|轨道|磁吸|投光|地埋|插地|水下|downlight|spot|track|flood/i, 'downlight'],
];

/** The class a product's words name, or null when they name none. */
export function luminaireClassOfWords(words: string): LuminaireClass | null {
  for (const [re, cls] of RULES) if (re.test(words)) return cls;
  return null;
}

/** A library product's UF class: its 灯具类型, else its name; downlight by default. */
export function luminaireClassOfProduct(product: { name: string; params: readonly { id: string; value: string }[] }): LuminaireClass {
  const kind = product.params.find((p) => p.id === 'lamp_type')?.value.trim() ?? '';
  return (kind ? luminaireClassOfWords(kind) : null) ?? luminaireClassOfWords(product.name) ?? 'downlight';
}
