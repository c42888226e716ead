import { describe, expect, it } from 'vitest';
import { assignColumn, initialMapping, mappingToSend, missingRequired } from './import-mapping';

describe('the Excel column mapping', () => {
  it('starts from the server’s guess, dropping columns the sheet does not have', () => {
    const m = initialMapping({ code: 0, name: 1, price: 7 }, 3);
    expect([m.code, m.name, m.price, m.brand]).toEqual([0, 1, -1, -1]);
  });

  it('needs code and name', () => {
    expect(missingRequired(initialMapping({ name: 1 }, 3))).toEqual(['code']);
    expect(missingRequired(initialMapping({ code: 0, name: 1 }, 3))).toEqual([]);
  });

  it('gives a column to one field only', () => {
    const m = assignColumn(initialMapping({ code: 0, name: 1 }, 3), 'brand', 1);
    expect([m.name, m.brand]).toEqual([-1, 1]);
    expect(mappingToSend(m)).toEqual({ code: 0, brand: 1 });
  });
});
