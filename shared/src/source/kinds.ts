import { PHOTOMETRY_TYPES, SOURCE_IMAGE_TYPES } from '../protocol/source';
import type { SourceKind } from '../protocol/source-library';
import { AUDIO_TYPES, VIDEO_TYPES } from '../protocol/source-media';

/**
 * The stored types each kind of material is (issue 20): the editor's picture dialog lists
 * pictures only, the product editor lighting data files only, the library everything.
 */
export const KIND_TYPES: Record<Exclude<SourceKind, 'all'>, readonly string[]> = {
  image: SOURCE_IMAGE_TYPES,
  video: VIDEO_TYPES,
  audio: AUDIO_TYPES,
  photometry: PHOTOMETRY_TYPES,
};
