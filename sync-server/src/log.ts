import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, err?: unknown): void;
}

/** Appends timestamped lines to DATA_DIR/logs/server.log and echoes them to the console. */
export function createLogger(dataDir: string, echo = true): Logger {
  const dir = join(dataDir, 'logs');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.log');
  const write = (level: string, message: string) => {
    const line = `${new Date().toISOString()} ${level} ${message}\n`;
    appendFileSync(file, line);
    if (echo) (level === 'ERROR' ? process.stderr : process.stdout).write(line);
  };
  return {
    info: (m) => write('INFO', m),
    warn: (m) => write('WARN', m),
    error: (m, err) => write('ERROR', err instanceof Error ? `${m}: ${err.stack ?? err.message}` : m),
  };
}
