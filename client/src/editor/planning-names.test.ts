import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, LANGUAGES } from '../../../shared/src/i18n';
import { newGlareChart } from '../../../shared/src/schema/elements/glare';
import { newIllCctChart } from '../../../shared/src/schema/elements/lit-ill-cct';
import { newVisionChart } from '../../../shared/src/schema/elements/lit-vision';
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

describe('an illuminance / colour-temperature mode chart in the element list', () => {
  const modes = (extra: Record<string, unknown> = {}): ElementJSON => ({ ...newIllCctChart(page), ...extra, id: 'eillcct0001' }) as ElementJSON;
  it('says its modes with their lx and K, in the reader\'s language', () => {
    expect(planningName(modes(), tIn('zh-CN'))).toBe(
      '照度与色温模式：6 个模式（起夜 20 lx · 2500 K、放松 100 lx · 2700 K、氛围 150 lx · 3000 K、聊天 200 lx · 3500 K、社交 250 lx · 4000 K、日常 300 lx · 4500 K）',
    );
    const two = modes({ modes: [{ id: 'r1', name: 'Night', lx: 20, cct: 2500 }, { id: 'r2', name: 'Reading', lx: 500, cct: 4000 }] });
    expect(planningName(two, tIn('en'))).toBe('Illuminance and colour-temperature modes: 2 modes (Night 20 lx · 2500 K, Reading 500 lx · 4000 K)');
    expect(planningName(modes({ modes: [] }), tIn('zh-TW'))).toBe('照度與色溫模式：沒有模式');
  });
});

describe('a visual-interest chart in the element list', () => {
  const chart = (extra: Record<string, unknown> = {}): ElementJSON => ({ ...newVisionChart(page), ...extra, id: 'evision0001' }) as ElementJSON;
  it('says its activities along the walk with their lx, in the reader\'s language', () => {
    expect(planningName(chart(), tIn('zh-CN'))).toBe('视觉兴趣：5 个活动（玄关端景 300 lx、客厅背景墙 150 lx、餐桌 500 lx、走廊 30 lx、卧室阅读角 200 lx）');
    const one = chart({ items: [{ id: 'v1', name: 'Mural', left: 50, lx: 200 }] });
    expect(planningName(one, tIn('en'))).toBe('Visual interest: activities (1): Mural 200 lx');
    expect(planningName(chart({ items: [] }), tIn('zh-TW'))).toBe('視覺興趣：沒有活動');
  });
});
