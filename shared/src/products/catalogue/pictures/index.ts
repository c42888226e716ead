import type { PicKind } from '../../../protocol/product';
import type { CataloguePicture } from '../../catalogue-types';
import type { Spec } from '../spec';
import { chandelier, floor, linear, neon, panel, pendant, profile, ring, strip, table, wall } from './covers-wide';
import { downlight, flood, grille, inground, magnetic, magneticBar, spot, surfaceSpot, surfaceTube, track, type CoverArgs } from './covers-point';
import { holeDrawing, sizeDrawing } from './dimensions';
import { backdrop, edgeOf, finishColour, svg } from './svg';

// The pictures of a catalogue product, drawn on demand from its specification: a cover
// (a product illustration in the product's finish, its beam and light colour), a dimension
// drawing and, for a recessed lamp, its cut-out.

const COVERS = {
  downlight: (a: CoverArgs) => downlight(a),
  'downlight-square': (a: CoverArgs) => downlight(a, true),
  spot,
  grille,
  'surface-tube': surfaceTube,
  'surface-spot': surfaceSpot,
  track,
  magnetic,
  'magnetic-bar': magneticBar,
  flood,
  inground,
  strip,
  neon,
  ring,
  profile,
  linear,
  panel: (a: CoverArgs) => panel(a),
  'panel-round': (a: CoverArgs) => panel(a, true),
  chandelier,
  pendant,
  wall,
  floor,
  table,
} as const;

export type DrawKind = keyof typeof COVERS;
export const DRAW_KINDS = Object.keys(COVERS) as DrawKind[];

type DrawnSpec = Pick<Spec, 'draw' | 'finish' | 'beam' | 'cct' | 'size' | 'cutout' | 'name'>;

export function drawPictures(s: DrawnSpec): Partial<Record<PicKind, CataloguePicture[]>> {
  const body = finishColour(s.finish);
  const edge = edgeOf(body);
  const cover = svg(400, 400, backdrop() + COVERS[s.draw]({ body, edge, beam: s.beam, cct: s.cct }));
  const pics: Partial<Record<PicKind, CataloguePicture[]>> = {
    cover: [{ name: `${s.name} 产品图`, svg: cover }],
    size: [{ name: '尺寸图', svg: sizeDrawing(s.size, body, edge) }],
  };
  if (s.cutout) pics.hole = [{ name: '开孔图', svg: holeDrawing(s.cutout) }];
  return pics;
}
