import { describe, expect, it } from 'vitest';
import { bodyTextPx, clampZoom, defaultReadingMode, fitScale, pageAtScroll, pagesNear, READABLE_PX, readingZoom, ZOOM_MAX } from './reading';

const PAGE = { width: 1920, height: 1080 };

describe('reading a shared deck', () => {
  it('phones scroll, tablets and desktops turn pages', () => {
    expect(defaultReadingMode('phone')).toBe('scroll');
    expect(defaultReadingMode('tablet')).toBe('pages');
    expect(defaultReadingMode('desktop')).toBe('pages');
  });

  it('fits one page inside the stage, or a scroll to its width', () => {
    expect(fitScale('scroll', { width: 390, height: 788 }, PAGE, 8)).toBeCloseTo(374 / 1920);
    // a phone on its side: the height limits a page shown alone
    expect(fitScale('pages', { width: 844, height: 334 }, PAGE, 8)).toBeCloseTo(318 / 1080);
    expect(fitScale('pages', { width: 768, height: 968 }, PAGE, 24)).toBeCloseTo(720 / 1920);
  });

  it("zooms a phone's page until body text reads comfortably, within the limit", () => {
    const fit = 374 / 1920;
    expect(bodyTextPx(fit)).toBeLessThan(READABLE_PX);
    const zoom = readingZoom(fit);
    expect(bodyTextPx(fit * zoom)).toBeGreaterThanOrEqual(READABLE_PX);
    expect(zoom).toBeLessThanOrEqual(ZOOM_MAX);
    // a tablet's text is readable already: a double tap still doubles
    expect(readingZoom(720 / 1920)).toBe(2);
    expect(readingZoom(0.01)).toBe(ZOOM_MAX);
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('knows the page at the top of a scroll and the pages near it', () => {
    expect(pageAtScroll(0, 230, 20)).toBe(0);
    expect(pageAtScroll(230 * 3, 230, 20)).toBe(3);
    expect(pageAtScroll(230 * 3 + 100, 230, 20)).toBe(3);
    expect(pageAtScroll(230 * 3 + 130, 230, 20)).toBe(4);
    expect(pageAtScroll(99_999, 230, 20)).toBe(19);
    expect(pagesNear(0, 800, 230, 20)).toEqual({ from: 0, to: 5 });
    expect(pagesNear(2300, 800, 230, 20)).toEqual({ from: 8, to: 15 });
    expect(pagesNear(0, 800, 230, 0)).toEqual({ from: 0, to: -1 });
  });
});
