import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-hash';

/*
 * Every `npm run` script names things that exist: its program in node_modules/.bin, the file
 * tsx runs, the vitest project it picks (a script naming a project or file that was renamed away
 * fails only when someone runs it, often in CI). `npm test` (scripts/test.ts) is held to the same.
 */
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
/** The vitest projects vite.config.ts defines. */
const projects = new Set([...read('vite.config.ts').matchAll(/\bname: '([\w-]+)'/g)].map((m) => m[1]!));

describe('package.json scripts', () => {
  it('finds the projects it checks against', () => {
    expect([...projects].sort()).toEqual(expect.arrayContaining(['e2e', 'integration', 'integration-pg', 'timing', 'unit']));
  });

  for (const [name, line] of Object.entries(scripts)) {
    it(`${name}: every command of "${line}" resolves`, () => {
      for (const command of line.split('&&').map((c) => c.trim())) {
        const [program, ...args] = command.split(/\s+/);
        expect(existsSync(join(ROOT, 'node_modules/.bin', program!)), `${program} is installed`).toBe(true);
        if (program === 'tsx') expect(existsSync(join(ROOT, args[0]!)), `${args[0]} exists`).toBe(true);
        const project = args.indexOf('--project');
        if (project >= 0) expect(projects.has(args[project + 1]!), `vitest project ${args[project + 1]}`).toBe(true);
      }
    });
  }

  it('npm test runs only projects that exist', () => {
    const stages = [...read('scripts/test.ts').matchAll(/vitest\('[\w-]+', '([\w-]+)'/g)].map((m) => m[1]!);
    expect(stages.length).toBeGreaterThanOrEqual(5);
    for (const project of stages) expect(projects.has(project), project).toBe(true);
  });
});
