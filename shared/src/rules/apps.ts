// The apps a permission record can gate (spec 000 §1, §4): the five design tools, the
// certification look-ups, and the external design tool's licence.
export const APP_CODES = ['sdb', 'illuminance', 'lampcount', 'spotlight', 'voltagedrop', 'leed', 'design'] as const;
export type AppCode = (typeof APP_CODES)[number];
/** Licence of the external design tool (User.kujiale.enable). */
export const DESIGN_LICENCE_CODE: AppCode = 'design';
