import semver from 'semver';
import type { FederationManifest, LiveManifest, SharedModule } from './federation-manifest';

/**
 * Whether a release can go live without breaking the page. Shared singletons (the kernel `shared`, react,
 * react-dom, valtio) are `strictVersion` and loaded first by the host: a remote whose required range the
 * host's version does not satisfy fails to load, and its area shows the fallback. So before publishing,
 * a remote's fresh build is judged against the live host's manifest, and a host's fresh build against
 * every live remote's manifest. Each problem is one or two lines: the reason, then what to release first.
 */
export interface ReleaseVerdict {
  ok: boolean;
  problems: string[];
}

const FORCE_HINT = 'A first deployment (nothing live to check against) passes --force.';

type Mismatch = { kind: 'missing' } | { kind: 'too-old'; provided: string } | { kind: 'too-new'; provided: string } | { kind: 'not-a-range' } | { kind: 'not-a-version'; provided: string };

/** How the version `provided` (undefined: not provided) fails the range the requiring app accepts; undefined when it satisfies it. */
function mismatch(required: SharedModule, provided: SharedModule | undefined): Mismatch | undefined {
  const range = required.requiredVersion;
  if (range === undefined || range === false) return undefined;
  if (semver.validRange(range) === null) return { kind: 'not-a-range' };
  if (provided === undefined) return { kind: 'missing' };
  if (semver.valid(provided.version) === null) return { kind: 'not-a-version', provided: provided.version };
  if (semver.satisfies(provided.version, range)) return undefined;
  return semver.gtr(provided.version, range) ? { kind: 'too-new', provided: provided.version } : { kind: 'too-old', provided: provided.version };
}

/** The singletons an app requires (judged by name; subpath entries carry no singleton flag). */
function requiredSingletons(manifest: FederationManifest): SharedModule[] {
  return manifest.shared.filter((module) => module.singleton);
}

function providedBy(manifest: FederationManifest, name: string): SharedModule | undefined {
  return manifest.shared.find((module) => module.name === name);
}

/**
 * A remote's release: every singleton its fresh build requires must be served by the live host's
 * version of it. `app` is the remote's folder name (`remote-bond`), as `pnpm release` takes it.
 */
export function checkRemoteRelease(input: { app: string; build: FederationManifest; host: LiveManifest }): ReleaseVerdict {
  const { app, build, host } = input;
  if (host.kind === 'unreachable') {
    return { ok: false, problems: [`The live host did not answer at ${host.url} (${host.cause}): cannot check that it serves ${app}'s shared libraries.\n${FORCE_HINT}`] };
  }
  if (host.kind === 'malformed') {
    return { ok: false, problems: [`The live host's ${host.url} is not a federation manifest (${host.problem}): cannot check that it serves ${app}'s shared libraries.\n${FORCE_HINT}`] };
  }
  const problems: string[] = [];
  for (const required of requiredSingletons(build)) {
    const provided = providedBy(host.manifest, required.name);
    const found = mismatch(required, provided);
    if (found === undefined) continue;
    const needs = `${app} needs ${required.name} ${String(required.requiredVersion)}`;
    switch (found.kind) {
      case 'not-a-range':
        problems.push(`${needs}, which is not a version range: fix its build (FEDERATION_REQUIRED_VERSIONS or its package.json).`);
        break;
      case 'not-a-version':
        problems.push(`${needs}; the live host provides ${required.name} "${found.provided}", which is not a version: release the host first (pnpm release host).`);
        break;
      case 'missing':
        problems.push(`${needs}; the live host provides no ${required.name}: release the host first (pnpm release host).`);
        break;
      case 'too-old':
        problems.push(`${needs}; the live host provides ${required.name} ${found.provided}: release the host first (pnpm release host).`);
        break;
      case 'too-new':
        problems.push(`${needs}; the live host provides ${required.name} ${found.provided}, a newer major: build ${app} against ${required.name} ${found.provided} (its range must accept it), then release it.`);
        break;
    }
  }
  return { ok: problems.length === 0, problems };
}

/**
 * A host's release: for every live remote, each singleton it requires must be served by the version the
 * host's fresh build provides. Remotes are named by folder (`remote-bond`).
 */
export function checkHostRelease(input: { build: FederationManifest; remotes: ReadonlyArray<{ app: string; manifest: LiveManifest }> }): ReleaseVerdict {
  const problems: string[] = [];
  for (const { app, manifest } of input.remotes) {
    if (manifest.kind === 'unreachable') {
      problems.push(`${app} did not answer at ${manifest.url} (${manifest.cause}): cannot check that this host build serves it.\n${FORCE_HINT}`);
      continue;
    }
    if (manifest.kind === 'malformed') {
      problems.push(`${app}'s ${manifest.url} is not a federation manifest (${manifest.problem}): cannot check that this host build serves it.\n${FORCE_HINT}`);
      continue;
    }
    for (const required of requiredSingletons(manifest.manifest)) {
      const provided = providedBy(input.build, required.name);
      const found = mismatch(required, provided);
      if (found === undefined) continue;
      const needs = `The live ${app} needs ${required.name} ${String(required.requiredVersion)}`;
      switch (found.kind) {
        case 'not-a-range':
          problems.push(`${needs}, which is not a version range: release ${app} first (pnpm release ${app}).`);
          break;
        case 'not-a-version':
        case 'missing':
          problems.push(`${needs}; this host build provides ${found.kind === 'missing' ? `no ${required.name}` : `${required.name} "${found.provided}"`}: fix the host's shared libraries before releasing it.`);
          break;
        case 'too-old':
          problems.push(`${needs}; this host build provides ${required.name} ${found.provided}, older: build the host from sources with ${required.name} that satisfies ${String(required.requiredVersion)}, then release it.`);
          break;
        case 'too-new':
          problems.push(`${needs}; this host build provides ${required.name} ${found.provided}: release ${app} first, built to accept ${required.name} ${found.provided} (pnpm release ${app}).`);
          break;
      }
    }
  }
  return { ok: problems.length === 0, problems };
}
