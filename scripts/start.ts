// `npm start`: build the client if it is missing or stale, then run the server.
import { ensureClientBuild } from './ensure-build';

ensureClientBuild();
const { main } = await import('../sync-server/src/index');
await main();
