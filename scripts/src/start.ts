import { buildApps } from './build/build-apps';
import { startStaticServers } from './static/start-static-servers';
import { startSandbox } from './sandbox-entry';

// `pnpm start`: builds for production what changed since the last build, then serves the product.
async function main() {
  await buildApps();
  await startSandbox();
  await startStaticServers();
  console.log('\nOpen http://localhost:8090/login to sign in as a sample customer or the guest.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
