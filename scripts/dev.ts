// `npm run dev`: the real server on PORT (default 8080) restarting on change, and Vite with
// HMR on 5173 proxying /kapi (HTTP and WebSocket) to it. Open http://127.0.0.1:5173/kit/.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './source-hash';

const port = process.env.PORT ?? '8080';
const children: ChildProcess[] = [
  spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'sync-server/src/index.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, LIGHTKIT_API: `http://127.0.0.1:${port}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
