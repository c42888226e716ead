import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { builtinNameKeys, nameKey, type NameKind } from '../../../shared/src/planning/custom-names';
import { customNames, readNames, subscribeNames } from './custom-names-store';
import { startNameSync } from './custom-names-sync';

/**
 * Names to offer for a kind: the built-in ones in the designer's language, then the custom ones
 * not already among them. For any list of scene or activity names (the planning charts now, the
 * lighting-scene table later).
 */
export function nameSuggestions(kind: NameKind, t: (key: string) => string): string[] {
  const builtin = builtinNameKeys(kind).map((key) => t(key));
  const seen = new Set(builtin.map(nameKey));
  return [...builtin, ...customNames(kind).filter((n) => !seen.has(nameKey(n)))];
}

/** The custom names of a kind, live: changes here, in another tab or from the account redraw. */
export function useCustomNames(kind: NameKind): string[] {
  useEffect(startNameSync, []);
  const stored = useSyncExternalStore(subscribeNames, () => readNames(kind));
  return useMemo(() => stored.entries.filter((e) => !e.removed).map((e) => e.name), [stored]);
}

/** Built-in plus custom names of a kind, live (see nameSuggestions). */
export function useNameSuggestions(kind: NameKind): string[] {
  const { t, i18n } = useTranslation();
  const custom = useCustomNames(kind);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language and the custom list are what the names depend on
  return useMemo(() => nameSuggestions(kind, t as (key: string) => string), [kind, t, i18n.language, custom]);
}
