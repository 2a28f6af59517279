import { join } from 'node:path';
import type { RuleSetRule } from 'webpack';
import { REPO_ROOT } from '../repo-root';
import { createAppConfig, type AppRole } from './create-app-config';

function configOf(app: string, role: AppRole, mode: 'production' | 'development', standalone = false) {
  return createAppConfig({
    appDir: join(REPO_ROOT, app),
    role,
    federation: { name: app.replace(/-/g, '_'), ...(role === 'remote' ? { exposes: { './routes': './src/exposes/routes.tsx' } } : {}) },
    port: 8080,
    mode,
    standalone,
  });
}

const pluginNames = (config: ReturnType<typeof configOf>) => (config.plugins ?? []).map((plugin) => (plugin && typeof plugin === 'object' ? plugin.constructor.name : ''));
const swcReact = (config: ReturnType<typeof configOf>): unknown => {
  const rule = (config.module?.rules ?? []).find((candidate): candidate is RuleSetRule => typeof candidate === 'object' && candidate !== null && String(candidate.test) === String(/\.tsx?$/));
  const use = rule?.use as { options: { jsc: { transform: { react: unknown } } } };
  return use.options.jsc.transform.react;
};

describe('React Fast Refresh in the apps’ builds', () => {
  it.each([
    ['host', 'host'],
    ['remote-bond', 'remote'],
  ] as const)('leaves a production build of %s as it was: no refresh plugin, transform, entry module or alias', (app, role) => {
    const config = configOf(app, role, 'production');
    expect(pluginNames(config)).not.toContain('ReactRefreshPlugin');
    expect(swcReact(config)).toEqual({ runtime: 'automatic', development: false });
    expect(config.entry).toEqual(role === 'host' ? { main: './src/index.ts' } : {});
    expect(Object.keys(config.resolve?.alias ?? {})).toEqual(['@module-federation/runtime-tools/runtime-core$']);
  });

  it("hooks the host's page into React first and publishes its runtime", () => {
    const config = configOf('host', 'host', 'development');
    expect(pluginNames(config)).toContain('ReactRefreshPlugin');
    expect(swcReact(config)).toEqual({ runtime: 'automatic', development: true, refresh: true });
    expect(config.entry).toEqual({ main: [join(__dirname, 'refresh-runtime', 'publish-runtime.ts'), './src/index.ts'] });
    expect(Object.values(config.resolve?.alias ?? {})).not.toContain(join(__dirname, 'refresh-runtime', 'remote-runtime.ts'));
  });

  it("gives a federated remote's modules the host's runtime instead of a copy of their own", () => {
    const config = configOf('remote-bond', 'remote', 'development');
    expect(pluginNames(config)).toContain('ReactRefreshPlugin');
    const alias = config.resolve?.alias as Record<string, string>;
    expect(alias['react-refresh/runtime$']).toBe(join(__dirname, 'refresh-runtime', 'remote-runtime.ts'));
    expect(alias[`${require.resolve('react-refresh')}$`]).toBe(join(__dirname, 'refresh-runtime', 'remote-runtime.ts'));
  });

  it('lets a remote on its own page own its runtime, like the host', () => {
    const config = configOf('remote-bond', 'remote', 'development', true);
    expect(config.entry).toEqual({ main: [join(__dirname, 'refresh-runtime', 'publish-runtime.ts'), './src/index.ts'] });
    expect(Object.values(config.resolve?.alias ?? {})).not.toContain(join(__dirname, 'refresh-runtime', 'remote-runtime.ts'));
  });
});
