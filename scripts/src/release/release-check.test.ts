import type { FederationManifest, LiveManifest } from './federation-manifest';
import { checkHostRelease, checkRemoteRelease } from './release-check';

/** A manifest's shared section as the federation plugin writes it: the four singletons, and subpaths without the flag. */
function manifest(name: string, versions: { shared: string; sharedRange: string; react?: string; reactRange?: string; valtio?: string | null }): FederationManifest {
  const react = versions.react ?? '19.3.1';
  const shared: FederationManifest['shared'] = [
    { name: 'react-dom', version: react, singleton: true, requiredVersion: versions.reactRange ?? '^19.2.0' },
    { name: 'react', version: react, singleton: true, requiredVersion: versions.reactRange ?? '^19.2.0' },
    // a subpath's range in the manifest follows the bundled version, not the one the runtime checks
    { name: 'react/jsx-runtime', version: react, singleton: false, requiredVersion: `^${react}` },
    { name: 'shared', version: versions.shared, singleton: true, requiredVersion: versions.sharedRange },
  ];
  if (versions.valtio !== null) shared.push({ name: 'valtio', version: versions.valtio ?? '2.3.2', singleton: true, requiredVersion: '^2.1.8' });
  return { name, shared };
}

const HOST_URL = 'http://localhost:8080/mf-manifest.json';
const live = (value: FederationManifest, url = HOST_URL): LiveManifest => ({ kind: 'answered', url, manifest: value });

describe('a remote\'s release, judged against the live host', () => {
  it('goes ahead when the host\'s kernel and libraries satisfy what the remote requires', () => {
    const verdict = checkRemoteRelease({
      app: 'remote-bond',
      build: manifest('remote_bond', { shared: '1.2.0', sharedRange: '^1.2.0' }),
      host: live(manifest('host', { shared: '1.3.0', sharedRange: '^1.3.0' })),
    });
    expect(verdict).toEqual({ ok: true, problems: [] });
  });

  it('is refused when the remote needs a newer kernel than the live host provides: release the host first', () => {
    const verdict = checkRemoteRelease({
      app: 'remote-bond',
      build: manifest('remote_bond', { shared: '1.1.0', sharedRange: '^1.1.0' }),
      host: live(manifest('host', { shared: '1.0.0', sharedRange: '^1.0.0' })),
    });
    expect(verdict).toEqual({
      ok: false,
      problems: ['remote-bond needs shared ^1.1.0; the live host provides shared 1.0.0: release the host first (pnpm release host).'],
    });
  });

  it('is refused when the live host\'s kernel is a newer major than the remote accepts', () => {
    const verdict = checkRemoteRelease({
      app: 'remote-margin',
      build: manifest('remote_margin', { shared: '1.4.0', sharedRange: '^1.4.0' }),
      host: live(manifest('host', { shared: '2.0.0', sharedRange: '^2.0.0' })),
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual([
      'remote-margin needs shared ^1.4.0; the live host provides shared 2.0.0, a newer major: build remote-margin against shared 2.0.0 (its range must accept it), then release it.',
    ]);
  });

  it('judges react, react-dom and valtio too, and names every singleton that does not fit', () => {
    const verdict = checkRemoteRelease({
      app: 'remote-margin',
      build: manifest('remote_margin', { shared: '1.0.0', sharedRange: '^1.0.0', reactRange: '^99.0.0' }),
      host: live(manifest('host', { shared: '1.0.0', sharedRange: '^1.0.0', valtio: null })),
    });
    expect(verdict.problems).toEqual([
      'remote-margin needs react-dom ^99.0.0; the live host provides react-dom 19.3.1: release the host first (pnpm release host).',
      'remote-margin needs react ^99.0.0; the live host provides react 19.3.1: release the host first (pnpm release host).',
      'remote-margin needs valtio ^2.1.8; the live host provides no valtio: release the host first (pnpm release host).',
    ]);
  });

  it('does not judge subpath entries, whose manifest range is not the one the runtime checks', () => {
    const verdict = checkRemoteRelease({
      app: 'remote-bond',
      build: manifest('remote_bond', { shared: '1.0.0', sharedRange: '^1.0.0', react: '19.4.0' }),
      host: live(manifest('host', { shared: '1.0.0', sharedRange: '^1.0.0', react: '19.3.1' })),
    });
    expect(verdict.ok).toBe(true);
  });

  it('is refused when the live host does not answer, saying so and that a first deployment passes --force', () => {
    const verdict = checkRemoteRelease({
      app: 'remote-bond',
      build: manifest('remote_bond', { shared: '1.0.0', sharedRange: '^1.0.0' }),
      host: { kind: 'unreachable', url: HOST_URL, cause: 'connect ECONNREFUSED 127.0.0.1:8080' },
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual([
      "The live host did not answer at http://localhost:8080/mf-manifest.json (connect ECONNREFUSED 127.0.0.1:8080): cannot check that it serves remote-bond's shared libraries.\nA first deployment (nothing live to check against) passes --force.",
    ]);
  });

  it('is refused when the live host\'s manifest is malformed', () => {
    const verdict = checkRemoteRelease({
      app: 'remote-bond',
      build: manifest('remote_bond', { shared: '1.0.0', sharedRange: '^1.0.0' }),
      host: { kind: 'malformed', url: HOST_URL, problem: 'shared.4.version: Invalid type: Expected string but received undefined' },
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toContain('is not a federation manifest (shared.4.version: Invalid type');
  });
});

describe('a host\'s release, judged against every live remote', () => {
  const remotes = (bond: FederationManifest, margin: FederationManifest) => [
    { app: 'remote-bond', manifest: live(bond, 'http://localhost:8081/mf-manifest.json') },
    { app: 'remote-margin', manifest: live(margin, 'http://localhost:8082/mf-manifest.json') },
  ];

  it('goes ahead when its kernel is a newer minor: deployed remotes built against the older one keep loading', () => {
    const verdict = checkHostRelease({
      build: manifest('host', { shared: '1.3.0', sharedRange: '^1.3.0' }),
      remotes: remotes(manifest('remote_bond', { shared: '1.0.0', sharedRange: '^1.0.0' }), manifest('remote_margin', { shared: '1.2.0', sharedRange: '^1.2.0' })),
    });
    expect(verdict).toEqual({ ok: true, problems: [] });
  });

  it('is refused when its kernel is a major a deployed remote does not accept: that remote is released first', () => {
    const verdict = checkHostRelease({
      build: manifest('host', { shared: '2.0.0', sharedRange: '^2.0.0' }),
      remotes: remotes(manifest('remote_bond', { shared: '1.0.0', sharedRange: '^1.0.0' }), manifest('remote_margin', { shared: '1.0.0', sharedRange: '^1.0.0 || ^2.0.0' })),
    });
    expect(verdict.problems).toEqual([
      'The live remote-bond needs shared ^1.0.0; this host build provides shared 2.0.0: release remote-bond first, built to accept shared 2.0.0 (pnpm release remote-bond).',
    ]);
  });

  it('is refused when a deployed remote needs a newer kernel than the host build has', () => {
    const verdict = checkHostRelease({
      build: manifest('host', { shared: '1.0.0', sharedRange: '^1.0.0' }),
      remotes: remotes(manifest('remote_bond', { shared: '1.1.0', sharedRange: '^1.1.0' }), manifest('remote_margin', { shared: '1.0.0', sharedRange: '^1.0.0' })),
    });
    expect(verdict.problems).toEqual([
      'The live remote-bond needs shared ^1.1.0; this host build provides shared 1.0.0, older: build the host from sources with shared that satisfies ^1.1.0, then release it.',
    ]);
  });

  it('is refused when a remote does not answer or answers something else than a manifest', () => {
    const verdict = checkHostRelease({
      build: manifest('host', { shared: '1.0.0', sharedRange: '^1.0.0' }),
      remotes: [
        { app: 'remote-bond', manifest: { kind: 'unreachable', url: 'http://localhost:8081/mf-manifest.json', cause: 'answered 404' } },
        { app: 'remote-margin', manifest: { kind: 'malformed', url: 'http://localhost:8082/mf-manifest.json', problem: 'not JSON' } },
      ],
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual([
      'remote-bond did not answer at http://localhost:8081/mf-manifest.json (answered 404): cannot check that this host build serves it.\nA first deployment (nothing live to check against) passes --force.',
      "remote-margin's http://localhost:8082/mf-manifest.json is not a federation manifest (not JSON): cannot check that this host build serves it.\nA first deployment (nothing live to check against) passes --force.",
    ]);
  });
});
