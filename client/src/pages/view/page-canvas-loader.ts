import { useEffect, useState } from 'react';
import type PageCanvas from './PageCanvas';

type PageCanvasComponent = typeof PageCanvas;

let loaded: PageCanvasComponent | null = null;
let loading: Promise<PageCanvasComponent> | null = null;

/**
 * Starts loading the page renderer (Konva and the element renderers, a chunk of its own) once;
 * the viewer calls it as soon as its request for the deck is on its way, so the two overlap
 * and neither waits for the other to start.
 */
export function loadPageCanvas(): Promise<PageCanvasComponent> {
  loading ??= import('./PageCanvas').then(
    (m) => (loaded = m.default),
    (err: unknown) => {
      // a network blip: the next page to be drawn asks again
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * The page renderer once loaded (null before), and at once if it already is: a lazy()
 * component would suspend on its first render even then, costing a phone a frame or more.
 */
export function usePageCanvas(): PageCanvasComponent | null {
  const [component, setComponent] = useState(() => loaded);
  useEffect(() => {
    if (component) return;
    let live = true;
    loadPageCanvas().then(
      (c) => live && setComponent(() => c),
      (err: unknown) => console.warn('page renderer failed to load', err),
    );
    return () => {
      live = false;
    };
  }, [component]);
  return component;
}
