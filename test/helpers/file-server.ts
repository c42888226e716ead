import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DocClient } from './doc-client';
import { newServer, type TestServer } from './server';

/**
 * The server one test file shares, and the doc clients its tests open (push them onto
 * `clients`): the clients are closed after each test, the server after the file.
 */
export function serverForFile(): { server: TestServer; clients: DocClient[] } {
  const file = { server: undefined as unknown as TestServer, clients: [] as DocClient[] };
  beforeAll(async () => {
    file.server = await newServer();
  });
  afterEach(() => {
    for (const c of file.clients.splice(0)) c.close();
  });
  afterAll(() => file.server.stop());
  return file;
}
