import type { CellRule } from './cell-rules';
import type { PlanningTableDef, TableColumn } from './table-def';

// The project's basic facts (`project-base`, spec 002 §3): who the client is, the home, the
// household, the daylight and the schedule, filled in at the first meeting. One record, drawn
// as label/value pairs. The choice lists (spec 001 §9 "lists not shown") are LightKit's, for
// Chinese homes; the catalogue names each choice in the user's language.

export const HOUSE_TYPES = ['apartment', 'large-flat', 'duplex', 'villa', 'townhouse', 'courtyard', 'self-built'] as const;
export const FAMILY_TYPES = ['single', 'couple', 'young-child', 'two-child', 'three-gen', 'elderly', 'other'] as const;
export const PROFESSIONS = ['office', 'business', 'civil', 'education', 'medical', 'creative', 'it', 'retired', 'other'] as const;
export const PERSONALITIES = ['calm', 'lively', 'artistic', 'rational', 'homebody', 'social'] as const;
export const WINDOW_DIRECTIONS = ['south', 'south-north', 'east', 'west', 'north', 'south-east', 'south-west', 'north-east', 'north-west'] as const;
export const BLOCKING = ['none', 'light', 'partial', 'heavy'] as const;
export const DAYLIGHT_LEVELS = ['good', 'fair', 'poor'] as const;
export const STAGES = ['blank', 'design', 'construction', 'finished', 'renovation'] as const;
export const SMART = ['yes', 'no', 'undecided'] as const;
export const INTERIOR = ['done', 'ongoing', 'none'] as const;
export const CLIENT_GENDERS = ['male', 'female'] as const;

const text = (max: number): CellRule => ({ type: 'text', max });
const choice = (options: readonly string[]): CellRule => ({ type: 'choice', options });
const field = (key: string, rule: CellRule): TableColumn => ({ key, rule, weight: 1 });

/** The 20 fields in spec 002 §3's order, which is also the order they are drawn in. */
export const PROJECT_FIELDS: readonly TableColumn[] = [
  field('name', text(20)),
  field('gender', choice(CLIENT_GENDERS)),
  field('address', text(100)),
  field('startTime', { type: 'date' }),
  field('finishTime', { type: 'date' }),
  field('spaceType', choice(HOUSE_TYPES)),
  field('acreage', { type: 'number', min: 0, max: 10_000, bad: 'clamp', abs: true }),
  field('people', { type: 'number', min: 0, max: 50, bad: 'clamp', abs: true }),
  field('family', choice(FAMILY_TYPES)),
  field('profession', choice(PROFESSIONS)),
  field('personality', choice(PERSONALITIES)),
  field('window', choice(WINDOW_DIRECTIONS)),
  field('blocking', choice(BLOCKING)),
  field('daylightLevel', choice(DAYLIGHT_LEVELS)),
  field('stage', choice(STAGES)),
  // metres, to the centimetre (a 2.75 m ceiling decides between recessed and surface lamps)
  field('floorHeight', { type: 'number', min: 0, max: 20, step: 0.01, bad: 'clamp', abs: true }),
  field('smart', choice(SMART)),
  field('interiorDesign', choice(INTERIOR)),
  field('designer', text(20)),
  // 万元, to one decimal
  field('budget', { type: 'number', min: 0, max: 100_000, step: 0.1, bad: 'clamp', abs: true }),
];

export const PROJECT_BASE: PlanningTableDef = {
  tag: 'project-base',
  columns: PROJECT_FIELDS,
  rowCap: 1,
  form: true,
  rows: () => [{ name: '', gender: '', address: '', startTime: '', finishTime: '', spaceType: '', acreage: 0, people: 0, family: '', profession: '', personality: '', window: '', blocking: '', daylightLevel: '', stage: '', floorHeight: 0, smart: '', interiorDesign: '', designer: '', budget: 0 }],
  box: { width: 1600, height: 760 },
};

/** Units drawn after a number field's value. */
export const PROJECT_UNITS: Readonly<Record<string, string>> = { acreage: 'm²', floorHeight: 'm', budget: '万元' };
