import { describe, expect, it } from 'vitest';
import { checkPastedText, decodeElements, encodeElements, PASTE_LIMIT, textToHtml } from './clipboard';

describe('paste rules', () => {
  it('ignores empty paste and refuses more than 2000 characters, counting Chinese as one each', () => {
    expect(checkPastedText('  \n ')).toEqual({ kind: 'empty' });
    expect(checkPastedText('灯'.repeat(PASTE_LIMIT))).toEqual({ kind: 'ok', text: '灯'.repeat(2000) });
    expect(checkPastedText('灯'.repeat(2001))).toEqual({ kind: 'too-long', length: 2001 });
    expect(checkPastedText('a\r\nb')).toEqual({ kind: 'ok', text: 'a\nb' });
  });

  it('round-trips elements and rejects anything else', () => {
    const items = [{ id: 'e1', tag: 'shape', left: 1, top: 2, width: 3, height: 4 }];
    expect(decodeElements(encodeElements(items))).toEqual(items);
    expect(decodeElements('hello')).toBeNull();
    expect(decodeElements('lightkit/elements:{bad')).toBeNull();
    expect(decodeElements('lightkit/elements:[{"tag":"x","left":"1"}]')).toEqual([]);
  });

  it('turns text into escaped paragraphs', () => {
    expect(textToHtml('<b>灯</b>\n二')).toBe('<p>&lt;b&gt;灯&lt;/b&gt;</p><p>二</p>');
  });
});
