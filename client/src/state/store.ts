import { createStore } from 'jotai';

/**
 * The app's one jotai store. The API layer reacts to session-ending codes outside React, so
 * it needs the store itself rather than hooks.
 */
export const store = createStore();
