import { createContext, useContext } from 'react';
import type { ElementJSON } from '../../../../shared/src/schema/types';

/**
 * The elements of the page being drawn, for kinds that draw from their page (a legend lists the
 * page's lamps). Provided wherever a page's items are drawn: the editor's canvas and PageStage
 * (viewer, thumbnails, play, export).
 */
export const PageItemsContext = createContext<readonly ElementJSON[]>([]);

export const usePageItems = (): readonly ElementJSON[] => useContext(PageItemsContext);
