import { buildApps } from '../build/build-apps';
import { startSandbox } from '../sandbox-entry';
import { startNginxServers } from './nginx-servers';

// `pnpm start:nginx`: like `pnpm start` (builds what changed, then serves, with the sandbox API on :8090),
// but each app is served by nginx with its production configuration from deploy/<app>/nginx.conf.
async function main() {
  await buildApps();
  const sandbox = await startSandbox();
  const nginx = await startNginxServers();
  console.log('\nOpen http://localhost:8090/login to sign in as a sample customer or the guest.');
  let stopping = false;
  const stop = (code: number) => {
    stopping = true;
    void Promise.all([nginx.stop(), sandbox.close()]).then(() => process.exit(code));
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  void nginx.exited.then(({ app, code }) => {
    // A signal to the whole process group (Ctrl-C, Playwright's shutdown) reaches nginx too, and its exit
    // may be seen before our own handler runs: only an exit not followed by that signal is a failure.
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
