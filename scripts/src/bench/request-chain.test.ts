import { longestChain, parents, type ChainRequest } from './request-chain';

const HOST = 'http://localhost:8280';
const BOND = 'http://localhost:8281';
const API = 'http://localhost:8290';

function request(id: string, url: string, start: number, end: number | undefined, initiatorUrls: string[] = [], extra: Partial<ChainRequest> = {}): ChainRequest {
  return { id, url, start, end, initiatorUrls, ...extra };
}

/** A federated cold load as Chromium reports it (times in ms). */
const federatedLoad: ChainRequest[] = [
  request('doc', `${HOST}/overseas/bond`, 0, 160),
  request('main', `${HOST}/main.js`, 180, 560, [`${HOST}/overseas/bond`]),
  request('config', `${HOST}/runtime-config.json`, 580, 740, [`${HOST}/main.js`], { body: JSON.stringify({ remotes: { remote_bond: `${BOND}/mf-manifest.json` } }) }),
  request('react', `${HOST}/262.js`, 590, 1600, [`${HOST}/main.js`]),
  request('manifest', `${BOND}/mf-manifest.json`, 1700, 1900, [`${HOST}/main.js`], { body: '{"metaData":{"remoteEntry":{"name":"remoteEntry.js"}}}' }),
  request('entry', `${BOND}/remoteEntry.js`, 1930, 2250, [`${HOST}/main.js`]),
  request('expose', `${BOND}/__federation_expose_routes.1.js`, 1930, 2100, [`${HOST}/main.js`]),
  request('page', `${BOND}/322.abc.js`, 2280, 2540, [`${BOND}/remoteEntry.js`, `${BOND}/__federation_expose_routes.1.js`, `${HOST}/262.js`]),
  request('query', `${API}/api/OffShoreBond/Query`, 2590, 2760, [`${HOST}/613.js`, `${BOND}/322.abc.js`]),
  request('preflight', `${API}/api/OffShoreBond/Query`, 2592, 2600, [], { preflightOf: 'query' }),
  request('late', `${BOND}/999.js`, 2600, 4000, [`${BOND}/remoteEntry.js`]),
];

describe('request chain', () => {
  it('links a request to the initiating script that finished last before it started', () => {
    const parentOf = parents(federatedLoad);
    expect(parentOf.get('main')).toBe('doc');
    // remoteEntry finished after the expose chunk, so it is what held the page chunk back.
    expect(parentOf.get('page')).toBe('entry');
    expect(parentOf.has('doc')).toBe(false);
  });

  it('links a request to the data answer that named it', () => {
    const parentOf = parents(federatedLoad);
    // runtime-config.json names the manifest's URL and finished after main.js.
    expect(parentOf.get('manifest')).toBe('config');
    // The manifest names remoteEntry.js on its own origin.
    expect(parentOf.get('entry')).toBe('manifest');
  });

  it('puts a CORS preflight between a request and its parent', () => {
    const parentOf = parents(federatedLoad);
    expect(parentOf.get('preflight')).toBe('page');
    expect(parentOf.get('query')).toBe('preflight');
  });

  it('finds the longest chain among the requests finished by the cut-off', () => {
    const chain = longestChain(federatedLoad, 2800);
    expect(chain.ids).toEqual(['doc', 'main', 'config', 'manifest', 'entry', 'page', 'preflight', 'query']);
    expect(chain.span).toBe(2760);
  });

  it('leaves out what finished after the cut-off', () => {
    expect(longestChain(federatedLoad, 2300).ids).toEqual(['doc', 'main', 'config', 'manifest', 'entry']);
  });

  it('does not link by a bare word or across origins', () => {
    const load = [
      request('a', `${HOST}/config.json`, 0, 10, [], { body: '"Query" and "remoteEntry.js"' }),
      request('b', `${API}/api/Query`, 20, 30),
      request('c', `${BOND}/remoteEntry.js`, 20, 30),
    ];
    expect(parents(load).size).toBe(0);
  });

  it('never links a request to one that had not finished when it started', () => {
    const load = [request('a', `${HOST}/a.js`, 0, 100), request('b', `${HOST}/b.js`, 50, 120, [`${HOST}/a.js`])];
    expect(parents(load).size).toBe(0);
    expect(longestChain(load, 200).ids).toHaveLength(1);
  });
});
