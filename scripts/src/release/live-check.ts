import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { parseFederationManifest, readLiveManifest, type FederationManifest } from './federation-manifest';
import { checkHostRelease, checkRemoteRelease, type ReleaseVerdict } from './release-check';

/** The part of the host's runtime-config.json the check needs: each remote's federation name → its manifest URL. */
const RemotesOfRuntimeConfigSchema = v.object({ remotes: v.record(v.string(), v.pipe(v.string(), v.url())) });

/** The fresh build's own manifest; a build without a readable one is a broken build, not a refusal. */
export function readBuildManifest(buildDir: string): FederationManifest {
  const file = join(buildDir, 'mf-manifest.json');
  const parsed = parseFederationManifest(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(`${file} is not a federation manifest: ${parsed.problem}`);
  return parsed.manifest;
}

/** The remotes a host release must keep serving, from the runtime config the host will read: name → manifest URL. */
export function remotesOfRuntimeConfig(file: string): Array<{ app: string; url: string }> {
  const result = v.safeParse(RemotesOfRuntimeConfigSchema, JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) throw new Error(`${file}: no "remotes" map of manifest URLs (${result.issues[0]?.message ?? 'wrong shape'})`);
  // the federation name (remote_bond) is the app's folder name (remote-bond) with underscores
  return Object.entries(result.output.remotes).map(([name, url]) => ({ app: name.replace(/_/g, '-'), url }));
}

export interface LiveCheckOptions {
  app: string;
  buildDir: string;
  /** The live host's origin, whose mf-manifest.json a remote's release is judged against. */
  hostOrigin: string;
  /** For a host's release: the runtime config naming the live remotes (default: the served folder's, else the build's). */
  runtimeConfig?: string;
  /** The served release folder. */
  target: string;
}

/** Reads the live manifests a release depends on and judges the fresh build against them. */
export async function checkAgainstLive(options: LiveCheckOptions): Promise<ReleaseVerdict> {
  const build = readBuildManifest(options.buildDir);
  if (options.app !== 'host') {
    const host = await readLiveManifest(new URL('/mf-manifest.json', options.hostOrigin).href);
    return checkRemoteRelease({ app: options.app, build, host });
  }
  if (options.runtimeConfig !== undefined && !existsSync(options.runtimeConfig)) throw new Error(`--runtime-config ${options.runtimeConfig}: no such file`);
  const configFile = [options.runtimeConfig, join(options.target, 'runtime-config.json'), join(options.buildDir, 'runtime-config.json')].find(
    (file): file is string => file !== undefined && existsSync(file),
  );
  if (configFile === undefined) throw new Error('no runtime-config.json names the live remotes: pass --runtime-config <file>');
  const remotes = await Promise.all(remotesOfRuntimeConfig(configFile).map(async ({ app, url }) => ({ app, manifest: await readLiveManifest(url) })));
  return checkHostRelease({ build, remotes });
}
