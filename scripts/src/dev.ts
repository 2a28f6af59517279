import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { APPS } from './ports';
import { REPO_ROOT } from './repo-root';
import { startSandbox } from './sandbox-entry';

// `pnpm dev`: every app under webpack-dev-server (watch + hot reload) on its production port, and the sandbox API.
async function main() {
  await startSandbox();
  const children: ChildProcess[] = APPS.map((app) =>
    spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
      cwd: join(REPO_ROOT, app),
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    }),
  );
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
