import { ensureClientBuild } from '../../scripts/ensure-build';

/** Browser tests run against the real built client, rebuilt only when its sources changed. */
export default function setup(): void {
  ensureClientBuild();
}
