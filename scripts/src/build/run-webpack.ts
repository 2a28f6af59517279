import { spawn } from 'node:child_process';

/**
 * Runs an app's production build with its own webpack.config.ts (in `appDir`), into its `dist` or into
 * `outDir`, with `env` added to this process's environment; resolves with the time it took in ms.
 */
export function runProductionBuild(appDir: string, outDir?: string, env: Readonly<Record<string, string>> = {}): Promise<number> {
  const started = Date.now();
  const args = [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', ...(outDir === undefined ? [] : ['--output-path', outDir])];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: appDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env, NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --no-deprecation`.trim() },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise(Date.now() - started) : reject(new Error(`build of ${appDir} failed (${code})`))));
  });
}
