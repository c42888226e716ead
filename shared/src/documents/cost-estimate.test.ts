import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { MAX_FEN } from '../money/fen';
import { CONSULTATION_FEE_FEN, costEstimate, DEFAULT_COST_RATES } from './cost-estimate';
import { quotationTotals } from './quotation';

describe('cost estimate of a 120 ㎡ home', () => {
  // products: the worked quotation (list 1,087.00, total 1,148.80 with 13 % tax)
  // design        30 × 120 = 3,600.00 − consultation 1,000.00 = 2,600.00
  // installation  15 × 120 = 1,800.00
  // debugging      5 × 120 =   600.00
  // total 1,148.80 + 2,600 + 1,800 + 600 = 6,148.80 → 陆仟壹佰肆拾捌元捌角
  const q = quotationTotals([
    { quantity: 2, unitPrice: 19500 },
    { quantity: 2, unitPrice: 20000, discount: { kind: 'percent', value: 10 } },
    { quantity: 3, unitPrice: 9900, discount: { kind: 'net', fen: 8888 } },
  ]);
  const est = costEstimate({ areaM2: 120, product: { listFen: q.listSubtotal, totalFen: q.total } });

  it('has the four lines of spec 002 §9 in order, with standard, charged and amount', () => {
    expect(est.lines.map((l) => [l.key, l.standardFen, l.chargedFen, l.amountFen, l.deductedFen])).toEqual([
      ['product', 108700, 114880, 114880, 0],
      ['design', 3000, 3000, 260000, 100000],
      ['installation', 1500, 1500, 180000, 0],
      ['debugging', 500, 500, 60000, 0],
    ]);
    expect(est.total).toBe(614880);
    expect(est.capital).toBe('陆仟壹佰肆拾捌元捌角');
  });

  it('names and descriptions are catalogue keys with LightKit’s own wording', () => {
    expect(est.lines.map((l) => translate('zh-CN', l.name))).toEqual(['产品预算', '设计费', '安装服务费', '灯光调试服务费']);
    const design = translate('zh-CN', est.lines[1]!.description);
    expect(design).toContain('1000元');
    expect(design).toContain('50%');
    expect(translate('zh-CN', 'documents.cost.total')).toBe('合计');
  });
});

describe('cost estimate rules', () => {
  it('a concession lowers the charged rate, never raises it above the standard', () => {
    // design charged 20/㎡ on 50 ㎡ = 1,000.00 − 1,000.00 consultation = 0
    const e = costEstimate({ areaM2: 50, charged: { design: 2000, installation: 9999 } });
    expect(e.lines[1]).toMatchObject({ standardFen: 3000, chargedFen: 2000, amountFen: 0, deductedFen: 100000 });
    expect(e.lines[2]).toMatchObject({ standardFen: 1500, chargedFen: 1500, amountFen: 75000 });
  });

  it('the deduction never turns into a refund', () => {
    const e = costEstimate({ areaM2: 10 }); // design 300.00 < 1,000.00 paid
    expect(e.lines[1]).toMatchObject({ amountFen: 0, deductedFen: 30000 });
    expect(e.total).toBe(15000 + 5000);
  });

  it('no consultation paid: nothing is deducted; a fractional area rounds half-up', () => {
    // a rate of ¥0.30/㎡ (30 fen) × 0.05 ㎡ = 1.5 fen → 2 fen
    const e = costEstimate({ areaM2: 0.05, consultationPaidFen: 0, rates: { design: 30, installation: 0, debugging: 0 } });
    expect(e.lines[1]!.amountFen).toBe(2);
    expect(e.total).toBe(2);
    expect(e.capital).toBe('贰分');
  });

  it('defaults: no input gives the default rates, zero amounts, 零元整', () => {
    const e = costEstimate();
    expect(e.lines.map((l) => l.standardFen)).toEqual([0, DEFAULT_COST_RATES.design, DEFAULT_COST_RATES.installation, DEFAULT_COST_RATES.debugging]);
    expect(CONSULTATION_FEE_FEN).toBe(100000);
    expect([e.total, e.capital]).toEqual([0, '零元整']);
  });

  it('garbage never yields NaN; overflow is zeroed and flagged', () => {
    for (const g of [NaN, -5, Infinity, 'x', 1.5, null, {}]) {
      const e = costEstimate({ areaM2: g, product: { listFen: g, totalFen: g }, rates: { design: g }, charged: { design: g }, consultationPaidFen: g });
      for (const l of e.lines) expect(Number.isSafeInteger(l.amountFen)).toBe(true);
      expect(Number.isSafeInteger(e.total)).toBe(true);
      expect(Number.isFinite(e.areaM2)).toBe(true);
    }
    const big = costEstimate({ areaM2: 1_000_000, product: { totalFen: MAX_FEN } });
    expect([big.overflow, big.total, big.capital]).toEqual([true, 0, '']);
  });
});
