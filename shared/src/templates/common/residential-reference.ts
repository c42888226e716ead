// Reference values for homes that several decks print (spec 002 §9 "Residential reference
// values"), each row with where it comes from. GB 50034-2013《建筑照明设计标准》 is cited by its
// table; GB/T 50034-2024 replaces it from 2024-11-01 onward for new projects: the notes say so
// wherever a deck prints these rows.

/** The source line printed under every table built from these rows. */
export const GB50034_NOTE = '依据：GB 50034-2013《建筑照明设计标准》；该标准已由 GB/T 50034-2024 替代，新项目按新版标准复核数值。';

/** GB 50034-2013 表 5.2.1 住宅建筑照明标准值: space, reference plane, lx, Ra. '*' = mixed lighting. */
export const RESIDENTIAL_LUX: readonly (readonly [string, string, string, string])[] = [
  ['起居室（一般活动）', '0.75 m 水平面', '100', '80'],
  ['起居室（书写、阅读）', '0.75 m 水平面', '300*', '80'],
  ['卧室（一般活动）', '0.75 m 水平面', '75', '80'],
  ['卧室（床头、阅读）', '0.75 m 水平面', '150*', '80'],
  ['餐厅', '0.75 m 餐桌面', '150', '80'],
  ['厨房（一般活动）', '0.75 m 水平面', '100', '80'],
  ['厨房（操作台）', '台面', '150*', '80'],
  ['卫生间', '0.75 m 水平面', '100', '80'],
  ['电梯前厅', '地面', '75', '60'],
  ['走道、楼梯间', '地面', '50', '60'],
  ['车库（停车位）', '地面', '20', '60'],
  ['车库（行车道）', '地面', '30', '60'],
];

/** GB 50034-2013 表 5.2.2 其他居住建筑 (老年人住宅): space, reference plane, lx, Ra. */
export const ELDERLY_LUX: readonly (readonly [string, string, string, string])[] = [
  ['老年人起居室（一般活动）', '0.75 m 水平面', '200', '80'],
  ['老年人起居室（书写、阅读）', '0.75 m 水平面', '500*', '80'],
  ['老年人卧室（一般活动）', '0.75 m 水平面', '150', '80'],
  ['老年人卧室（床头、阅读）', '0.75 m 水平面', '300*', '80'],
];

/** GB 50034-2013 表 6.3.1 住宅 and 表 6.3.2 (老年人住宅) power density limits, W/m²: current, target. */
export const RESIDENTIAL_LPD: readonly (readonly [string, string, string])[] = [
  ['住宅（起居室、卧室、餐厅、厨房、卫生间）', '≤ 6.0', '≤ 5.0'],
  ['老年人住宅', '≤ 15.0', '≤ 13.5'],
];

/** LightKit's quality targets for homes (spec 002 §9), above the standard's Ra ≥ 80. */
export const COLOUR_TARGETS: readonly (readonly [string, string])[] = [
  ['住宅一般空间', 'Ra > 90，Re > 90，R9 > 50，R15 > 90'],
  ['餐厅与餐桌', 'Ra > 95，R9 > 80（食物与肤色更饱满）'],
];

/** Surface reflectance ratio and the ceiling heights the layouts assume. */
export const SPACE_RULES: readonly (readonly [string, string])[] = [
  ['亮度比', '背景 : 周围 : 重点（作业面）约 1 : 3 : 10，层次分明，避免整屋一样亮'],
  ['吊顶高度', '住宅净高 2.5–2.8 m，灯具布置与光束角按此高度选取'],
  ['推荐色温', '按风格 2700K–4000K：暖调 2700K，现代简约 3000K–3500K，工作区 4000K'],
];
