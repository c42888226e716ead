// LEED v4/v4.1 and WELL v2 lighting criteria as searchable rows (issue 16: the LEED/WELL look-up).
//
// Wording is deliberately conservative: a number appears only where it is the well-known figure
// of the rating system's own text (LEED v4 Interior Lighting's strategies, WELL v2 L03's EML
// thresholds, LEED v4.1's strategy count); where a threshold was not checked against the
// current text it is described in words and left out of `threshold`. Both systems revise their
// texts (LEED addenda, WELL v2 quarterly updates), so the look-up tells designers to check the
// current text before claiming a point.

export type RatingSystem = 'LEED' | 'WELL';
export type CriterionKind = 'credit' | 'option' | 'strategy' | 'precondition' | 'context';

export interface Criterion {
  id: string;
  system: RatingSystem;
  version: 'v4' | 'v4.1' | 'v2';
  /** the credit or feature as the system names it (LEED "EQ Interior Lighting", WELL "L03") */
  credit: string;
  kind: CriterionKind;
  title: string;
  titleZh: string;
  requirement: string;
  requirementZh: string;
  /** the measurable threshold, only where it is the system's own figure */
  threshold?: string;
  /** points as the system states them ("1", "1–2"); absent for strategies counted together and for preconditions */
  points?: string;
}

export const GREEN_BUILDING_NOTE =
  'Summaries of LEED v4/v4.1 (USGBC) and WELL v2 (IWBI) lighting criteria for orientation; thresholds in words were not checked against the current text. Check the current rating-system text and addenda before claiming a point.';

const LEED_IL = 'EQ Interior Lighting';

export const CRITERIA: readonly Criterion[] = [
  // LEED v4 (BD+C / ID+C) EQ credit Interior Lighting: Option 1 (1 point) and Option 2 (1 point)
  {
    id: 'leed-v4-il-control',
    system: 'LEED',
    version: 'v4',
    credit: `${LEED_IL}, Option 1`,
    kind: 'option',
    title: 'Lighting control',
    titleZh: '照明控制',
    requirement:
      'At least 90 % of individual occupant spaces have individual controls with at least three lighting levels or scenes (on, off, midlevel at 30–70 % of maximum, daylight excluded); shared multi-occupant spaces have multizone controls with the same three levels, presentation walls controlled separately, and controls in the same space.',
    requirementZh:
      '不少于 90% 的个人使用空间设个人照明控制，至少三档照度或场景（开、关、中间档为最大照度的 30%–70%，不计日光）；多人共用空间设多区控制并同样至少三档，演示或投影墙照明单独控制，控制开关位于所控灯具的同一空间内。',
    threshold: '≥ 90 % of individual spaces; 3 levels (midlevel 30–70 %)',
    points: '1',
  },
  {
    id: 'leed-v4-il-quality',
    system: 'LEED',
    version: 'v4',
    credit: `${LEED_IL}, Option 2`,
    kind: 'option',
    title: 'Lighting quality: any four of strategies A–H',
    titleZh: '照明质量：A–H 中任选四项',
    requirement: 'Meet four of the eight lighting-quality strategies A–H.',
    requirementZh: '满足 A–H 八项照明质量措施中的任意四项。',
    threshold: '4 of 8 strategies',
    points: '1',
  },
  ...(
    [
      ['A', 'Luminaire luminance', '灯具亮度', 'In regularly occupied spaces, luminaires have a luminance below 2,500 cd/m² between 45° and 90° from nadir (the credit lists exceptions).', '经常使用的空间内，灯具在偏离垂直向下方向 45°–90° 范围内的亮度低于 2500 cd/m²（条文列有例外）。', '< 2,500 cd/m² at 45°–90° from nadir'],
      ['B', 'Colour rendering', '显色性', 'Light sources in the whole project have a CRI of 80 or higher.', '整个项目的光源显色指数 CRI 不低于 80。', 'CRI ≥ 80'],
      ['C', 'Lamp life', '光源寿命', 'At least 75 % of the connected lighting load uses sources rated for at least 24,000 hours (L70 for LEDs).', '不少于 75% 的照明连接负荷采用额定寿命不少于 24000 小时的光源（LED 按 L70）。', '≥ 75 % of load; ≥ 24,000 h'],
      ['D', 'Limited direct-only overhead lighting', '限制纯直接型顶部照明', 'Direct-only overhead lighting is 25 % or less of the connected lighting load of regularly occupied spaces.', '经常使用空间中，纯直接型顶部照明不超过照明连接负荷的 25%。', '≤ 25 % of load'],
      ['E', 'Surface reflectance', '表面反射比', 'For at least 90 % of regularly occupied floor area, area-weighted average reflectances of at least 85 % ceilings, 60 % walls, 25 % floors.', '不少于 90% 的经常使用面积内，面积加权平均反射比：顶棚 ≥ 85%，墙面 ≥ 60%，地面 ≥ 25%。', 'ceiling ≥ 85 %, walls ≥ 60 %, floor ≥ 25 %'],
      ['F', 'Furniture reflectance', '家具表面反射比', 'Where furniture is in scope, finishes of at least 45 % reflectance for work surfaces and 50 % for movable partitions.', '家具在项目范围内时，工作台面反射比 ≥ 45%，可移动隔断 ≥ 50%。', 'work surfaces ≥ 45 %, partitions ≥ 50 %'],
      ['G', 'Wall-to-work-plane illuminance', '墙面与工作面照度比', 'For at least 75 % of regularly occupied floor area, the ratio of average wall illuminance (fenestration excluded) to average work-plane illuminance “does not exceed 1:10” (the credit’s words), together with strategy E, F or a wall reflectance of at least 60 %.', '不少于 75% 的经常使用面积内，墙面平均照度（不含窗）与工作面平均照度之比“不超过 1:10”（条文原话），并同时满足 E、F 或墙面反射比 ≥ 60%。', 'wall : work plane “does not exceed 1:10”'],
      ['H', 'Ceiling-to-work-surface illuminance', '顶棚与工作面照度比', 'For at least 75 % of regularly occupied floor area, the ratio of average ceiling illuminance to work-surface illuminance “does not exceed 1:10” (the credit’s words), together with strategy E, F or a ceiling reflectance of at least 85 %.', '不少于 75% 的经常使用面积内，顶棚平均照度与工作面照度之比“不超过 1:10”（条文原话），并同时满足 E、F 或顶棚反射比 ≥ 85%。', 'ceiling : work surface “does not exceed 1:10”'],
    ] as const
  ).map(
    ([letter, title, titleZh, requirement, requirementZh, threshold]): Criterion => ({
      id: `leed-v4-il-quality-${letter.toLowerCase()}`,
      system: 'LEED',
      version: 'v4',
      credit: `${LEED_IL}, Option 2, strategy ${letter}`,
      kind: 'strategy',
      title,
      titleZh,
      requirement,
      requirementZh,
      threshold,
    }),
  ),
  // LEED v4.1 EQ credit Interior Lighting: four strategies; one earns 1 point, three earn 2
  {
    id: 'leed-v41-il',
    system: 'LEED',
    version: 'v4.1',
    credit: LEED_IL,
    kind: 'credit',
    title: 'Interior lighting: strategies counted for points',
    titleZh: '室内照明：按满足的措施数计分',
    requirement: 'Four strategies (glare control, colour rendering, lighting control, surface reflectivity): meeting one earns 1 point, meeting three earns 2 points.',
    requirementZh: '共四项措施（眩光控制、显色性、照明控制、表面反射比）：满足一项得 1 分，满足三项得 2 分。',
    threshold: '1 of 4 → 1 point; 3 of 4 → 2 points',
    points: '1–2',
  },
  {
    id: 'leed-v41-il-glare',
    system: 'LEED',
    version: 'v4.1',
    credit: `${LEED_IL}, glare control`,
    kind: 'strategy',
    title: 'Glare control',
    titleZh: '眩光控制',
    requirement: 'Limit glare from luminaires in regularly occupied spaces by the luminance or glare-rating criteria of the credit (check the v4.1 text for the figures).',
    requirementZh: '按条文的亮度或眩光指标限制经常使用空间内灯具的眩光（具体数值以 v4.1 条文为准）。',
  },
  {
    id: 'leed-v41-il-cri',
    system: 'LEED',
    version: 'v4.1',
    credit: `${LEED_IL}, colour rendering`,
    kind: 'strategy',
    title: 'Colour rendering (CRI ≥ 90 or TM-30)',
    titleZh: '显色性（CRI ≥ 90 或 TM-30）',
    requirement: 'Light sources with a CRI of at least 90, or meeting the credit’s IES TM-30 fidelity and gamut criteria instead.',
    requirementZh: '光源显色指数 CRI 不低于 90，或改为满足条文规定的 IES TM-30 保真度与色域指标。',
    threshold: 'CRI ≥ 90 (or TM-30 per the credit)',
  },
  {
    id: 'leed-v41-il-control',
    system: 'LEED',
    version: 'v4.1',
    credit: `${LEED_IL}, lighting control`,
    kind: 'strategy',
    title: 'Multilevel lighting control',
    titleZh: '多级照明控制',
    requirement: 'At least 90 % of individual occupant spaces have lighting controls with at least three levels or scenes (on, off, midlevel); shared multi-occupant spaces have multizone, multilevel control.',
    requirementZh: '不少于 90% 的个人使用空间设至少三档（开、关、中间档）的照明控制；多人共用空间设多区、多档控制。',
    threshold: '≥ 90 % of individual spaces; ≥ 3 levels',
  },
  {
    id: 'leed-v41-il-reflectance',
    system: 'LEED',
    version: 'v4.1',
    credit: `${LEED_IL}, surface reflectivity`,
    kind: 'strategy',
    title: 'Surface reflectance',
    titleZh: '表面反射比',
    requirement: 'Light-coloured interior surfaces: area-weighted average reflectances of ceilings, walls (and, by option, floors or furniture) meet the credit’s minimums over most of the regularly occupied area (check the v4.1 text for the figures).',
    requirementZh: '室内表面采用浅色：在大部分经常使用面积内，顶棚、墙面（按选项含地面或家具）的面积加权平均反射比达到条文最低值（具体数值以 v4.1 条文为准）。',
  },
  // LEED Daylight, as context for the lighting look-up
  {
    id: 'leed-v4-daylight',
    system: 'LEED',
    version: 'v4',
    credit: 'EQ Daylight',
    kind: 'context',
    title: 'Daylight',
    titleZh: '天然采光',
    requirement:
      'Daylight in regularly occupied spaces, shown by annual simulation (spatial daylight autonomy sDA300/50% over a share of the floor area, with annual sunlight exposure ASE1000,250 limited), by point-in-time illuminance simulation, or by measurement; more daylit area earns more points. Glare-control devices are required.',
    requirementZh:
      '经常使用空间的天然采光，可用全年模拟（空间日光自治 sDA300/50% 覆盖一定比例面积，并限制年日照暴露 ASE1000,250）、时点照度模拟或实测证明；采光面积越大得分越多。须设防眩光装置。',
    threshold: 'sDA300/50%; ASE1000,250',
    points: '1–3',
  },
  // WELL v2, Light concept
  {
    id: 'well-v2-l01',
    system: 'WELL',
    version: 'v2',
    credit: 'L01',
    kind: 'precondition',
    title: 'Light exposure',
    titleZh: '光照暴露',
    requirement: 'Precondition: give occupants indoor daylight exposure, shown either by daylight simulation or by regularly occupied spaces being close to envelope glazing (check the WELL text for the figures).',
    requirementZh: '前提条件：让使用者在室内获得日光暴露，可用采光模拟或经常使用空间靠近外围护结构玻璃来证明（具体数值以 WELL 条文为准）。',
  },
  {
    id: 'well-v2-l02',
    system: 'WELL',
    version: 'v2',
    credit: 'L02',
    kind: 'precondition',
    title: 'Visual lighting design',
    titleZh: '视觉照明设计',
    requirement: 'Precondition: light levels on task surfaces and in regularly occupied spaces suit the visual tasks, by WELL’s thresholds or a recognised lighting standard (check the WELL text for the figures).',
    requirementZh: '前提条件：工作面及经常使用空间的照度满足视觉作业需要，依据 WELL 的阈值或公认的照明标准（具体数值以 WELL 条文为准）。',
  },
  {
    id: 'well-v2-l03',
    system: 'WELL',
    version: 'v2',
    credit: 'L03',
    kind: 'credit',
    title: 'Circadian lighting design',
    titleZh: '昼夜节律照明设计',
    requirement:
      'At workstations, light at the eye (on the vertical plane) reaches at least 150 equivalent melanopic lux (EML) for 1 point or at least 275 EML for 3 points, for at least 4 hours a day; lower thresholds apply where enhanced daylight is provided.',
    requirementZh:
      '工作位人眼处（垂直面）等效黑视素照度至少 150 EML 得 1 分，至少 275 EML 得 3 分，每天至少持续 4 小时；提供增强日光时阈值可降低。',
    threshold: '≥ 150 EML (1 pt) / ≥ 275 EML (3 pt) at the eye, ≥ 4 h',
    points: '1–3',
  },
  {
    id: 'well-v2-l04',
    system: 'WELL',
    version: 'v2',
    credit: 'L04',
    kind: 'credit',
    title: 'Glare control',
    titleZh: '眩光控制',
    requirement: 'Limit glare from electric lighting (luminaire luminance or UGR limits) and, where daylight enters, from the sun and sky with shading or glare-control devices (check the WELL text for the figures).',
    requirementZh: '限制人工照明眩光（灯具亮度或 UGR 限值），有日光进入时以遮阳或防眩装置限制日光眩光（具体数值以 WELL 条文为准）。',
  },
  {
    id: 'well-v2-l05',
    system: 'WELL',
    version: 'v2',
    credit: 'L05',
    kind: 'credit',
    title: 'Enhanced daylight access',
    titleZh: '增强日光获取',
    requirement: 'More daylight than L01 asks: by daylight simulation of the floor area or by workstations and occupied areas close to windows with views (check the WELL text for the figures).',
    requirementZh: '比 L01 更多的日光：通过楼面采光模拟，或让工作位与使用区域靠近有景观的窗（具体数值以 WELL 条文为准）。',
  },
  {
    id: 'well-v2-l06',
    system: 'WELL',
    version: 'v2',
    credit: 'L06',
    kind: 'credit',
    title: 'Visual balance',
    titleZh: '视觉平衡',
    requirement: 'Balanced light across a space: limited brightness contrast between task, surroundings and adjacent spaces, and consistent colour temperature (check the WELL text for the criteria).',
    requirementZh: '空间内光环境均衡：限制作业面、周边与相邻空间之间的亮度反差，色温保持一致（具体要求以 WELL 条文为准）。',
  },
  {
    id: 'well-v2-l07',
    system: 'WELL',
    version: 'v2',
    credit: 'L07',
    kind: 'credit',
    title: 'Electric light quality',
    titleZh: '电光源照明质量',
    requirement: 'Electric light with good colour rendering (CRI or IES TM-30 criteria) and low flicker (check the WELL text for the figures).',
    requirementZh: '人工照明具有良好显色性（CRI 或 IES TM-30 指标）且频闪低（具体数值以 WELL 条文为准）。',
  },
  {
    id: 'well-v2-l08',
    system: 'WELL',
    version: 'v2',
    credit: 'L08',
    kind: 'credit',
    title: 'Occupant lighting control',
    titleZh: '使用者照明控制',
    requirement: 'Occupants can adjust the lighting of their space (zones with dimming or multiple levels, and by option colour temperature), with controls they can reach (check the WELL text for the criteria).',
    requirementZh: '使用者可调节所在空间的照明（分区调光或多档控制，可选调色温），控制装置便于使用者操作（具体要求以 WELL 条文为准）。',
  },
];

const normalise = (s: string) => s.trim().toLowerCase();

/**
 * Criteria whose system, version, credit, titles, requirements or threshold contain the query, in
 * Chinese or English (English case-insensitive). An empty query finds every row.
 */
export function searchCriteria(query: string): Criterion[] {
  const q = normalise(query);
  if (!q) return [...CRITERIA];
  return CRITERIA.filter((c) =>
    [c.system, c.version, `${c.system} ${c.version}`, c.credit, c.title, c.titleZh, c.requirement, c.requirementZh, c.threshold ?? ''].some((text) => text.toLowerCase().includes(q)),
  );
}
