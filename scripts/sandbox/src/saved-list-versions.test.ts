import type { FastifyInstance } from 'fastify';
import {
  DataKind,
  StatusCode,
  buildFavoritesSave,
  isinCheckDigit,
  parseFavoritesAnswer,
  type SavedLists,
  type FavoritesContent,
} from './shared-contracts';
import { body, listQuery, query, sandboxPerTest } from './test-support';

const WEB = 'A123456789';
const ACCOUNT = '1234567';

/** `count` distinct valid ISINs (US, then a 9-digit body counting up). */
function isins(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const bodyText = `US${String(100_000_000 + index)}`;
    return `${bodyText}${isinCheckDigit(bodyText)}`;
  });
}

async function readFavourites(app: FastifyInstance, token: string): Promise<SavedLists<FavoritesContent>> {
  return parseFavoritesAnswer((await listQuery(app, token, WEB, ACCOUNT, DataKind.Favorites)).json(), DataKind.Favorites);
}

function isinListOf(lists: SavedLists<FavoritesContent>): readonly string[] {
  return lists.lists[0]?.content.isinList ?? [];
}

/** What one client saw of its save: told saved (with its bond echoed back), or told of a conflict. */
type Outcome = 'saved' | 'conflict' | 'other';

async function addOne(app: FastifyInstance, token: string, isin: string, start: SavedLists<FavoritesContent>): Promise<Outcome> {
  const request = buildFavoritesSave(WEB, ACCOUNT, { dataKind: DataKind.Favorites, isinList: [...isinListOf(start), isin] }, start.version);
  const answer = body(await query(app, token, request));
  if (answer.StatusCode === StatusCode.VersionConflict) return 'conflict';
  if (answer.StatusCode !== StatusCode.Success) return 'other';
  const echoed = parseFavoritesAnswer(answer, DataKind.Favorites);
  return isinListOf(echoed).includes(isin) ? 'saved' : 'other';
}

// 50 clients of one account do a few hundred requests between them: on a busy machine that takes
// longer than Jest's default 5 s, which says nothing of the product.
describe('saved lists carry a version: a save that started from an old list is refused, never lost', () => {
  const sandbox = sandboxPerTest(WEB);

  it('50 clients that read, add one bond and save at once: one is kept, 49 hear of a conflict, none is lost silently', async () => {
    const bonds = isins(50);
    const starts = await Promise.all(bonds.map(() => readFavourites(sandbox.app, sandbox.token)));
    const outcomes = await Promise.all(bonds.map((isin, index) => addOne(sandbox.app, sandbox.token, isin, starts[index] ?? { version: 0, lists: [] })));
    const final = isinListOf(await readFavourites(sandbox.app, sandbox.token));

    const kept = bonds.filter((isin) => final.includes(isin)).length;
    const conflicts = outcomes.filter((outcome) => outcome === 'conflict').length;
    const silentlyLost = bonds.filter((isin, index) => outcomes[index] === 'saved' && !final.includes(isin)).length;
    // Before versions: kept 1, conflicts 0, silently lost 49.
    expect({ kept, conflicts, silentlyLost }).toEqual({ kept: 1, conflicts: 49, silentlyLost: 0 });
  }, 30_000);

  it('50 clients that reload and re-apply their bond after a conflict all end up kept', async () => {
    const bonds = isins(50);
    let conflicts = 0;
    await Promise.all(
      bonds.map(async (isin) => {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const outcome = await addOne(sandbox.app, sandbox.token, isin, await readFavourites(sandbox.app, sandbox.token));
          if (outcome === 'saved') return;
          if (outcome !== 'conflict') throw new Error(`unexpected answer for ${isin}`);
          conflicts += 1;
        }
        throw new Error(`${isin} never saved`);
      }),
    );
    const final = await readFavourites(sandbox.app, sandbox.token);
    expect([...isinListOf(final)].sort()).toEqual([...bonds].sort());
    expect(final.version).toBe(50);
    expect(conflicts).toBeGreaterThan(0);
  }, 60_000);

  it('starts at version 0, counts up one per save, and refuses an old or future version with 4091 and the zh-TW message', async () => {
    expect(await readFavourites(sandbox.app, sandbox.token)).toEqual({ version: 0, lists: [] });
    const [first, second] = isins(2);
    const save = (isinList: string[], version: number) =>
      query(sandbox.app, sandbox.token, buildFavoritesSave(WEB, ACCOUNT, { dataKind: DataKind.Favorites, isinList }, version));
    expect(parseFavoritesAnswer((await save([first ?? ''], 0)).json(), DataKind.Favorites).version).toBe(1);
    expect(parseFavoritesAnswer((await save([first ?? '', second ?? ''], 1)).json(), DataKind.Favorites).version).toBe(2);
    for (const stale of [0, 1, 3]) {
      expect(body(await save([], stale))).toEqual({ StatusCode: '4091', Message: '此清單已在其他視窗或裝置更新，請重新載入後再試。' });
    }
    let error: unknown;
    try {
      parseFavoritesAnswer((await save([], 1)).json(), DataKind.Favorites);
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ kind: 'conflict', statusCode: '4091' });
    expect(await readFavourites(sandbox.app, sandbox.token)).toEqual({ version: 2, lists: [{ account: 'O    1234567', content: { isinList: [first, second] } }] });
  });

  it('keeps the versions of favourites and cart, and of each account, apart', async () => {
    const [isin] = isins(1);
    await query(sandbox.app, sandbox.token, buildFavoritesSave(WEB, ACCOUNT, { dataKind: DataKind.Favorites, isinList: [isin ?? ''] }, 0));
    const cart = parseFavoritesAnswer((await listQuery(sandbox.app, sandbox.token, WEB, ACCOUNT, DataKind.Cart)).json(), DataKind.Cart);
    const other = parseFavoritesAnswer((await listQuery(sandbox.app, sandbox.token, WEB, '7654321', DataKind.Favorites)).json(), DataKind.Favorites);
    expect([cart.version, other.version]).toEqual([0, 0]);
  });

  it('answers 4001 for a save without a usable Version', async () => {
    const request = buildFavoritesSave(WEB, ACCOUNT, { dataKind: DataKind.Favorites, isinList: [] }, 0);
    for (const Version of [undefined, -1, 1.5, '0', null]) {
      const answer = body(await query(sandbox.app, sandbox.token, { ...request, Data: { ...request.Data, Version } }));
      expect(answer.StatusCode).toBe(StatusCode.InvalidField);
      expect(String(answer.Message)).toContain('Version');
    }
  });
});
