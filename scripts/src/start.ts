import { buildApps } from './build/build-apps';
import { startStaticServers } from './static/start-static-servers';
import { startSandbox, stopTogether } from './sandbox-entry';

// `pnpm start`: builds for production what changed since the last build, then serves the product, with
// the sandbox API in its own process (a slow request there never stalls the apps' servers).
async function main() {
  await buildApps();
  const sandbox = await startSandbox();
  const servers = await startStaticServers().catch(async (error: unknown) => {
    await sandbox.stop();
    throw error;
  });
  stopTogether(sandbox, () => Promise.all(servers.map((server) => server.close())));
  console.log('\nOpen http://localhost:8090/login to sign in as a sample customer or the guest.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
