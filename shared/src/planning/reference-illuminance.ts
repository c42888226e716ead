// Reference illuminance for homes from GB 50034-2013《建筑照明设计标准》, table 5.2.1 (住宅建筑照明
// 标准值) and table 5.2.2 (其他居住建筑, the elderly's rooms), as spec 002 §9 lists them. The
// space-illuminance chart draws a space's reference values beside its scene bars, labelled with
// the standard and its year, so a designer sees at once where a scene is below the standard.
// Values marked * in the standard are for mixed lighting (general plus local).

// GB 50034-2013 has since been replaced by the recommended standard GB/T 50034-2024 (in force
// from 2024-11-01). These are the 2013 values the spec lists, labelled as such; none is to be
// shown as a 2024 value until checked against the 2024 text.
export const GB_50034_2013 = { standard: 'GB 50034-2013', title: '建筑照明设计标准', year: 2013, supersededBy: 'GB/T 50034-2024' } as const;

export interface ReferenceIlluminance {
  id: string;
  /** the room and activity as the standard names them (its own words, quoted) */
  room: string;
  activity: string;
  /** maintained average illuminance, lx */
  lx: number;
  /** the reference plane the value is measured on */
  plane: string;
  /** general colour rendering index Ra the standard asks for */
  ra: number;
  source: typeof GB_50034_2013;
  /** where in the standard */
  table: '5.2.1' | '5.2.2';
}

const gb = (id: string, room: string, activity: string, lx: number, plane: string, ra: number, table: '5.2.1' | '5.2.2' = '5.2.1'): ReferenceIlluminance => ({
  id,
  room,
  activity,
  lx,
  plane,
  ra,
  source: GB_50034_2013,
  table,
});

export const RESIDENTIAL_REFERENCE: readonly ReferenceIlluminance[] = [
  gb('living-general', '起居室', '一般活动', 100, '0.75m水平面', 80),
  gb('living-reading', '起居室', '书写、阅读', 300, '0.75m水平面', 80),
  gb('bedroom-general', '卧室', '一般活动', 75, '0.75m水平面', 80),
  gb('bedroom-bedside', '卧室', '床头、阅读', 150, '0.75m水平面', 80),
  gb('dining', '餐厅', '', 150, '0.75m餐桌面', 80),
  gb('kitchen-general', '厨房', '一般活动', 100, '0.75m水平面', 80),
  gb('kitchen-worktop', '厨房', '操作台', 150, '台面', 80),
  gb('bathroom', '卫生间', '', 100, '0.75m水平面', 80),
  gb('lift-lobby', '电梯前厅', '', 75, '地面', 60),
  gb('corridor', '走道、楼梯间', '', 50, '地面', 60),
  gb('garage-parking', '车库', '停车位', 20, '地面', 60),
  gb('garage-driving', '车库', '行车道', 30, '地面', 60),
  gb('elderly-living-general', '老年人起居室', '一般活动', 200, '0.75m水平面', 80, '5.2.2'),
  gb('elderly-living-reading', '老年人起居室', '书写、阅读', 500, '0.75m水平面', 80, '5.2.2'),
  gb('elderly-bedroom-general', '老年人卧室', '一般活动', 150, '0.75m水平面', 80, '5.2.2'),
  gb('elderly-bedroom-bedside', '老年人卧室', '床头、阅读', 300, '0.75m水平面', 80, '5.2.2'),
];

const byId = new Map(RESIDENTIAL_REFERENCE.map((r) => [r.id, r]));
export const referenceById = (id: string): ReferenceIlluminance | undefined => byId.get(id);
