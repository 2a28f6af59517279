import { startStaticServers } from './static/start-static-servers';
import { startSandbox } from './sandbox-entry';

// `pnpm serve`: the production builds as they are, each on its own origin, and the sandbox API.
async function main() {
  await startSandbox();
  const servers = await startStaticServers();
  const stop = () => void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
