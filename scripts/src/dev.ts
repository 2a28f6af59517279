import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { APPS } from './ports';
import { REPO_ROOT } from './repo-root';
import { startSandbox, stopTogether } from './sandbox-entry';

// `pnpm dev`: every app under webpack-dev-server (watch + hot reload) on its production port, and the sandbox API
// in its own process.
async function main() {
  const sandbox = await startSandbox();
  const children: ChildProcess[] = APPS.map((app) =>
    spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
      cwd: join(REPO_ROOT, app),
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    }),
  );
  stopTogether(sandbox, async () => {
    for (const child of children) child.kill('SIGTERM');
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
