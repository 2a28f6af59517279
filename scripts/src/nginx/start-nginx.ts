import { buildApps } from '../build/build-apps';
import { describeEnd, startSandbox } from '../sandbox-entry';
import { startNginxServers } from './nginx-servers';

// `pnpm start:nginx`: like `pnpm start` (builds what changed, then serves, with the sandbox API on :8090),
// but each app is served by nginx with its production configuration from deploy/<app>/nginx.conf. The
// sandbox runs in its own process; either one stopping unexpectedly stops everything with exit code 1.
async function main() {
  await buildApps();
  const sandbox = await startSandbox();
  const nginx = await startNginxServers().catch(async (error: unknown) => {
    await sandbox.stop();
    throw error;
  });
  console.log('\nOpen http://localhost:8090/login to sign in as a sample customer or the guest.');
  let stopping = false;
  const stop = (code: number) => {
    stopping = true;
    void Promise.allSettled([nginx.stop(), sandbox.stop()]).then(() => process.exit(code));
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  // A signal to the whole process group (Ctrl-C, Playwright's shutdown) reaches nginx and the sandbox too,
  // and their exit may be seen before our own handler runs: only an exit not followed by that signal is a failure.
  void sandbox.exited.then((end) =>
    setTimeout(() => {
      if (stopping) return;
      console.error(`The sandbox API stopped unexpectedly (${describeEnd(end)})`);
      stop(1);
    }, 500),
  );
  void nginx.exited.then(({ app, code }) => {
    setTimeout(() => {
      if (stopping) return;
      console.error(`nginx for ${app} stopped unexpectedly (${code ?? 'signal'})`);
      stop(1);
    }, 500);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
