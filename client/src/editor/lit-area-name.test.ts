import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, LANGUAGES } from '../../../shared/src/i18n';
import { newLitAreaChart } from '../../../shared/src/schema/elements/lit-area';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { planningName } from './planning-names';

const chart = (extra: Record<string, unknown> = {}): ElementJSON => ({ ...newLitAreaChart({ width: 1920, height: 1080 }), ...extra, id: 'elitarea001' }) as ElementJSON;
const i18n = i18next.createInstance();
const tIn = (lng: string) => (key: string, o?: Record<string, unknown>) => i18n.t(key, { ...o, lng });

beforeAll(async () => {
  await i18n.init({ lng: 'zh-CN', resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: catalogues[l] }])), interpolation: { escapeValue: false } });
});

describe('a space-illuminance chart in the element list', () => {
  it('names its spaces in order and counts the scenes, in each language', () => {
    expect(planningName(chart(), tIn('zh-CN'))).toBe('空间照度：客厅、餐厅、卧室，共8个场景');
    expect(planningName(chart(), tIn('en'))).toBe('Space illuminance: 客厅, 餐厅, 卧室; 8 scenes');
    expect(planningName(chart(), tIn('zh-TW'))).toBe('空間照度：客厅、餐厅、卧室，共8個場景');
  });

  it('says so when it has no spaces', () => {
    expect(planningName(chart({ spaces: [], scenes: [] }), tIn('zh-CN'))).toBe('空间照度：无空间');
  });
});
