import { describe, expect, it } from 'vitest';
import { parsePhotometry } from './photometry';
import { writeIes, writeLdt, type DistributionShape } from './photometry-write';

// Round trips: a file written from catalogue figures must read back with the same beam angle
// (IES definition, within 0.5°) and luminaire flux (within 1 %), in both formats.

const base = { manufacturer: 'LightKit 样品', luminaire: '筒灯 DL-1', catalogue: 'DL-1-830', watts: 12, issueDate: '2026-01-15' };
const shapes: DistributionShape[] = ['cone', 'lambertian', 'batwing'];
const beams = [8, 15, 24, 36, 60, 90, 120, 150];

describe('writeIes / writeLdt round trips', () => {
  for (const shape of shapes) {
    it(`${shape}: beam within 0.5°, flux within 1 % for beams ${beams.join(', ')}°`, () => {
      for (const beamAngle of beams) {
        const spec = { ...base, shape, beamAngle, lumens: 850 + beamAngle * 10 };
        for (const text of [writeIes(spec), writeLdt(spec)]) {
          const p = parsePhotometry(text);
          expect(Math.abs(p.beamAngle! - beamAngle), `${shape} ${beamAngle}° beam`).toBeLessThan(0.5);
          expect(Math.abs(p.lumens - spec.lumens) / spec.lumens, `${shape} ${beamAngle}° flux`).toBeLessThan(0.01);
        }
      }
    });
  }

  it('the IES file is LM-63-2019 with the required keywords and absolute photometry', () => {
    const text = writeIes({ ...base, lumens: 1000, beamAngle: 36 });
    expect(text.startsWith('IES:LM-63-2019\r\n')).toBe(true);
    const p = parsePhotometry(text);
    expect(p.version).toBe('2019');
    expect(p.keywords).toMatchObject({ MANUFAC: 'LightKit 样品', LUMINAIRE: '筒灯 DL-1', LUMCAT: 'DL-1-830', ISSUEDATE: '2026-01-15' });
    expect(Object.keys(p.keywords)).toEqual(expect.arrayContaining(['TEST', 'TESTLAB', 'ISSUEDATE', 'MANUFAC']));
    expect(p.ratedLumens).toBeNull();
    expect(p.inputWatts).toBe(12);
    expect(p.symmetry).toBe('rotational');
    // LM-63 lines stay under 256 characters
    expect(Math.max(...text.split('\r\n').map((l) => l.length))).toBeLessThan(256);
  });

  it('a keyword value with a line break continues on [MORE]', () => {
    const p = parsePhotometry(writeIes({ ...base, luminaire: 'line one\nline two', lumens: 500, beamAngle: 40 }));
    expect(p.keywords.LUMINAIRE).toBe('line one\nline two');
  });

  it('full sweeps (0…360) and a custom γ grid round-trip too', () => {
    const spec = { ...base, lumens: 3000, beamAngle: 50, horizontal: Array.from({ length: 25 }, (_, i) => i * 15), vertical: Array.from({ length: 91 }, (_, i) => i * 2) };
    const ies = parsePhotometry(writeIes(spec));
    expect(ies.symmetry).toBe('none');
    expect(ies.horizontal).toHaveLength(25);
    const ldt = parsePhotometry(writeLdt(spec));
    expect(ldt.horizontal).toHaveLength(24); // EULUMDAT lists C0…C345, not C360
    for (const p of [ies, ldt]) {
      expect(Math.abs(p.beamAngle! - 50)).toBeLessThan(0.5);
      expect(Math.abs(p.lumens - 3000) / 3000).toBeLessThan(0.01);
    }
  });

  it('the EULUMDAT file states one lamp set of the luminaire flux (relative photometry)', () => {
    const p = parsePhotometry(writeLdt({ ...base, lumens: 1234, beamAngle: 30 }));
    expect(p.format).toBe('ldt');
    expect(p.ratedLumens).toBe(1234);
    expect(p.inputWatts).toBe(12);
    expect(p.keywords.LUMCAT).toBe('DL-1-830');
  });

  it('refuses impossible beam angles', () => {
    expect(() => writeIes({ ...base, lumens: 100, beamAngle: 0 })).toThrow(RangeError);
    expect(() => writeLdt({ ...base, lumens: 100, beamAngle: 180 })).toThrow(RangeError);
  });
});
