import { describe, expect, it } from 'vitest';
import { LIGHTING_TAGS } from '../../../shared/src/schema/elements/lighting';
import { KIND_FIELDS } from '../../../shared/src/schema/elements/specs';
import { kindOf } from './index';

// Issue 10: a lighting kind is one folder and one registry line per half; none may be left
// drawing as the unknown-kind placeholder or without its inspector, or unchecked on the way in.
describe('the lighting kinds are registered whole', () => {
  it.each([...LIGHTING_TAGS])('%s draws, has an inspector, and its fields are checked', (tag) => {
    const kind = kindOf(tag);
    expect(kind?.Render).toBeTypeOf('function');
    expect(kind?.Inspector).toBeTypeOf('function');
    expect(KIND_FIELDS[tag]).toBeDefined();
  });
});
