import { describe, expect, it } from 'vitest';
import { catalogues, LANGUAGES } from '../i18n';
import { clampGlareLevel, DEFAULT_GLARE_LEVEL, GLARE_LIMITS, GLARE_SPACES, glareLimit, levelOfUgr, meetsLimit, UGR_LEVELS, ugrOfLevel } from './glare';

// Spec 002 §9: "UGR levels: 28, 25, 22, 19, 16, 13, 10 (seven descriptive levels, default 4)".
describe('the seven UGR levels (spec 002 §9)', () => {
  it('are 28, 25, 22, 19, 16, 13, 10, level 1 the worst, and the default is level 4, UGR 19', () => {
    expect(UGR_LEVELS).toEqual([28, 25, 22, 19, 16, 13, 10]);
    expect(DEFAULT_GLARE_LEVEL).toBe(4);
    expect(ugrOfLevel(DEFAULT_GLARE_LEVEL)).toBe(19);
    expect([1, 2, 3, 4, 5, 6, 7].map(ugrOfLevel)).toEqual([28, 25, 22, 19, 16, 13, 10]);
  });

  it('each has a description in every language, none the same as another', () => {
    for (const lang of LANGUAGES) {
      const words = UGR_LEVELS.map((u) => catalogues[lang].glare.level[u]);
      words.forEach((w, i) => expect(w.trim(), `${lang} UGR ${UGR_LEVELS[i]}`).not.toBe(''));
      expect(new Set(words).size, lang).toBe(7);
    }
    expect(catalogues['zh-CN'].glare.level[28]).toBe('难以忍受的眩光');
    expect(catalogues['zh-CN'].glare.level[19]).toBe('轻微眩光');
    expect(catalogues['zh-CN'].glare.level[10]).toBe('几乎无眩光');
  });
});

describe('clampGlareLevel', () => {
  it('keeps 1..7, clamps beyond the ends (0 → 1, 8 → 7) and rounds fractions', () => {
    expect(clampGlareLevel(1)).toBe(1);
    expect(clampGlareLevel(7)).toBe(7);
    expect(clampGlareLevel(0)).toBe(1);
    expect(clampGlareLevel(-3)).toBe(1);
    expect(clampGlareLevel(8)).toBe(7);
    expect(clampGlareLevel(1e9)).toBe(7);
    expect(clampGlareLevel(3.6)).toBe(4);
  });

  it('gives the default level for what is not a number', () => {
    for (const bad of [undefined, null, '19', Number.NaN, Infinity, {}]) expect(clampGlareLevel(bad)).toBe(4);
    expect(ugrOfLevel('x')).toBe(19);
  });
});

describe('levelOfUgr', () => {
  it('maps each level value back to its level, and a value between levels to the strictest one that meets it', () => {
    expect(UGR_LEVELS.map(levelOfUgr)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(levelOfUgr(20)).toBe(4);
    expect(levelOfUgr(40)).toBe(1);
    expect(levelOfUgr(5)).toBe(7);
  });
});

// GB 50034-2013《建筑照明设计标准》 (replaced by GB/T 50034-2024; values here are the 2013 ones):
// table 5.3.2 (office buildings) gives UGR 19 for ordinary and high-grade offices, meeting and
// design rooms and 22 for service halls; 5.3.1 (libraries) 19 for reading rooms; 5.3.7
// (education) 19 for classrooms; 5.3.6 (medical) 19 for wards and 22 for waiting halls; 5.5.1
// (rooms common to public and industrial buildings) 25 for corridors and stairs.
describe('reference limits, GB 50034-2013', () => {
  it('office, meeting room, reading room and corridor', () => {
    expect(glareLimit('office')).toEqual({ ugr: 19, standard: 'GB 50034-2013', table: '5.3.2' });
    expect(glareLimit('meeting')).toEqual({ ugr: 19, standard: 'GB 50034-2013', table: '5.3.2' });
    expect(glareLimit('reading')).toEqual({ ugr: 19, standard: 'GB 50034-2013', table: '5.3.1' });
    expect(glareLimit('corridor')).toEqual({ ugr: 25, standard: 'GB 50034-2013', table: '5.5.1' });
    expect(glareLimit('business-hall')?.ugr).toBe(22);
    expect(glareLimit('waiting')?.ugr).toBe(22);
    expect(glareLimit('ward')?.ugr).toBe(19);
  });

  it('every limit is one of the seven levels, names the standard and a table, and has a name in every language', () => {
    for (const space of GLARE_SPACES) {
      const limit = GLARE_LIMITS[space];
      expect(UGR_LEVELS).toContain(limit.ugr);
      expect(limit.standard).toBe('GB 50034-2013');
      expect(limit.table).toMatch(/^5\.\d\.\d$/);
      for (const lang of LANGUAGES) expect(catalogues[lang].glare.space[space].trim(), `${lang} ${space}`).not.toBe('');
    }
  });

  it('no limit for no space or an unknown one (homes: table 5.2.1 gives no UGR)', () => {
    expect(glareLimit(undefined)).toBeNull();
    expect(glareLimit('living-room')).toBeNull();
    expect(glareLimit('toString')).toBeNull();
  });

  it('a level meets a limit when its UGR is at or below it', () => {
    const office = GLARE_LIMITS.office;
    expect(meetsLimit(4, office)).toBe(true);
    expect(meetsLimit(5, office)).toBe(true);
    expect(meetsLimit(3, office)).toBe(false);
    expect(meetsLimit(2, GLARE_LIMITS.corridor)).toBe(true);
    expect(meetsLimit(1, GLARE_LIMITS.corridor)).toBe(false);
  });
});
