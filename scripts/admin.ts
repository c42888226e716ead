// `npm run admin -- <command>`: account administration against DATA_DIR (see USAGE).
import { loadConfig } from '../sync-server/src/config';
import { runAdmin, UsageError, USAGE } from '../sync-server/src/admin/commands';

const config = loadConfig();
try {
  console.log(await runAdmin(process.argv.slice(2), { dataDir: config.dataDir, baseUrl: `http://${config.host}:${config.port}`, databaseUrl: config.databaseUrl, blobDir: config.blobDir, progress: (line) => process.stderr.write(`\r${line}   `) }));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  console.error(`错误：${err.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
