import { describe, expect, it } from 'vitest';
import { luxVerdict } from './lux-verdict';

describe('luxVerdict (GB 50034-2013: design values within −10 % of the standard value)', () => {
  it('passes at or above the value, warns down to 90 %, fails below', () => {
    expect(luxVerdict(300, 300)).toBe('pass');
    expect(luxVerdict(412, 300)).toBe('pass');
    expect(luxVerdict(270, 300)).toBe('warn');
    expect(luxVerdict(269.9, 300)).toBe('fail');
  });
});
