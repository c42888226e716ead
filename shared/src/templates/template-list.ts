// The built-in deck templates of spec 002 §2 as the chooser lists them. Kept apart from the
// builders (registry.ts, decks.ts): the app shell and the chooser's first paint need the list,
// not the hundreds of kilobytes of deck content, which load when a deck is built.

/** A built-in deck template of spec 002 §2: its id, name and page size. */
export interface TemplateInfo {
  id: string;
  /** zh-CN name; the chooser translates by id */
  name: string;
  /** cannot be created (spec 002: hospital) */
  disabled: boolean;
  width: number;
  height: number;
}

const tpl = (id: string, name: string, width = 1920, height = 1080, extra: { disabled?: boolean } = {}): TemplateInfo => ({
  id,
  name,
  disabled: extra.disabled ?? false,
  width,
  height,
});

export const TEMPLATES: readonly TemplateInfo[] = [
  tpl('blank', '空白方案'),
  tpl('zixunshi', '照明咨询服务方案'),
  tpl('hilightsale', '高端住宅照明方案（销售版）'),
  tpl('hilight', '高端住宅照明方案'),
  tpl('homedark', '住宅照明方案（深色）', 1200, 800),
  tpl('home', '住宅照明方案（浅色）', 1200, 800),
  tpl('villa', '别墅照明方案'),
  tpl('restaurant', '餐厅照明方案', 1120, 800),
  tpl('office', '办公照明方案', 1120, 800),
  tpl('hospital', '医院照明方案', 1120, 800, { disabled: true }),
  tpl('fullroom1', '全屋智能照明方案（一）'),
  tpl('fullroom2', '全屋智能照明方案（二）'),
];

export const templateInfo = (id: string): TemplateInfo | undefined => TEMPLATES.find((t) => t.id === id);

/** Can a plan be created from this template (it exists and is not disabled)? Every one has its builder (all-decks.test.ts). */
export const templateCreatable = (id: string): boolean => {
  const t = templateInfo(id);
  return t !== undefined && !t.disabled;
};

