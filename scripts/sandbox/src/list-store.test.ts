import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ListStore, type StoredList } from './list-store';
import { DataKind } from './shared-contracts';
import { removeDir, tempDataDir } from './test-support';

function list(n: number): StoredList {
  return { account: 'O    1234567', dataKind: DataKind.Favorites, savedAt: new Date(0).toISOString(), version: 1, content: { isinList: Array.from({ length: n }, () => 'US0378331005') } };
}

describe('ListStore', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await tempDataDir();
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  it('runs racing writes one after another: the last one started wins, whole', async () => {
    const store = new ListStore(dir);
    await Promise.all(Array.from({ length: 20 }, (_, index) => store.write(list(index * 50), '1234567')));
    expect(await store.read('1234567', DataKind.Favorites)).toEqual(list(19 * 50));
    expect(await readdir(join(dir, 'lists'))).toEqual(['1234567.favorites.json']);
  });

  it('lets a read queued behind a write see that write', async () => {
    const store = new ListStore(dir);
    const write = store.write(list(3), '1234567');
    const read = store.read('1234567', DataKind.Favorites);
    await write;
    expect(await read).toEqual(list(3));
  });

  it('reads null for nothing saved, and a second store over the same directory sees the first one\'s data', async () => {
    const first = new ListStore(dir);
    expect(await first.read('1234567', DataKind.Cart)).toBeNull();
    await first.write(list(2), '1234567');
    expect(await new ListStore(dir).read('1234567', DataKind.Favorites)).toEqual(list(2));
  });

  it('stores a save only from the stored version, one version up; racing saves from one version: exactly one lands', async () => {
    const store = new ListStore(dir);
    const { account, dataKind, savedAt } = list(1);
    const content = { account, dataKind, savedAt, content: list(1).content };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => store.saveIfVersion(content, '1234567', 0)));
    expect(outcomes.filter((outcome) => outcome.saved)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.saved)).toEqual(Array.from({ length: 9 }, () => ({ saved: false, currentVersion: 1 })));
    expect(await store.saveIfVersion(content, '1234567', 1)).toEqual({ saved: true, list: { ...content, version: 2 } });
    expect(ListStore.versionOf(await store.read('1234567', DataKind.Favorites))).toBe(2);
  });

  it('refuses an account number that could leave the directory', () => {
    expect(() => new ListStore(dir).fileOf('../x', DataKind.Cart)).toThrow(RangeError);
  });
});
