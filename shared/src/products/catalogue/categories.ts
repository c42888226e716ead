import type { CatalogueCategory } from '../catalogue-types';

// The sample catalogue's category tree: two levels, every product filed in a leaf.

const leaf = (key: string, name: string): CatalogueCategory => ({ key, name });

export const CATEGORIES: CatalogueCategory[] = [
  {
    key: 'recessed',
    name: '嵌入式照明',
    children: [leaf('recessed.downlight', '筒灯'), leaf('recessed.spot', '射灯'), leaf('recessed.grille', '格栅射灯')],
  },
  {
    key: 'surface',
    name: '明装照明',
    children: [leaf('surface.downlight', '明装筒灯'), leaf('surface.spot', '明装射灯'), leaf('surface.ceiling', '吸顶灯')],
  },
  {
    key: 'track',
    name: '轨道照明',
    children: [leaf('track.spot', '轨道射灯'), leaf('track.magnetic', '磁吸轨道')],
  },
  {
    key: 'linear',
    name: '线性照明',
    children: [leaf('linear.strip', '灯带'), leaf('linear.lamp', '线条灯'), leaf('linear.cove', '灯槽')],
  },
  {
    key: 'deco',
    name: '装饰照明',
    children: [leaf('deco.chandelier', '吊灯'), leaf('deco.pendant', '吊线灯'), leaf('deco.wall', '壁灯'), leaf('deco.floor', '落地灯'), leaf('deco.accent', '装饰灯')],
  },
  {
    key: 'panel',
    name: '面板照明',
    children: [leaf('panel.panel', '面板灯'), leaf('panel.flat', '平板灯')],
  },
  {
    key: 'outdoor',
    name: '户外与防水',
    children: [leaf('outdoor.flood', '投光灯'), leaf('outdoor.inground', '地埋灯'), leaf('outdoor.wall', '户外壁灯'), leaf('outdoor.strip', '防水灯带')],
  },
];

/** Every leaf's key. */
export function leafKeys(categories: readonly CatalogueCategory[] = CATEGORIES): string[] {
  return categories.flatMap((c) => (c.children && c.children.length > 0 ? leafKeys(c.children) : [c.key]));
}
