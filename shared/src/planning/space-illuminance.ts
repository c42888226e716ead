import { gridLx, numberOf, planningName, refuse, type Verdict } from './verdict';
import { referenceById, type ReferenceIlluminance } from './reference-illuminance';

// The rules of the space-illuminance chart (`lit-area`, issue 11, spec 002 §5 and §9): spaces,
// each with scenes of a name and an illuminance. Each rule takes what the designer typed and
// answers the value to store or the message to show (verdict.ts).

/** spec 002 §5: more spaces than this are allowed but warned against */
export const SPACES_SUGGESTED_MAX = 12;
export const SCENE_LX = { min: 0, max: 1000, step: 10 } as const;

/** A space's name: trimmed, 1..20 characters, unlike the other spaces' names. */
export const spaceName = (raw: unknown, otherSpaces: readonly string[]): Verdict<string> => planningName(raw, otherSpaces, 'planning.rule.spaceNameTaken');

/**
 * A new space's name among `existing` (all the chart's space names): as spaceName, and a warning
 * (not a refusal) when the chart then holds more than 12 spaces.
 */
export function newSpaceName(raw: unknown, existing: readonly string[]): Verdict<string> {
  const verdict = spaceName(raw, existing);
  if (verdict.ok && existing.length + 1 > SPACES_SUGGESTED_MAX) return { ...verdict, warning: { key: 'planning.rule.tooManySpaces', params: { max: SPACES_SUGGESTED_MAX } } };
  return verdict;
}

/** A scene's name: trimmed, 1..20 characters, unlike the other scenes of the same space. */
export const sceneName = (raw: unknown, otherScenesOfSpace: readonly string[]): Verdict<string> =>
  planningName(raw, otherScenesOfSpace, 'planning.rule.sceneNameTaken');

/** A scene's illuminance: a whole number of lx, 0..1000 on the 10 lx grid (clamped and rounded). */
export function sceneLx(raw: unknown): Verdict<number> {
  const n = numberOf(raw);
  return n === undefined ? refuse('planning.rule.lxNotNumber') : { ok: true, value: gridLx(n, SCENE_LX.min, SCENE_LX.max) };
}

// ---- defaults (spec 002 §9) ----

export const SPACE_TYPES = ['living', 'dining', 'bedroom', 'study', 'kitchen', 'children', 'bathroom', 'laundry', 'corridor', 'entrance', 'courtyard', 'balcony'] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

export interface DefaultScene {
  name: string;
  lx: number;
}
export interface DefaultSpace {
  type: SpaceType;
  /** the name a new chart gives it (document content, written in Chinese for LightKit) */
  name: string;
  scenes: readonly DefaultScene[];
}

/**
 * The twelve default spaces of spec 002 §9, with its sample scenes. The spec's bedroom
 * "tidying 36 lx" is off the chart's own 10 lx grid (§5), so it is given as 40 lx: a default
 * must pass the rule a designer's edit must pass.
 */
export const DEFAULT_SPACES: readonly DefaultSpace[] = [
  { type: 'living', name: '客厅', scenes: [{ name: '亲子', lx: 600 }, { name: '会客', lx: 500 }, { name: '聚会', lx: 400 }, { name: '起夜', lx: 20 }] },
  { type: 'dining', name: '餐厅', scenes: [{ name: '用餐', lx: 200 }] },
  { type: 'bedroom', name: '卧室', scenes: [{ name: '阅读', lx: 350 }, { name: '整理', lx: 40 }, { name: '观影', lx: 20 }] },
  { type: 'study', name: '书房', scenes: [] },
  { type: 'kitchen', name: '厨房', scenes: [] },
  { type: 'children', name: '儿童房', scenes: [] },
  { type: 'bathroom', name: '卫生间', scenes: [] },
  { type: 'laundry', name: '洗衣房', scenes: [] },
  { type: 'corridor', name: '走廊', scenes: [] },
  { type: 'entrance', name: '玄关', scenes: [] },
  { type: 'courtyard', name: '庭院', scenes: [] },
  { type: 'balcony', name: '阳台', scenes: [] },
];

/**
 * The reference values (GB 50034-2013, reference-illuminance.ts) drawn beside a space of each
 * type. Where the standard has a row for the room they are its values. Where it has none, the
 * closest row is given `byAnalogy` so the label says it is borrowed: a study is read in like a
 * living room's reading corner, a child's room is a bedroom, an entrance is walked through like
 * a corridor. Laundry, courtyard and balcony have no residential row to lean on and get none.
 */
export const SPACE_REFERENCE: Record<SpaceType, { ids: readonly string[]; byAnalogy: boolean }> = {
  living: { ids: ['living-general', 'living-reading'], byAnalogy: false },
  dining: { ids: ['dining'], byAnalogy: false },
  bedroom: { ids: ['bedroom-general', 'bedroom-bedside'], byAnalogy: false },
  study: { ids: ['living-reading'], byAnalogy: true },
  kitchen: { ids: ['kitchen-general', 'kitchen-worktop'], byAnalogy: false },
  children: { ids: ['bedroom-general', 'bedroom-bedside'], byAnalogy: true },
  bathroom: { ids: ['bathroom'], byAnalogy: false },
  laundry: { ids: [], byAnalogy: false },
  corridor: { ids: ['corridor'], byAnalogy: false },
  entrance: { ids: ['corridor'], byAnalogy: true },
  courtyard: { ids: [], byAnalogy: false },
  balcony: { ids: [], byAnalogy: false },
};

/** The reference values for a space of this type, or none for a type the chart does not know. */
export function referencesFor(type: unknown): { values: ReferenceIlluminance[]; byAnalogy: boolean } {
  const ref = typeof type === 'string' && Object.hasOwn(SPACE_REFERENCE, type) ? SPACE_REFERENCE[type as SpaceType] : undefined;
  return { values: (ref?.ids ?? []).map((id) => referenceById(id)!), byAnalogy: ref?.byAnalogy ?? false };
}
