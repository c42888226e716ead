import type { Catalogue } from '../catalogue-types';
import { CATEGORIES } from './categories';
import { ACCENT_LAMPS, CHANDELIERS, FLOOR_LAMPS, PENDANTS, WALL_LAMPS } from './families/decorative';
import { DOWNLIGHTS, SURFACE_DOWNLIGHTS } from './families/downlights';
import { LINEAR_LAMPS } from './families/linear';
import { OUTDOOR_LAMPS } from './families/outdoor';
import { CEILING_LAMPS, FLAT_PANELS, PANELS } from './families/panels';
import { GRILLES, SPOTLIGHTS, SURFACE_SPOTS } from './families/spots';
import { COVES, MULTI_STRIPS, ROUND_STRIPS, SHAPED_STRIPS, STRIPS } from './families/strips';
import { MAGNETIC_TRACK, TRACK_SPOTS } from './families/tracks';
import { catalogueGroups } from './groups';
import { buildEntry } from './spec';

// The built-in sample catalogue that `npm start` brings (issue 13, "The embedded catalogue"):
// sample data written for LightKit — invented brands, every description says so — covering
// every lamp type of the lamp-point registry. Pictures are drawn from each product's numbers
// when this module loads; nothing is stored as SVG text in the source.

export const CATALOGUE_SPECS = [
  ...DOWNLIGHTS,
  ...SURFACE_DOWNLIGHTS,
  ...SPOTLIGHTS,
  ...SURFACE_SPOTS,
  ...GRILLES,
  ...TRACK_SPOTS,
  ...MAGNETIC_TRACK,
  ...STRIPS,
  ...MULTI_STRIPS,
  ...ROUND_STRIPS,
  ...COVES,
  ...SHAPED_STRIPS,
  ...LINEAR_LAMPS,
  ...PANELS,
  ...FLAT_PANELS,
  ...CEILING_LAMPS,
  ...CHANDELIERS,
  ...PENDANTS,
  ...WALL_LAMPS,
  ...FLOOR_LAMPS,
  ...ACCENT_LAMPS,
  ...OUTDOOR_LAMPS,
];

export const CATALOGUE: Catalogue = {
  version: 1,
  categories: CATEGORIES,
  products: CATALOGUE_SPECS.map(buildEntry),
  groups: catalogueGroups(CATALOGUE_SPECS),
};
