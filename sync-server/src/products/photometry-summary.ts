import type { CataloguePhotometry } from '../../../shared/src/products/catalogue-types';
import { parsePhotometry, type Photometry } from '../../../shared/src/lighting/photometry';
import { writeIes } from '../../../shared/src/lighting/photometry-write';
import type { PhotometrySummary } from '../../../shared/src/protocol/product';
import type { CataloguePhotometryTools } from './seed-catalogue';

// What the library keeps of a photometric file beside the product (the file itself is a blob).

export function photometrySummary(p: Photometry): Omit<PhotometrySummary, 'hash' | 'name'> {
  return {
    format: p.format,
    lumens: p.lumens,
    ratedLumens: p.ratedLumens,
    maxIntensity: p.maxIntensity,
    centreIntensity: p.centreIntensity,
    beamAngle: p.beamAngle,
    fieldAngle: p.fieldAngle,
    inputWatts: p.inputWatts,
  };
}

/**
 * The built-in catalogue's files: generated from the entry's figures with a fixed issue date,
 * so the same catalogue gives the same bytes (and blob) on every server and every day.
 */
export const CATALOGUE_PHOTOMETRY: CataloguePhotometryTools = {
  makeIes: (spec: CataloguePhotometry) =>
    writeIes({
      manufacturer: 'LightKit 示例数据',
      luminaire: `${spec.shape} ${spec.beamAngle}° ${spec.lumens} lm`,
      catalogue: 'LightKit sample',
      lumens: spec.lumens,
      watts: spec.watts,
      beamAngle: spec.beamAngle,
      shape: spec.shape,
      issueDate: '2026-01-01',
    }),
  summarize: (text) => photometrySummary(parsePhotometry(text)),
};
