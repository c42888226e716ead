import { describe, expect, it } from 'vitest';
import { dateRule, emailRule, moneyRule, netPriceRule, percentOffRule, phoneRule, quantityRule, rangeRule, taxRateRule, textRule, yuanText } from './field-rules';

describe('field rules of the products panel', () => {
  it('quantity: whole pieces, decimals only by the metre, never 0 or negative', () => {
    expect(quantityRule('个')('3')).toEqual({ ok: true, value: 3 });
    expect(quantityRule('米')('3.75')).toEqual({ ok: true, value: 3.75 });
    expect(quantityRule('个')('3.5')).toEqual({ ok: false, key: 'documents.quantityNotInteger' });
    expect(quantityRule('个')('-1')).toEqual({ ok: false, key: 'documents.quantityNotPositive' });
    expect(quantityRule('个')('0')).toEqual({ ok: false, key: 'documents.quantityNotPositive' });
    expect(quantityRule('个')('abc')).toEqual({ ok: false, key: 'documents.notNumber' });
    expect(quantityRule('个')(' ')).toEqual({ ok: true, value: undefined });
  });

  it('money: yuan text to fen, refusals of the quotation', () => {
    expect(moneyRule('¥1,234.5')).toEqual({ ok: true, value: 123450 });
    expect(moneyRule('１２')).toEqual({ ok: true, value: 1200 });
    expect(moneyRule('1.234')).toEqual({ ok: false, key: 'documents.priceDecimals' });
    expect(moneyRule('-5')).toEqual({ ok: false, key: 'documents.priceNegative' });
    expect(moneyRule('')).toEqual({ ok: true, value: undefined });
  });

  it('discount: percent 0–100, net price not above the unit price', () => {
    expect(percentOffRule(10000)('15')).toEqual({ ok: true, value: { kind: 'percent', value: 15 } });
    expect(percentOffRule(10000)('101')).toEqual({ ok: false, key: 'documents.discountRange' });
    expect(percentOffRule(10000)('1.234')).toEqual({ ok: false, key: 'documents.discountDecimals' });
    expect(netPriceRule(10000)('88.8')).toEqual({ ok: true, value: { kind: 'net', fen: 8880 } });
    expect(netPriceRule(10000)('100.01')).toEqual({ ok: false, key: 'documents.discountAboveUnitPrice' });
    expect(netPriceRule(10000)('x')).toEqual({ ok: false, key: 'documents.notNumber' });
  });

  it('ranges and the tax rate', () => {
    expect(taxRateRule('13')).toEqual({ ok: true, value: 13 });
    expect(taxRateRule('100.5')).toEqual({ ok: false, key: 'documents.taxRateRange' });
    expect(taxRateRule('-1')).toEqual({ ok: false, key: 'documents.taxRateRange' });
    expect(rangeRule(0, 24)('25')).toEqual({ ok: false, key: 'docPanels.errors.range', values: { min: 0, max: 24 } });
    expect(rangeRule(0, 24)('-2')).toEqual({ ok: false, key: 'docPanels.errors.range', values: { min: 0, max: 24 } });
    expect(rangeRule(0, 24)('8.555')).toEqual({ ok: false, key: 'docPanels.errors.decimals', values: { places: 2 } });
    expect(rangeRule(0, 24)('8.5')).toEqual({ ok: true, value: 8.5 });
  });

  it('email, phone, date and text: light checks', () => {
    expect(emailRule('a@b.cn')).toEqual({ ok: true, value: 'a@b.cn' });
    expect(emailRule('a@b')).toEqual({ ok: false, key: 'docPanels.errors.email' });
    expect(emailRule('')).toEqual({ ok: true, value: '' });
    expect(phoneRule('+86 (21) 5555-0101')).toEqual({ ok: true, value: '+86 (21) 5555-0101' });
    expect(phoneRule('138abc')).toEqual({ ok: false, key: 'docPanels.errors.phone' });
    expect(dateRule('2026-02-28')).toEqual({ ok: true, value: '2026-02-28' });
    expect(dateRule('2026-02-30')).toEqual({ ok: false, key: 'docPanels.errors.date' });
    expect(textRule(3)('abcd')).toEqual({ ok: false, key: 'docPanels.errors.tooLong', values: { max: 3 } });
  });

  it('shows stored fen as plain yuan', () => {
    expect(yuanText(123450)).toBe('1234.50');
    expect(yuanText('12,3')).toBe('12,3');
    expect(yuanText(undefined)).toBe('');
  });
});
