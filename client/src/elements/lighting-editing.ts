import type { ComponentType } from 'react';
import type { LIGHTING_TAGS } from '../../../shared/src/schema/elements/lighting';
import { ActivityLineInspector } from './activity-line/ActivityLineInspector';
import { ActivityRangeInspector } from './activity-range/ActivityRangeInspector';
import { LampPointInspector } from './lamp-point/LampPointInspector';
import { LampSpotInspector } from './lamp-spot/LampSpotInspector';
import { LegendInspector } from './legend/LegendInspector';
import { RangeInspector } from './range/RangeInspector';
import { SpaceInspector } from './space/SpaceInspector';
import { extendElementKind, type InspectorProps } from './registry';

/** The inspector of every lighting kind (typed over LIGHTING_TAGS, so a kind added there must be added here). */
export const LIGHTING_INSPECTORS: Record<(typeof LIGHTING_TAGS)[number], ComponentType<InspectorProps>> = {
  'lamp-point': LampPointInspector,
  'lamp-spot': LampSpotInspector,
  'ill-range': RangeInspector,
  'cct-range': RangeInspector,
  'activity-line': ActivityLineInspector,
  'activity-range': ActivityRangeInspector,
  space: SpaceInspector,
  legend: LegendInspector,
};

// The lighting kinds' editing parts. Their drawing is registered in drawn.ts, which index.ts
// imports first (extendElementKind throws for a kind that does not draw).
for (const [tag, Inspector] of Object.entries(LIGHTING_INSPECTORS)) extendElementKind(tag, { Inspector });
