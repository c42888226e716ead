import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './source-hash.ts';

/**
 * Writes /kit/sw.js: the service worker source (client/sw.js) with the list of this build's
 * files to precache and a cache name unique to the build, so a deploy replaces the old shell.
 * The list is taken after the bundle is written, from the final files: chunks that Vite drops
 * late (CSS-only ones) must not be listed, or the worker's install fails and nothing works
 * offline. Written by hand rather than with a PWA plugin: the worker is small, and the
 * plugin's bundler pulls in packages that break `npm ci` with this npm.
 */
export function serviceWorker(base: string): Plugin {
  return {
    name: 'lightkit-service-worker',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.keys(bundle).filter((f) => !f.endsWith('.map') && f !== 'build.json' && f !== 'index.html');
      const missing = files.filter((f) => !existsSync(join(outDir, f)));
      if (missing.length) throw new Error(`service worker would precache missing files: ${missing.join(', ')}`);
      const precache = [base, ...files.map((f) => `${base}${f}`)];
      if (!precache.includes(`${base}favicon.svg`)) precache.push(`${base}favicon.svg`);
      const version = JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')).hash.slice(0, 12) as string;
      const source = readFileSync(join(ROOT, 'client/sw.js'), 'utf8');
      writeFileSync(join(outDir, 'sw.js'), `const CACHE = 'lightkit-${version}';\nconst BASE = ${JSON.stringify(base)};\nconst PRECACHE = ${JSON.stringify(precache)};\n${source}`);
    },
  };
}
