import { remoteEntries } from './start-remotes';

describe('remoteEntries', () => {
  const remotes = {
    remote_bond: 'https://bond.broker.example/mf-manifest.json',
    remote_margin: 'http://localhost:8082/mf-manifest.json',
  };

  it('reads the remotes of a runtime config as federation entries', () => {
    expect(remoteEntries({ apiBase: 'https://api.broker.example', remotes })).toEqual([
      { name: 'remote_bond', entry: 'https://bond.broker.example/mf-manifest.json' },
      { name: 'remote_margin', entry: 'http://localhost:8082/mf-manifest.json' },
    ]);
  });

  it.each([
    ['no config', null],
    ['a list', []],
    ['no remotes', { apiBase: 'https://api.broker.example' }],
    ['remotes as a list', { remotes: ['https://bond.broker.example/mf-manifest.json'] }],
    ['a relative address', { remotes: { ...remotes, remote_misc: '/mf-manifest.json' } }],
    ['a script address', { remotes: { ...remotes, remote_misc: 'javascript:alert(1)' } }],
    ['a number', { remotes: { ...remotes, remote_misc: 8083 } }],
  ])('registers nothing for %s (the shell then reports the broken config)', (_case, config) => {
    expect(remoteEntries(config)).toEqual([]);
  });
});
