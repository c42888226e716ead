// The element kinds of issue 11's planning tables and charts, in the order the insert menu
// lists them. Typed lists elsewhere (the menu's entries) are keyed by this one, so a kind added
// here must be given its entry there; the registry test checks each draws, edits and is checked.
export const PLANNING_TAGS = [
  'glare',
  'lit-area',
  'lit-ill-cct',
  'lit-vision',
  'space-user-habit',
  'space-rhythm',
  'space-device',
  'project-base',
  'space-activity',
  'space-special-activity',
  'space-ldk',
  'lit-scene',
] as const;
export type PlanningTag = (typeof PLANNING_TAGS)[number];
