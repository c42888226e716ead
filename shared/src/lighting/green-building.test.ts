import { describe, expect, it } from 'vitest';
import { CRITERIA, GREEN_BUILDING_NOTE, searchCriteria } from './green-building';

const byId = (id: string) => CRITERIA.find((c) => c.id === id)!;

describe('CRITERIA', () => {
  it('every row: unique id, both languages filled, LEED v4/v4.1 or WELL v2', () => {
    expect(new Set(CRITERIA.map((c) => c.id)).size).toBe(CRITERIA.length);
    for (const c of CRITERIA) {
      for (const text of [c.credit, c.title, c.titleZh, c.requirement, c.requirementZh]) expect(text.trim(), c.id).not.toBe('');
      expect(c.system === 'LEED' ? ['v4', 'v4.1'] : ['v2']).toContain(c.version);
      expect(/[\u4e00-\u9fff]/.test(c.titleZh) && /[\u4e00-\u9fff]/.test(c.requirementZh), c.id).toBe(true);
    }
  });
  it('WELL v2 L01-L08 are all present, L01 and L02 as preconditions without points', () => {
    const well = CRITERIA.filter((c) => c.system === 'WELL').map((c) => c.credit);
    expect(well).toEqual(['L01', 'L02', 'L03', 'L04', 'L05', 'L06', 'L07', 'L08']);
    for (const id of ['well-v2-l01', 'well-v2-l02']) expect(byId(id)).toMatchObject({ kind: 'precondition' });
    expect(byId('well-v2-l01').points).toBeUndefined();
  });
  it('WELL v2 L03 (WELL v2, Light concept, feature L03): 150 EML for 1 point, 275 EML for 3 points, at the eye, at least 4 hours', () => {
    const l03 = byId('well-v2-l03');
    expect(l03.threshold).toContain('150 EML');
    expect(l03.threshold).toContain('275 EML');
    expect(l03.threshold).toContain('4 h');
    expect(l03.requirement).toMatch(/150 .*1 point.*275 .*3 points.*4 hours/);
    expect(l03.requirementZh).toContain('150 EML');
    expect(l03.points).toBe('1–3');
  });
  it('LEED v4.1 Interior Lighting: 1 of 4 strategies = 1 point, 3 = 2 points; the four are glare, CRI ≥ 90 or TM-30, multilevel control, surface reflectance', () => {
    expect(byId('leed-v41-il')).toMatchObject({ points: '1–2', threshold: '1 of 4 → 1 point; 3 of 4 → 2 points' });
    const strategies = CRITERIA.filter((c) => c.version === 'v4.1' && c.kind === 'strategy');
    expect(strategies.map((c) => c.title)).toEqual(['Glare control', 'Colour rendering (CRI ≥ 90 or TM-30)', 'Multilevel lighting control', 'Surface reflectance']);
    expect(byId('leed-v41-il-cri').threshold).toContain('CRI ≥ 90');
  });
  it('LEED v4 Interior Lighting: Option 1 control (1 point, midlevel 30–70 %), Option 2 quality (1 point, 4 of strategies A–H)', () => {
    expect(byId('leed-v4-il-control')).toMatchObject({ points: '1' });
    expect(byId('leed-v4-il-control').threshold).toContain('30–70 %');
    expect(byId('leed-v4-il-quality')).toMatchObject({ points: '1', threshold: '4 of 8 strategies' });
    expect(CRITERIA.filter((c) => c.id.startsWith('leed-v4-il-quality-')).map((c) => c.id.at(-1))).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(byId('leed-v4-il-quality-a').threshold).toContain('2,500 cd/m²');
    expect(byId('leed-v4-il-quality-b').threshold).toBe('CRI ≥ 80');
  });
  it('strategies counted together carry no points of their own', () => {
    for (const c of CRITERIA.filter((x) => x.kind === 'strategy')) expect(c.points, c.id).toBeUndefined();
  });
  it('an unchecked figure is described in words, not given as a threshold', () => {
    for (const id of ['well-v2-l04', 'well-v2-l07', 'leed-v41-il-glare', 'leed-v41-il-reflectance']) {
      expect(byId(id).threshold, id).toBeUndefined();
      expect(byId(id).requirement, id).toMatch(/check the (WELL|v4\.1) text/);
    }
  });
  it('the note tells the reader to check the current text', () => expect(GREEN_BUILDING_NOTE).toMatch(/check the current/i));
});

describe('searchCriteria', () => {
  it('finds Chinese', () => {
    expect(searchCriteria('昼夜节律').map((c) => c.id)).toEqual(['well-v2-l03']);
    expect(searchCriteria('眩光控制').map((c) => c.id)).toEqual(['leed-v41-il', 'leed-v41-il-glare', 'well-v2-l04']);
  });
  it('finds English case-insensitively, by credit code, system and version', () => {
    expect(searchCriteria('circadian').map((c) => c.id)).toEqual(['well-v2-l03']);
    expect(searchCriteria(' l07 ').map((c) => c.id)).toEqual(['well-v2-l07']);
    expect(searchCriteria('EML').map((c) => c.id)).toEqual(['well-v2-l03']);
    expect(searchCriteria('leed v4.1').every((c) => c.system === 'LEED' && c.version === 'v4.1')).toBe(true);
    expect(searchCriteria('leed v4.1')).toHaveLength(5);
    expect(searchCriteria('TM-30').map((c) => c.id)).toEqual(['leed-v41-il-cri', 'well-v2-l07']);
  });
  it('nothing for a miss, everything for an empty query', () => {
    expect(searchCriteria('火星')).toEqual([]);
    expect(searchCriteria('  ')).toHaveLength(CRITERIA.length);
  });
});
