// Chinese capital numerals (大写) for an amount in fen, as written on invoices and contracts.
//
// Source: 中国人民银行《支付结算办法》(银发〔1997〕393号) 附件一《正确填写票据和结算凭证的基本规定》:
//  (二) digits 零壹贰叁肆伍陆柒捌玖, units 拾佰仟万亿元角分, and 整 — never 一二三, 十, 毛, 另.
//  (三) an amount ending at 元 is followed by 整; after 角 整 may be left out; after 分 never 整.
//       We leave it out after 角, as the rule's own example does (￥1,409.50 → 壹仟肆佰零玖元伍角).
//  (五)1 a zero inside the number is written 零 (￥1,409.50 → 壹仟肆佰零玖元伍角);
//  (五)2 a run of zeros is one 零 (￥6,007.14 → 陆仟零柒元壹角肆分);
//  (五)3 when the 元 digit (or the 万 digit) is 0 but 角 (or 千) is not, one 零 may be written
//       or not. We write the first form the rule gives: 零 after 元 before 角
//       (￥1,680.32 → 壹仟陆佰捌拾元零叁角贰分; ￥107,000.53 → 壹拾万柒仟元零伍角叁分), so a
//       number ending in 0 yuan cannot be read as a different one; at 万/亿 boundaries we write
//       零 only when the lower section starts with zeros, as the amount is spoken;
//  (五)4 when 角 is 0 but 分 is not, 零 after 元 (￥325.04 → 叁佰贰拾伍元零肆分).
// A leading ten is 壹拾, not 拾, as in the rule's 壹拾万柒仟元 — a bare 拾 could take a digit
// written in front of it. Zero is 零元整; an amount under one yuan has no 元 (伍分, 伍角).

import { MAX_FEN } from './fen';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const IN_SECTION = ['仟', '佰', '拾', ''] as const;
// Sections of four digits from the top: 亿, 万, units. MAX_FEN's yuan part has 12 digits,
// so 亿 is the largest section unit needed.
const SECTION_UNITS = ['亿', '万', ''] as const;

/** One section (1-9999): one 零 per zero run between digits, trailing zeros dropped. */
function section(value: number): string {
  const digits = String(value).padStart(4, '0');
  let out = '';
  let zero = false;
  for (let i = 0; i < 4; i++) {
    const d = Number(digits[i]);
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += '零';
    out += DIGITS[d]! + IN_SECTION[i];
    zero = false;
  }
  return out;
}

/** Whole yuan (≥ 1) in 大写, without 元. */
function integerPart(yuan: number): string {
  const sections = [Math.floor(yuan / 1e8), Math.floor(yuan / 1e4) % 1e4, yuan % 1e4];
  let out = '';
  let skipped = false; // a zero section after a written one: the next section needs 零
  sections.forEach((value, i) => {
    if (value === 0) {
      skipped = out !== '';
      return;
    }
    // 零 when whole sections were zero, or this section starts with a zero (壹拾万零壹拾).
    if (out !== '' && (skipped || value < 1000)) out += '零';
    out += section(value) + SECTION_UNITS[i];
    skipped = false;
  });
  return out;
}

/**
 * fen → 大写, e.g. 10001050 → 壹拾万零壹拾元伍角. Throws RangeError for a value that is not
 * money (negative, fractional, NaN, above MAX_FEN): writing a wrong amount on a contract is
 * worse than failing loudly, and callers only pass totals that went through the fen helpers.
 */
export function capitalYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0 || fen > MAX_FEN) throw new RangeError(`not an amount in fen: ${fen}`);
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const fenDigit = fen % 10;
  let out = yuan > 0 ? integerPart(yuan) + '元' : '';
  if (jiao === 0 && fenDigit === 0) return out + '整';
  // (五)3 and (五)4: 零 after 元 when the 元 digit or the 角 digit is a zero before a written digit.
  if (yuan > 0 && (jiao === 0 || yuan % 10 === 0)) out += '零';
  if (jiao > 0) out += DIGITS[jiao]! + '角';
  if (fenDigit > 0) out += DIGITS[fenDigit]! + '分';
  return out;
}
