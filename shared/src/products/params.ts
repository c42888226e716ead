// Product parameters: the built-in definitions and the display rules of spec 001 §3. Every
// view of a product (library card, detail, editor preview, spec sheet, selection table) shows
// parameters through `displayParams`, so a value reads the same everywhere.

export type ParamType = 'number' | 'text' | 'select';

/** A parameter definition (spec 000 §3 "Parameter: id, name, type, unit"), with its group. */
export interface ParamDef {
  id: string;
  name: string;
  type: ParamType;
  unit: string;
  /** display group key; '' means none (the value falls into 'other') */
  group: string;
  /** the values offered for a select (and suggested for text) */
  options?: readonly string[];
}

/** A product's parameter value as stored in the product (spec 000 §3 "id, name, type, unit, value, text"). */
export interface ParamValue {
  id: string;
  name: string;
  type?: ParamType;
  /** '' or absent: take the definition's */
  unit?: string;
  value: string;
  /** the text to show when it differs from value + unit (e.g. "Φ75 mm 开孔") */
  text?: string;
}

export const PARAM_GROUPS = ['basic', 'optical', 'electrical', 'mechanical', 'other'] as const;
export type ParamGroup = (typeof PARAM_GROUPS)[number];

/** Install methods offered (and filtered on) by the library. */
export const INSTALL_METHODS = ['嵌入式', '明装', '吊装', '壁装', '轨道', '磁吸轨道', '落地', '台面', '卡扣', '预埋'] as const;

/**
 * The common parameters of spec 001 §3 (power, colour temperature, beam angle, size, cut-out,
 * install method, colour rendering) and the others a lighting spec sheet carries. Ids are stable:
 * search filters, imports and the product documents refer to them.
 */
export const PARAM_DEFS: readonly ParamDef[] = [
  { id: 'brand', name: '品牌', type: 'text', unit: '', group: 'basic' },
  { id: 'model', name: '型号', type: 'text', unit: '', group: 'basic' },
  { id: 'lamp_type', name: '灯具类型', type: 'text', unit: '', group: 'basic' },
  { id: 'power', name: '功率', type: 'number', unit: 'W', group: 'electrical' },
  { id: 'voltage', name: '输入电压', type: 'text', unit: 'V', group: 'electrical' },
  { id: 'driver', name: '驱动方式', type: 'select', unit: '', group: 'electrical', options: ['恒流', '恒压', '外置电源', '内置电源'] },
  { id: 'dimming', name: '调光方式', type: 'select', unit: '', group: 'electrical', options: ['不调光', '可控硅', '0-10V', 'DALI', '蓝牙Mesh', 'Zigbee'] },
  { id: 'cct', name: '色温', type: 'number', unit: 'K', group: 'optical' },
  { id: 'ra', name: '显色指数', type: 'number', unit: 'Ra', group: 'optical' },
  { id: 'beam', name: '光束角', type: 'number', unit: '°', group: 'optical' },
  { id: 'flux', name: '光通量', type: 'number', unit: 'lm', group: 'optical' },
  { id: 'efficacy', name: '光效', type: 'number', unit: 'lm/W', group: 'optical' },
  { id: 'ugr', name: '统一眩光值', type: 'number', unit: 'UGR', group: 'optical' },
  { id: 'size', name: '尺寸', type: 'text', unit: 'mm', group: 'mechanical' },
  { id: 'cutout', name: '开孔尺寸', type: 'text', unit: 'mm', group: 'mechanical' },
  { id: 'install', name: '安装方式', type: 'select', unit: '', group: 'mechanical', options: INSTALL_METHODS },
  { id: 'ip', name: '防护等级', type: 'select', unit: '', group: 'mechanical', options: ['IP20', 'IP40', 'IP44', 'IP54', 'IP65', 'IP67', 'IP68'] },
  { id: 'material', name: '材质', type: 'text', unit: '', group: 'mechanical' },
  { id: 'finish', name: '颜色', type: 'text', unit: '', group: 'mechanical' },
  { id: 'warranty', name: '质保', type: 'number', unit: '年', group: 'basic' },
];

const BUILT_IN = new Map(PARAM_DEFS.map((d) => [d.id, d]));

/** The definition of an id among the given ones, then the built-in ones. */
export function paramDef(id: string, defs: readonly ParamDef[] = []): ParamDef | undefined {
  return defs.find((d) => d.id === id) ?? BUILT_IN.get(id);
}

/** A value that reads as a number ("12", "3000", "24.5"): it gets its unit appended. */
const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * The text shown for one value (spec 001 §3): the stored text when given, else the value with
 * the unit appended when it is numeric (unit from the value, else from the definition).
 */
export function paramText(p: ParamValue, defs: readonly ParamDef[] = []): string {
  if (p.text && p.text.trim() !== '') return p.text.trim();
  const value = p.value.trim();
  if (value === '') return '';
  const unit = p.unit && p.unit !== '' ? p.unit : (paramDef(p.id, defs)?.unit ?? '');
  if (!NUMERIC.test(value) || unit === '') return value;
  // symbols that sit on the number; words and letter units take a space ("15 W", "24°", "3000K" reads as catalogues print it)
  return unit === '°' || unit === 'K' || unit === '%' ? `${value}${unit}` : `${value} ${unit}`;
}

export interface ShownParam {
  id: string;
  name: string;
  text: string;
}
export interface ShownGroup {
  group: ParamGroup | string;
  items: ShownParam[];
}

/** The product fields shown among the parameters: brand leads, warranty closes (spec 001 §3). */
export interface ProductParamSource {
  brand?: string;
  warranty?: number | null;
  params: readonly ParamValue[];
}

/**
 * Parameters grouped for display by the rules of spec 001 §3: group from the definition, else
 * 'other'; a numeric value gets its unit; brand first and warranty last in the basic group (or
 * in 'other' when no parameter is in the basic group); empty values left out. Groups come in PARAM_GROUPS
 * order, custom groups before 'other'. `warrantyText` words the warranty ("3 年").
 */
export function displayParams(p: ProductParamSource, warrantyText: (years: number) => string, defs: readonly ParamDef[] = []): ShownGroup[] {
  const groups = new Map<string, ShownParam[]>();
  const add = (group: string, item: ShownParam) => {
    if (item.text === '') return;
    const list = groups.get(group) ?? [];
    list.push(item);
    groups.set(group, list);
  };
  const groupOf = (id: string) => {
    const g = paramDef(id, defs)?.group;
    return g && g !== '' ? g : 'other';
  };
  for (const v of p.params) {
    // brand and warranty are product fields; a parameter copy of them would show twice
    if (v.id === 'brand' || v.id === 'warranty') continue;
    add(groupOf(v.id), { id: v.id, name: v.name || (paramDef(v.id, defs)?.name ?? v.id), text: paramText(v, defs) });
  }
  const home = groups.has('basic') ? 'basic' : 'other';
  const brand = p.brand?.trim() ?? '';
  if (brand !== '') {
    const list = groups.get(home) ?? [];
    list.unshift({ id: 'brand', name: BUILT_IN.get('brand')!.name, text: brand });
    groups.set(home, list);
  }
  if (p.warranty !== undefined && p.warranty !== null && p.warranty > 0) {
    const list = groups.get(home) ?? [];
    list.push({ id: 'warranty', name: BUILT_IN.get('warranty')!.name, text: warrantyText(p.warranty) });
    groups.set(home, list);
  }
  const order = (g: string) => {
    const i = (PARAM_GROUPS as readonly string[]).indexOf(g);
    if (g === 'other') return PARAM_GROUPS.length + 1;
    return i === -1 ? PARAM_GROUPS.length : i;
  };
  return [...groups.entries()].sort((a, b) => order(a[0]) - order(b[0])).map(([group, items]) => ({ group, items }));
}

/** A parameter's value as a number (for filters and derived checks); NaN when it is not one. */
export function paramNumber(params: readonly ParamValue[], id: string): number {
  const v = params.find((p) => p.id === id)?.value.trim() ?? '';
  const m = /^-?\d+(\.\d+)?/.exec(v);
  return m ? Number(m[0]) : NaN;
}
