import type { ChildProcess } from 'node:child_process';

/** Closes a helper process's channel (it exits on disconnect); kills it if it has not gone in time. */
export async function stopChild(child: ChildProcess, exited: boolean, timeoutMs = 5000): Promise<void> {
  if (exited) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await gone;
  clearTimeout(timer);
}
