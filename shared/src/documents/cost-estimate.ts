// Cost estimate (cet): the consultation deck's quotation table (spec 002 §9) — product
// estimate, design fee, installation service fee, lighting debugging service fee and total,
// in columns name, fee description, standard, actual charged, amount. All money in fen
// through the same helpers as the quotation, so the two documents agree to the fen.

import type { MessageKey } from '../i18n';
import { capitalYuan } from '../money/capital';
import { divHalfUp, isFen, MAX_FEN, toHundredths } from '../money/fen';

export type CostLineKey = 'product' | 'design' | 'installation' | 'debugging';
export const COST_LINE_KEYS: readonly CostLineKey[] = ['product', 'design', 'installation', 'debugging'];

/**
 * LightKit's starting rates per square metre of designed area, in fen. They are company
 * settings the salesperson overrides per document; the spec fixes only the consultation fee.
 */
export const DEFAULT_COST_RATES: Record<Exclude<CostLineKey, 'product'>, number> = {
  design: 3000, // ¥30/㎡
  installation: 1500, // ¥15/㎡
  debugging: 500, // ¥5/㎡
};
/** Spec 002 §9: a consultation fee of 1000 yuan, deductible from the design fee. */
export const CONSULTATION_FEE_FEN = 100_000;

export interface CostEstimateInput {
  /** designed area in ㎡ (2 decimals); the fee lines are rate × area */
  areaM2?: unknown;
  /** the product quotation: its total before discounts (standard) and its total (charged) */
  product?: { listFen?: unknown; totalFen?: unknown };
  /** standard rates per ㎡, defaulting to DEFAULT_COST_RATES */
  rates?: Partial<Record<Exclude<CostLineKey, 'product'>, unknown>>;
  /** rates actually charged per ㎡ when lower than standard (a concession); default = standard */
  charged?: Partial<Record<Exclude<CostLineKey, 'product'>, unknown>>;
  /** consultation fee already paid; deducted from the design fee; default 1000 yuan */
  consultationPaidFen?: unknown;
}

export interface CostLine {
  key: CostLineKey;
  name: MessageKey;
  description: MessageKey;
  /** standard: a rate per ㎡ for the fee lines, the list total for products */
  standardFen: number;
  /** actually charged: same basis as standardFen */
  chargedFen: number;
  /** charged × area (fee lines) or the quotation total, less any deduction */
  amountFen: number;
  /** shown in the description column: the consultation fee taken off the design fee */
  deductedFen: number;
}

export interface CostEstimate {
  lines: CostLine[];
  areaM2: number;
  total: number;
  capital: string;
  /** true when the amounts ran past MAX_FEN and were zeroed rather than shown wrong */
  overflow: boolean;
}

/** Garbage (NaN, negative, text, fractions of a fen) reads as the fallback: the deck must render. */
const fenOr = (v: unknown, fallback: number) => (isFen(v) ? v : fallback);

/**
 * Builds the table. The design fee is area × charged rate minus the consultation fee paid,
 * never below 0 (a deduction cannot turn into a refund on this table); the instalments
 * (50 % + 50 %) are described in the line's text, not split into lines, as in the spec's deck.
 */
export function costEstimate(input: CostEstimateInput = {}): CostEstimate {
  const areaH = (typeof input.areaM2 === 'number' ? toHundredths(input.areaM2) : null) ?? 0n;
  const perArea = (rateFen: number) => divHalfUp(BigInt(rateFen) * areaH, 100n);

  const productList = fenOr(input.product?.listFen, 0);
  const productTotal = fenOr(input.product?.totalFen, productList);
  const lines: CostLine[] = [
    {
      key: 'product',
      name: 'documents.cost.product',
      description: 'documents.cost.productNote',
      standardFen: productList,
      chargedFen: productTotal,
      amountFen: productTotal,
      deductedFen: 0,
    },
  ];
  const amounts: bigint[] = [BigInt(productTotal)];
  for (const key of ['design', 'installation', 'debugging'] as const) {
    const standard = fenOr(input.rates?.[key], DEFAULT_COST_RATES[key]);
    // A concession can lower the rate, never raise it above the standard shown beside it.
    const charged = Math.min(fenOr(input.charged?.[key], standard), standard);
    let amount = perArea(charged);
    let deducted = 0n;
    if (key === 'design') {
      deducted = BigInt(fenOr(input.consultationPaidFen, CONSULTATION_FEE_FEN));
      if (deducted > amount) deducted = amount;
      amount -= deducted;
    }
    amounts.push(amount);
    lines.push({
      key,
      name: `documents.cost.${key}`,
      description: `documents.cost.${key}Note`,
      standardFen: standard,
      chargedFen: charged,
      amountFen: amount <= BigInt(MAX_FEN) ? Number(amount) : 0,
      deductedFen: Number(deducted),
    });
  }
  const total = amounts.reduce((s, a) => s + a, 0n);
  const overflow = total > BigInt(MAX_FEN);
  if (overflow) for (const l of lines) l.amountFen = 0;
  return {
    lines,
    areaM2: Number(areaH) / 100,
    total: overflow ? 0 : Number(total),
    capital: overflow ? '' : capitalYuan(Number(total)),
    overflow,
  };
}
