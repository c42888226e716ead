import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { LinksSchema, NO_LINKS, type Links } from '../../../shared/src/protocol/links';
import { api } from '../api/client';
import { store } from './store';

const CACHE_KEY = 'lk.links';

/** The last answer is kept, so links stay put offline and do not flash in on every load. */
function cached(): Links {
  try {
    return LinksSchema.parse(JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null'));
  } catch {
    return NO_LINKS;
  }
}

export const linksAtom = atom<Links>(cached());
let fetched = false;

/** The deployment's external links (shared/protocol/links.ts), fetched once per page load. */
export function useLinks(): Links {
  useEffect(() => {
    if (fetched) return;
    fetched = true;
    api('app/links', {}, { showError: false }).then(
      (links) => {
        localStorage.setItem(CACHE_KEY, JSON.stringify(links));
        store.set(linksAtom, links);
      },
      () => {
        fetched = false;
      },
    );
  }, []);
  return useAtomValue(linksAtom);
}
