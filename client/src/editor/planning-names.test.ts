import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, LANGUAGES } from '../../../shared/src/i18n';
import { newGlareChart } from '../../../shared/src/schema/elements/glare';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { planningName } from './planning-names';

const page = { width: 1920, height: 1080 };
const chart = (extra: Record<string, unknown> = {}): ElementJSON => ({ ...newGlareChart(page), ...extra, id: 'eglare00001' }) as ElementJSON;
const i18n = i18next.createInstance();
const tIn = (lng: string) => (key: string, o?: Record<string, unknown>) => i18n.t(key, { ...o, lng });

beforeAll(async () => {
  await i18n.init({ lng: 'zh-CN', resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: catalogues[l] }])), interpolation: { escapeValue: false } });
});

describe('a glare chart in the element list', () => {
  it('says its level as UGR and words, in the reader\'s language', () => {
    expect(planningName(chart(), tIn('zh-CN'))).toBe('眩光等级：UGR 19（轻微眩光）');
    expect(planningName(chart({ level: 1 }), tIn('zh-CN'))).toBe('眩光等级：UGR 28（难以忍受的眩光）');
    expect(planningName(chart({ level: 7 }), tIn('en'))).toBe('Glare rating: UGR 10 (Almost no glare)');
    expect(planningName(chart({ level: 4 }), tIn('zh-TW'))).toBe('眩光等級：UGR 19（輕微眩光）');
  });

  it('says the level the chart draws for one out of range', () => {
    expect(planningName(chart({ level: 12 }), tIn('zh-CN'))).toBe('眩光等级：UGR 10（几乎无眩光）');
  });

  it('adds the reference limit with its standard when a space is chosen', () => {
    expect(planningName(chart({ space: 'office' }), tIn('zh-CN'))).toBe('眩光等级：UGR 19（轻微眩光），GB 50034-2013 办公室 UGR ≤ 19');
    expect(planningName(chart({ level: 2, space: 'corridor' }), tIn('en'))).toBe('Glare rating: UGR 25 (Uncomfortable glare); GB 50034-2013 corridor UGR ≤ 25');
  });

  it('is not asked about other kinds', () => {
    expect(planningName({ tag: 'shape', id: 'e1', left: 0, top: 0, width: 1, height: 1 } as ElementJSON, tIn('zh-CN'))).toBeNull();
  });
});
