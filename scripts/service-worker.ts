import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './source-hash.ts';

/**
 * Emits /kit/sw.js: the service worker source (client/sw.js) with the list of this build's
 * files to precache and a cache name unique to the build, so a deploy replaces the old shell.
 * Written by hand rather than with a PWA plugin: the worker is small, and the plugin's
 * bundler pulls in packages that break `npm ci` with this npm.
 */
export function serviceWorker(base: string): Plugin {
  return {
    name: 'lightkit-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => !f.endsWith('.map') && f !== 'build.json');
      const precache = [base, ...files.filter((f) => f !== 'index.html').map((f) => `${base}${f}`), `${base}favicon.svg`];
      const version = JSON.stringify(precache).length.toString(36) + Date.now().toString(36);
      const source = readFileSync(join(ROOT, 'client/sw.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const CACHE = 'lightkit-${version}';\nconst BASE = ${JSON.stringify(base)};\nconst PRECACHE = ${JSON.stringify(precache)};\n${source}`,
      });
    },
  };
}
