import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './source-hash.ts';

/**
 * Writes /kit/sw.js: the service worker source (client/sw.js) with the list of this build's
 * files (and the public folder's) to precache and a cache name unique to the build, so a deploy replaces the old shell.
 * The list is taken after the bundle is written, from the final files: chunks that Vite drops
 * late (CSS-only ones) must not be listed, or the worker's install fails and nothing works
 * offline. Written by hand rather than with a PWA plugin: the worker is small, and the
 * plugin's bundler pulls in packages that break `npm ci` with this npm.
 */
/** Every file of the public folder (favicon, manifest, home-screen icons), as served paths. */
function publicFiles(dir: string, root = dir): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? publicFiles(path, root) : [relative(root, path).split('\\').join('/')];
    });
}

export function serviceWorker(base: string): Plugin {
  return {
    name: 'lightkit-service-worker',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.keys(bundle).filter((f) => !f.endsWith('.map') && f !== 'build.json' && !f.endsWith('.html'));
      const missing = files.filter((f) => !existsSync(join(outDir, f)));
      if (missing.length) throw new Error(`service worker would precache missing files: ${missing.join(', ')}`);
      const precache = [base, ...files.map((f) => `${base}${f}`)];
      // Vite copies the public folder without listing it in the bundle. The manifest and the
      // icons must be there offline, or an app opened from the home screen has no icon or name.
      for (const file of publicFiles(join(ROOT, 'client/public'))) if (!precache.includes(`${base}${file}`)) precache.push(`${base}${file}`);
      const version = JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')).hash.slice(0, 12) as string;
      const source = readFileSync(join(ROOT, 'client/sw.js'), 'utf8');
      writeFileSync(join(outDir, 'sw.js'), `const CACHE = 'lightkit-${version}';\nconst BASE = ${JSON.stringify(base)};\nconst PRECACHE = ${JSON.stringify(precache)};\n${source}`);
    },
  };
}
