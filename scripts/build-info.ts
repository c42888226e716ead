import type { Plugin } from 'vite';
import { sourceHash } from './source-hash.ts';

/** Emits build.json (the source hash) so `npm start` can tell a stale build and the server a new version. */
export function buildInfo(): Plugin {
  return {
    name: 'lightkit-build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ hash: sourceHash(), built: new Date().toISOString() }),
      });
    },
  };
}
