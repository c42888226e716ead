import { roundCct } from '../../planning/cct-axis';
import { charCount, gridLx, PLANNING_NAME_MAX } from '../../planning/verdict';
import { note } from '../safe-json';
import type { Check } from './check';

// Field checks of the planning charts (issue 11). Unlike num() and str(), which clamp quietly,
// these note every value they change: the reader still draws the cleaned value, and doc/update
// (protocol/doc.ts refuses an element whose check noted a problem) never stores a name over 20
// characters or an lx off the chart's grid that the editor's rules (planning/*.ts) would refuse.

/** A name: text trimmed, 1..20 characters (cut, noted); an empty or missing one reads as '', noted. */
export const planningNameField: Check = (v, problems, path) => {
  if (typeof v !== 'string') {
    note(problems, path ?? '?', v === undefined ? 'no name' : 'not a string');
    return '';
  }
  const name = v.trim();
  if (name === '') {
    note(problems, path ?? '?', 'an empty name');
    return '';
  }
  if (charCount(name) <= PLANNING_NAME_MAX) {
    if (name !== v) note(problems, path ?? '?', 'a name with spaces around it');
    return name;
  }
  note(problems, path ?? '?', `a name over ${PLANNING_NAME_MAX} characters`);
  return Array.from(name).slice(0, PLANNING_NAME_MAX).join('');
};

/** An illuminance on the 10 lx grid within min..max; another number is put on it, noted. */
export const lxField =
  (fallback: number, min: number, max: number): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      note(problems, path ?? '?', 'not a number');
      return fallback;
    }
    const lx = gridLx(v, min, max);
    if (lx !== v) note(problems, path ?? '?', `not ${min}..${max} lx in steps of 10`);
    return lx;
  };

/** A colour temperature as the axis rounds it (1750..10000 K); another number is rounded, noted. */
export const cctField =
  (fallback: number): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      note(problems, path ?? '?', 'not a number');
      return fallback;
    }
    const cct = roundCct(v);
    if (cct !== v) note(problems, path ?? '?', 'not a colour temperature of the axis');
    return cct;
  };

/** A row's id, which other rows point at: 1..64 characters. A row without one is noted. */
export const rowIdField: Check = (v, problems, path) => {
  if (typeof v === 'string' && v.length >= 1 && v.length <= 64) return v;
  note(problems, path ?? '?', 'a row without an id');
  return '';
};
