/*
 * The browser's full-screen API, where it exists. iPhone Safari has none for pages
 * (requestFullscreen is undefined), older iPad Safari only the webkit-prefixed one, and a page
 * in a frame may have it switched off (fullscreenEnabled false). Play fills the window either
 * way; these only add hiding the browser's own bars where that is possible, and never throw.
 */

type Prefixed = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type PrefixedDocument = Document & { webkitFullscreenElement?: Element | null; webkitExitFullscreen?: () => Promise<void> | void };

/** Both names of the event that says the full-screen state changed. */
export const FULLSCREEN_EVENTS = ['fullscreenchange', 'webkitfullscreenchange'] as const;

export function fullscreenElement(): Element | null {
  return document.fullscreenElement ?? (document as PrefixedDocument).webkitFullscreenElement ?? null;
}

/** Puts `el` full screen if the browser can; true when it did. */
export async function enterFullscreen(el: HTMLElement): Promise<boolean> {
  const prefixed = el as Prefixed;
  try {
    if (document.fullscreenEnabled !== false && typeof el.requestFullscreen === 'function') await el.requestFullscreen();
    else if (typeof prefixed.webkitRequestFullscreen === 'function') await prefixed.webkitRequestFullscreen();
    else return false;
    return fullscreenElement() !== null;
  } catch {
    // refused (no user gesture, a frame without permission): the window-filling overlay stays
    return false;
  }
}

export function exitFullscreen(): void {
  if (!fullscreenElement()) return;
  const doc = document as PrefixedDocument;
  try {
    if (typeof doc.exitFullscreen === 'function') void doc.exitFullscreen().catch(() => undefined);
    else void doc.webkitExitFullscreen?.();
  } catch {
    // already left
  }
}
