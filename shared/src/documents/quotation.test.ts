import { describe, expect, it } from 'vitest';
import { MAX_FEN } from '../money/fen';
import { checkLine, computeLine, DEFAULT_TAX_RATE, quotationTotals } from './quotation';

describe('a worked quotation', () => {
  // 195.00 × 2                = 390.00
  // 200.00 × 2, 10 % off     → net 180.00 × 2 = 360.00
  // net 88.88 (of 99.00) × 3  = 266.64
  // subtotal                   = 1,016.64
  // tax 13 % of 1,016.64       = 132.1632 → 132.16
  // total                      = 1,148.80 → 壹仟壹佰肆拾捌元捌角
  const lines = [
    { quantity: 2, unitPrice: 19500 },
    { quantity: 2, unitPrice: 20000, discount: { kind: 'percent', value: 10 } },
    { quantity: '3', unitPrice: '99', discount: { kind: 'net', fen: 8888 } },
  ];

  it('lines, subtotal, tax, total and 大写', () => {
    const t = quotationTotals(lines);
    expect(t.lines.map((l) => [l.netUnitFen, l.amountFen])).toEqual([
      [19500, 39000],
      [18000, 36000],
      [8888, 26664],
    ]);
    expect(t.listSubtotal).toBe(39000 + 40000 + 29700);
    expect(t.subtotal).toBe(101664);
    expect(t.taxRate).toBe(DEFAULT_TAX_RATE);
    expect(t.tax).toBe(13216);
    expect(t.total).toBe(114880);
    expect(t.capital).toBe('壹仟壹佰肆拾捌元捌角');
    expect(t.errors).toEqual({});
  });

  it('freight 50 and installation 200 are taxed with the goods', () => {
    // 1,016.64 + 50 + 200 = 1,266.64; 13 % = 164.6632 → 164.66; total 1,431.30
    const t = quotationTotals(lines, { freight: '50', installation: 20000 });
    expect([t.freight, t.installation, t.tax, t.total]).toEqual([5000, 20000, 16466, 143130]);
    expect(t.capital).toBe('壹仟肆佰叁拾壹元叁角');
  });

  it('tax rate is a setting: 0 gives no tax, 9 % on services', () => {
    expect(quotationTotals(lines, { taxRate: 0 }).total).toBe(101664);
    // 9 % of 1,016.64 = 91.4976 → 91.50
    expect(quotationTotals(lines, { taxRate: '9' }).tax).toBe(9150);
  });
});

describe('rounding', () => {
  it('tax is rounded once on the sum, not per line', () => {
    // three lines of ¥0.05: per line 13 % = 0.0065 → 0.01 each, 0.03 together;
    // on the sum 0.15 × 13 % = 0.0195 → 0.02.
    const t = quotationTotals([{ unitPrice: 5 }, { unitPrice: 5 }, { unitPrice: 5 }]);
    expect(t.subtotal).toBe(15);
    expect(t.tax).toBe(2);
  });

  it('a decimal quantity of 米 rounds the line half-up: 3.75 米 × 12.34 = 46.275 → 46.28', () => {
    expect(computeLine({ quantity: '3.75', unit: '米', unitPrice: 1234 }).amountFen).toBe(4628);
  });

  it('a percentage rounds the printed net unit price half-up: 0.15 with 50 % off → 0.08, × 2 = 0.16', () => {
    const l = computeLine({ quantity: 2, unitPrice: 15, discount: { kind: 'percent', value: 50 } });
    expect([l.netUnitFen, l.amountFen]).toEqual([8, 16]);
  });

  it('100 % off is free; a net price equal to the unit price is no discount', () => {
    expect(computeLine({ unitPrice: 5000, discount: { kind: 'percent', value: 100 } }).amountFen).toBe(0);
    expect(computeLine({ unitPrice: 5000, discount: { kind: 'net', fen: 5000 } }).amountFen).toBe(5000);
  });
});

describe('checkLine refuses bad input field by field', () => {
  it('accepts a good line and defaults the quantity to 1', () => {
    expect(checkLine({ unitPrice: 19500 })).toEqual({});
    expect(computeLine({ unitPrice: 19500 }).amountFen).toBe(19500);
    expect(computeLine({ quantity: '', unitPrice: 19500 }).quantity).toBe(1);
  });

  it.each([
    [{ quantity: -1 }, { quantity: 'documents.quantityNotPositive' }],
    [{ quantity: '-2' }, { quantity: 'documents.quantityNotPositive' }],
    [{ quantity: 0 }, { quantity: 'documents.quantityNotPositive' }],
    [{ quantity: 1.5 }, { quantity: 'documents.quantityNotInteger' }],
    [{ quantity: 1.5, unit: '个' }, { quantity: 'documents.quantityNotInteger' }],
    [{ quantity: 1.555, unit: '米' }, { quantity: 'documents.quantityDecimals' }],
    [{ quantity: 'abc' }, { quantity: 'documents.notNumber' }],
    [{ quantity: NaN }, { quantity: 'documents.notNumber' }],
    [{ quantity: Infinity }, { quantity: 'documents.notNumber' }],
    [{ quantity: 1_000_001 }, { quantity: 'documents.quantityTooLarge' }],
    [{ unitPrice: -100 }, { unitPrice: 'documents.priceNegative' }],
    [{ unitPrice: '-1.00' }, { unitPrice: 'documents.priceNegative' }],
    [{ unitPrice: '1.234' }, { unitPrice: 'documents.priceDecimals' }],
    [{ unitPrice: 10.5 }, { unitPrice: 'documents.priceDecimals' }],
    [{ unitPrice: 'ten' }, { unitPrice: 'documents.notNumber' }],
    [{ unitPrice: MAX_FEN + 1 }, { unitPrice: 'documents.priceTooLarge' }],
    [{ unitPrice: 100, discount: { kind: 'percent', value: 101 } }, { discount: 'documents.discountRange' }],
    [{ unitPrice: 100, discount: { kind: 'percent', value: -5 } }, { discount: 'documents.discountRange' }],
    [{ unitPrice: 100, discount: { kind: 'percent', value: 'lots' } }, { discount: 'documents.notNumber' }],
    [{ unitPrice: 100, discount: { kind: 'percent', value: 12.345 } }, { discount: 'documents.discountDecimals' }],
    [{ unitPrice: 100, discount: { kind: 'net', fen: 101 } }, { discount: 'documents.discountAboveUnitPrice' }],
    [{ unitPrice: 100, discount: { kind: 'net', fen: -1 } }, { discount: 'documents.priceNegative' }],
    [{ unitPrice: 100, discount: { kind: 'gift' } }, { discount: 'documents.discountKind' }],
    [{ unitPrice: 100, discount: 'half' }, { discount: 'documents.discountKind' }],
    [{ quantity: 1_000_000, unitPrice: MAX_FEN }, { amount: 'documents.totalTooLarge' }],
  ])('%j → %j', (line, errors) => expect(checkLine(line)).toEqual(errors));

  it('a refused line counts 0 while the good lines still add up', () => {
    const t = quotationTotals([{ unitPrice: 19500, quantity: 2 }, { unitPrice: -5 }], { taxRate: 0 });
    expect(t.lines[1]!.amountFen).toBe(0);
    expect(t.total).toBe(39000);
  });
});

describe('totals are never NaN', () => {
  const garbage: unknown[] = [NaN, Infinity, -Infinity, -1, 1e308, 'abc', '', null, undefined, {}, [], '1e9', 0.1 + 0.2, true, '¥', Symbol.iterator.toString()];

  it('every total is a finite integer whatever the lines and settings hold', () => {
    for (const a of garbage) {
      for (const b of garbage) {
        const lines = [
          { quantity: a, unitPrice: b, discount: { kind: 'percent', value: a } },
          { quantity: b, unitPrice: a, discount: { kind: 'net', fen: b } },
          { quantity: a, unitPrice: 100, discount: a },
          null,
          'line',
        ] as never[];
        const t = quotationTotals(lines, { freight: a, installation: b, taxRate: a });
        for (const v of [t.listSubtotal, t.subtotal, t.freight, t.installation, t.tax, t.total]) {
          expect(Number.isSafeInteger(v), `${String(a)} / ${String(b)}`).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(Number.isFinite(t.taxRate)).toBe(true);
        for (const l of t.lines) expect(Number.isSafeInteger(l.amountFen) && Number.isFinite(l.quantity)).toBe(true);
      }
    }
  });

  it('a total above the maximum is refused, not rounded into a float', () => {
    const big = { unitPrice: MAX_FEN };
    const t = quotationTotals([big, big]);
    expect(t.errors.total).toBe('documents.totalTooLarge');
    expect([t.subtotal, t.tax, t.total, t.capital]).toEqual([0, 0, 0, '']);
  });

  it('tax rate out of range is refused and no tax is added', () => {
    const t = quotationTotals([{ unitPrice: 100 }], { taxRate: 150 });
    expect(t.errors.taxRate).toBe('documents.taxRateRange');
    expect(t.total).toBe(100);
    expect(quotationTotals([{ unitPrice: 100 }], { freight: 'x' }).errors.freight).toBe('documents.notNumber');
  });
});
