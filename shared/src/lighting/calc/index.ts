// The design tools' calculations (issue 16): pure functions used by every calculator screen and
// by the compliance badge. Impossible input throws a RangeError whose message is a message key
// (see ./refuse.ts).

export { roomIndex, roomCavityRatio, type RoomSize } from './room-index';
export { utilisationFactor, type UtilisationInput, type UtilisationResult, type UfAxis } from './utilisation-factor';
export { LUMINAIRE_CLASSES, UF_CEILING, UF_FLOOR, UF_ROOM_INDEX, UF_TABLES, UF_WALL, ufColumn, type LuminaireClass } from './uf-tables';
export { lumenMethod, MAINTENANCE_FACTORS, type LumenMethodInput, type LumenMethodResult, type MaintenancePreset } from './lumen-method';
export { pointIlluminance, illuminanceAtDistance } from './point';
export { beamDiameter, solidAngle, centreIntensity } from './beam';
export { melanopic, wellL03, MELANOPIC_RATIO_BY_CCT, EML_PER_EDI, WELL_L03, type MelanopicResult } from './melanopic';
export { powerDensity, checkPowerDensity, lpdLimit, LPD_LIMITS, type LpdCheck, type LpdLimit } from '../power-density';
export * from './intensity-at';
