import { describe, expect, it } from 'vitest';
import { BASE_TEXT_SIZE } from '../../../shared/src/templates/page-kit';
import { BASE_FONT_SIZE } from './typography';

describe('the deck templates and the editor agree on the base text size', () => {
  it('page-kit spaces small text against the size the editor lays lines out with', () => {
    expect(BASE_TEXT_SIZE).toBe(BASE_FONT_SIZE);
  });
});
