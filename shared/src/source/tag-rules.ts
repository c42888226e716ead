import type { MessageKey } from '../i18n';

/**
 * Tag rules of the material library (spec 000 §5): "trimmed; empty rejected; not a number;
 * cannot start or end with a special character; English tag 2-64 characters; Chinese tag 2-16
 * characters, no spaces or punctuation; other forms invalid. Maximum 5 tags per item. Input
 * maxlength 64."
 *
 * What the spec leaves open, decided here:
 * - Length counts code points after NFC normalisation, so "é" or "𠀀" is one character.
 * - A tag holding ANY Han ideograph is Chinese: mixed "LED灯带" follows the Chinese rule (2-16,
 *   no spaces or punctuation; Latin letters and digits inside are fine).
 * - Otherwise it is English: Latin letters, digits, single spaces and ASCII punctuation.
 *   Anything else (kana, Cyrillic, emoji, full-width punctuation without a Han character) is
 *   one of the spec's "other forms" and invalid.
 * - Runs of inner whitespace collapse to one space (what the user sees is what is stored).
 * - "Special character" = neither a letter nor a digit (Unicode \p{L} or \p{Nd}; ideographs are
 *   letters). It is checked at both ends.
 * - "Not a number": only digits, optionally with one decimal point ("2024", "3.5").
 * - Duplicates compare case-insensitively and are IGNORED (adding "led" to ["LED"] keeps
 *   ["LED"] and is no error): retyping a tag an item has is harmless, not a mistake to report.
 */

export const MAX_TAGS = 5;
export const TAG_INPUT_MAX = 64;
export const EN_TAG_MIN = 2;
export const EN_TAG_MAX = 64;
export const ZH_TAG_MIN = 2;
export const ZH_TAG_MAX = 16;

export type TagRefusal = Extract<
  MessageKey,
  | 'sourceLibrary.tagEmpty'
  | 'sourceLibrary.tagNumeric'
  | 'sourceLibrary.tagEdgeSpecial'
  | 'sourceLibrary.tagEnglishLength'
  | 'sourceLibrary.tagChineseLength'
  | 'sourceLibrary.tagChineseSpaces'
  | 'sourceLibrary.tagInvalid'
  | 'sourceLibrary.tagLimit'
>;

export type TagCheck = { ok: true; tag: string } | { ok: false; reason: TagRefusal };

const HAN = /\p{Script=Han}/u;
const NUMERIC = /^\p{Nd}+(\.\p{Nd}+)?$/u;
const WORD_CHAR = /^[\p{L}\p{Nd}]$/u;
/** Chinese tags: ideographs, Latin letters and digits only. */
const CHINESE_BODY = /^[\p{Script=Han}\p{Script=Latin}\p{Nd}]+$/u;
/** English tags: Latin letters, digits, single spaces, printable ASCII punctuation. */
const ENGLISH_BODY = /^[\p{Script=Latin}\p{Nd} \x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+$/u;

/** The tag as it would be stored: NFC, trimmed, inner whitespace runs as one space. */
export function normalizeTag(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** The key two tags are the same by (case-insensitive). */
export function tagKey(tag: string): string {
  return normalizeTag(tag).toLocaleLowerCase('en');
}

export function isChineseTag(tag: string): boolean {
  return HAN.test(tag);
}

/** One tag against the rules; the refusal is an i18n key. */
export function checkTag(raw: string): TagCheck {
  const tag = normalizeTag(raw);
  const chars = [...tag];
  if (chars.length === 0) return { ok: false, reason: 'sourceLibrary.tagEmpty' };
  if (NUMERIC.test(tag)) return { ok: false, reason: 'sourceLibrary.tagNumeric' };
  if (!WORD_CHAR.test(chars[0]!) || !WORD_CHAR.test(chars[chars.length - 1]!)) return { ok: false, reason: 'sourceLibrary.tagEdgeSpecial' };
  if (isChineseTag(tag)) {
    if (!CHINESE_BODY.test(tag)) {
      return { ok: false, reason: /[\s\p{P}\p{S}]/u.test(tag) ? 'sourceLibrary.tagChineseSpaces' : 'sourceLibrary.tagInvalid' };
    }
    if (chars.length < ZH_TAG_MIN || chars.length > ZH_TAG_MAX) return { ok: false, reason: 'sourceLibrary.tagChineseLength' };
    return { ok: true, tag };
  }
  if (!ENGLISH_BODY.test(tag)) return { ok: false, reason: 'sourceLibrary.tagInvalid' };
  if (chars.length < EN_TAG_MIN || chars.length > EN_TAG_MAX) return { ok: false, reason: 'sourceLibrary.tagEnglishLength' };
  return { ok: true, tag };
}

export type AddTagResult = { ok: true; tags: string[]; added: boolean } | { ok: false; reason: TagRefusal };

/**
 * Add one typed tag to an item's tags: refused when the tag breaks a rule or the item already
 * has MAX_TAGS; a duplicate is ignored (added: false, same list).
 */
export function addTag(existing: readonly string[], raw: string): AddTagResult {
  const check = checkTag(raw);
  if (!check.ok) return check;
  const key = tagKey(check.tag);
  if (existing.some((t) => tagKey(t) === key)) return { ok: true, tags: [...existing], added: false };
  if (existing.length >= MAX_TAGS) return { ok: false, reason: 'sourceLibrary.tagLimit' };
  return { ok: true, tags: [...existing, check.tag], added: true };
}
