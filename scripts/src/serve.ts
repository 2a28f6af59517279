import { startStaticServers } from './static/start-static-servers';
import { startSandbox, stopTogether } from './sandbox-entry';

// `pnpm serve`: the production builds as they are, each on its own origin, and the sandbox API in its own process.
async function main() {
  const sandbox = await startSandbox();
  const servers = await startStaticServers().catch(async (error: unknown) => {
    await sandbox.stop();
    throw error;
  });
  stopTogether(sandbox, () => Promise.all(servers.map((server) => server.close())));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
