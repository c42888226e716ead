// Gateway capacity on the lighting-system page (issue 10 "The lighting-system page").
// The numbers below are from the issue text: they are LightKit's product rules for its three
// gateway models, not a national standard, so change them here when the products change.

export const GATEWAYS = {
  /** 无线便捷型 */
  'wireless-convenience': { terminals: 50, area: 100 },
  /** 有线增强型 */
  'wired-enhanced': { terminals: 80, area: 150 },
  /** 工程专业型 */
  'engineering-professional': { terminals: 140, area: 300 },
} as const;
export type GatewayKind = keyof typeof GATEWAYS;
export const GATEWAY_KINDS = Object.keys(GATEWAYS) as GatewayKind[];
/** weakest usable signal at the terminals, dBm */
export const MIN_SIGNAL_DBM = -70;

export type SpaceProblem =
  | { reason: 'terminals'; value: number; limit: number }
  | { reason: 'area'; value: number; limit: number }
  | { reason: 'signal'; value: number; limit: number }
  | { reason: 'gateway'; value: string };

export interface Space {
  gateway: string;
  /** number of controlled terminals (lamps, panels, sensors) in the space */
  terminals: number;
  /** m² */
  area: number;
  /** measured or expected signal, dBm; unknown when left out */
  signal?: number;
}

/** Why a space is flagged in the table: every limit it breaks, empty when it fits its gateway. */
export function checkSpace(space: Space): SpaceProblem[] {
  const gateway = (GATEWAYS as Record<string, { terminals: number; area: number }>)[space.gateway];
  if (!gateway) return [{ reason: 'gateway', value: space.gateway }];
  const out: SpaceProblem[] = [];
  if (space.terminals > gateway.terminals) out.push({ reason: 'terminals', value: space.terminals, limit: gateway.terminals });
  if (space.area > gateway.area) out.push({ reason: 'area', value: space.area, limit: gateway.area });
  if (space.signal !== undefined && Number.isFinite(space.signal) && space.signal < MIN_SIGNAL_DBM) out.push({ reason: 'signal', value: space.signal, limit: MIN_SIGNAL_DBM });
  return out;
}
