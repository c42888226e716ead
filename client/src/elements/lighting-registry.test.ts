import { describe, expect, it } from 'vitest';
import { LIGHTING_TAGS } from '../../../shared/src/schema/elements/lighting';
import { PLANNING_TAGS } from '../../../shared/src/planning/kinds';
import { KIND_FIELDS } from '../../../shared/src/schema/elements/specs';
import { kindOf } from './index';

// Issue 10: a lighting kind is one folder and one registry line per half; none may be left
// drawing as the unknown-kind placeholder or without its inspector, or unchecked on the way in.
// Issue 11's planning tables and charts are held to the same.
describe('the lighting and planning kinds are registered whole', () => {
  it.each([...LIGHTING_TAGS, ...PLANNING_TAGS])('%s draws, has an inspector, and its fields are checked', (tag) => {
    const kind = kindOf(tag);
    expect(kind?.Render).toBeTypeOf('function');
    expect(kind?.Inspector).toBeTypeOf('function');
    expect(KIND_FIELDS[tag]).toBeDefined();
  });
  it('the space-illuminance chart is one of the planning kinds the 照明 menu inserts', () => {
    expect(PLANNING_TAGS).toContain('lit-area');
  });
});

describe('the illuminance / colour-temperature mode chart', () => {
  it('is a planning kind, so it is held to the test above and offered in the insert menu', () => {
    expect(PLANNING_TAGS).toContain('lit-ill-cct');
  });
});

describe('the visual-interest chart', () => {
  it('is a planning kind, so it is held to the test above and offered in the insert menu', () => {
    expect(PLANNING_TAGS).toContain('lit-vision');
  });
});
