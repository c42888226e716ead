import { newGatewayTable, type GatewayRow } from '../schema/elements/gateway-table';
import { newTable } from '../schema/elements/kinds';
import type { ElementJSON } from '../schema/types';
import { checkSpace, type SpaceProblem } from './gateways';

// The lighting-system page of issue 10 (spec 001 §2, §9): who lives in the home, what each
// space asks of its lights, and whether each space's gateway can serve it. The words come
// through `t` (the app's i18next, or `translate` on the server), so the sample content is in
// the language of whoever adds the page.

type T = (key: string, options?: Record<string, unknown>) => string;
const S = 'lighting.lightingUi.system';

/** One broken limit in words, e.g. 终端 62 个，超过无线便捷型网关的 50 个. */
export function problemText(problem: SpaceProblem, gateway: string, t: T): string {
  const kind = t(`${S}.gatewayKind.${gateway}`);
  switch (problem.reason) {
    case 'terminals':
      return t(`${S}.terminalsOver`, { value: problem.value, limit: problem.limit, gateway: kind });
    case 'area':
      return t(`${S}.areaOver`, { value: problem.value, limit: problem.limit, gateway: kind });
    case 'signal':
      return t(`${S}.signalWeak`, { value: problem.value, limit: problem.limit });
    case 'gateway':
      return t(`${S}.gatewayUnknown`, { value: problem.value });
  }
}

/** Why a row is flagged, every reason joined in one line; '' when the space fits its gateway. */
export function rowFlag(row: GatewayRow, t: T): string {
  return checkSpace(row)
    .map((p) => problemText(p, row.gateway, t))
    .join(t(`${S}.separator`));
}

/** How many rows of a gateway table are flagged. */
export const flaggedCount = (rows: readonly GatewayRow[]): number => rows.filter((row) => checkSpace(row).length > 0).length;

const PAGE = { width: 1920, height: 1080 };
const SAMPLES = ['a', 'b', 'c'] as const;

/**
 * The page's name and elements: a title, the member list, the space table and a gateway table
 * of three sample spaces, the third more than its gateway serves (so a new page shows what a
 * flag looks like). The tables are placed here rather than by the editor's free-spot search:
 * they are a layout, not things dropped on a page.
 */
export function newLightingSystemPage(t: T): { name: string; items: Omit<ElementJSON, 'id'>[] } {
  const w = (key: string) => t(`${S}.${key}`);
  const title: Omit<ElementJSON, 'id'> = { tag: 'text', type: 'title', left: 80, top: 40, width: 1760, height: 100, rotate: 0, html: `<h1>${w('title').replace(/[<>&]/g, '')}</h1>` };
  const members = newTable(PAGE, [w('member'), w('role'), w('age'), w('routine')]);
  const memberKeys = ['member', 'role', 'age', 'routine'];
  const spaces = newTable(PAGE, [w('space'), w('area'), w('terminals'), w('scene'), w('rhythm')]);
  const spaceKeys = ['space', 'area', 'terminals', 'scene', 'rhythm'];
  const cells = (group: string, keys: string[]) => SAMPLES.map((s) => Object.fromEntries(keys.map((k, i) => [`c${i + 1}`, w(`${group}.${s}.${k}`)])));
  const space = (s: (typeof SAMPLES)[number]) => w(`sampleSpaces.${s}.space`);
  const scene = (s: (typeof SAMPLES)[number]) => w(`sampleScenes.${s}`);
  const rows: GatewayRow[] = [
    { space: space('a'), gateway: 'wired-enhanced', terminals: 24, area: 36, signal: -55, scene: scene('a'), rhythm: true },
    { space: space('b'), gateway: 'wireless-convenience', terminals: 12, area: 20, signal: -62, scene: scene('b'), rhythm: true },
    // 62 terminals and 120 m² are more than a wireless convenience gateway's 50 and 100 m²
    { space: space('c'), gateway: 'wireless-convenience', terminals: 62, area: 120, signal: -66, scene: scene('c'), rhythm: false },
  ];
  return {
    name: w('pageName'),
    items: [
      title,
      { ...members, left: 80, top: 170, width: 860, height: 260, fontSize: 22, rows: cells('sampleMembers', memberKeys) },
      { ...spaces, left: 980, top: 170, width: 860, height: 260, fontSize: 22, rows: cells('sampleSpaces', spaceKeys) },
      newGatewayTable({ left: 80, top: 480, width: 1760, height: 320 }, rows),
    ],
  };
}
