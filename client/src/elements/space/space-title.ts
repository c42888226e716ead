import type { TFunction } from 'i18next';
import { referenceFor } from '../../../../shared/src/lighting/standards/gb-50034';
import { SPACE_DEFAULTS, type SpaceFields } from '../../../../shared/src/schema/elements/lighting';

/** A space type's room name in the reader's language (the standard's words in Chinese). */
export function spaceTypeName(id: string, language: string): string {
  const row = referenceFor(id);
  if (!row) return id;
  if (!language.startsWith('zh')) return row.roomEn;
  return row.activity ? `${row.room}（${row.activity}）` : row.room;
}

/** What a space is called: its own name, else its space type's room. */
export function spaceTitle(s: SpaceFields, t: TFunction, language: string): string {
  if (typeof s.name === 'string' && s.name.trim()) return s.name.trim();
  const name = spaceTypeName(typeof s.spaceType === 'string' ? s.spaceType : SPACE_DEFAULTS.spaceType, language);
  return name || t('spaceCheck.unnamed');
}
