import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { postQuery, readAuthVerify } from 'shared';
import { FunId, StatusCode } from 'shared/contracts';
import { waitFor } from '@testing-library/react';
import { buildWatchlistQuery, parseWatchlistAnswer } from '@shared/stock';
import { resetWatchlistStore, watchlistStore } from './watchlist.store';
import { changeWatchlist } from './watchlist-saver';

/** Watchlist saves against the sandbox's real handlers (compare-and-set on the list's version, rule STK-6). */

const ACCOUNT = '1234567';
let sandbox: SandboxFetch & { restore: () => Promise<void> };
let idno = '';

const isSave = (body: QueryBody) => body.FunId === FunId.StockWatchlistSave;
const held = () => postQuery(buildWatchlistQuery(ACCOUNT), parseWatchlistAnswer, { loading: false });

beforeEach(async () => {
  sessionStorage.clear();
  resetWatchlistStore();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
  idno = readAuthVerify()?.postData.idno ?? '';
});

afterEach(async () => {
  resetWatchlistStore();
  await sandbox.restore();
});

describe('saving the watchlist', () => {
  it('runs two quick changes one after another: the second waits for the first answer and starts from the version it stored', async () => {
    const first = sandbox.hold(isSave, 1);
    const addingApple = changeWatchlist(idno, ACCOUNT, { type: 'add', symbol: 'AAPL.US' });
    const addingTencent = changeWatchlist(idno, ACCOUNT, { type: 'add', symbol: '0700.HK' });
    await waitFor(() => expect(sandbox.queries(FunId.StockWatchlistSave)).toHaveLength(1));
    // the first save is on the wire, its answer not in: the second is not sent while the first is unanswered
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sandbox.queries(FunId.StockWatchlistSave)).toHaveLength(1);
    expect(watchlistStore.pending[`${idno}|${ACCOUNT}`]).toHaveLength(2);
    first.release();
    expect(await addingApple).toEqual({ ok: true });
    expect(await addingTencent).toEqual({ ok: true });
    expect(sandbox.queries(FunId.StockWatchlistSave).map((body) => [body.Data['version'], body.Data['symbols']])).toEqual([
      [0, ['AAPL.US']],
      [1, ['AAPL.US', '0700.HK']],
    ]);
    expect((await held()).symbols).toEqual(['AAPL.US', '0700.HK']);
    expect(watchlistStore.pending[`${idno}|${ACCOUNT}`]).toEqual([]);
  });

  it('applies the change again to the list another device saved in between, and takes it back after 3 refusals', async () => {
    const { version } = await held();
    await postQuery({ FunId: FunId.StockWatchlistSave, Data: { account: ACCOUNT, version, symbols: ['0700.HK'] } }, parseWatchlistAnswer, { loading: false });
    expect(await changeWatchlist(idno, ACCOUNT, { type: 'add', symbol: 'AAPL.US' })).toEqual({ ok: true });
    expect((await held()).symbols).toEqual(['0700.HK', 'AAPL.US']);

    for (let index = 0; index < 3; index += 1) {
      sandbox.answerNext(isSave, { body: JSON.stringify({ StatusCode: StatusCode.VersionConflict, Message: '自選股已更新，請重新載入後再試。' }) });
    }
    expect(await changeWatchlist(idno, ACCOUNT, { type: 'remove', symbol: '0700.HK' })).toEqual({ ok: false, message: expect.stringContaining('重試後仍未能儲存') });
    expect((await held()).symbols).toEqual(['0700.HK', 'AAPL.US']);
    expect(watchlistStore.pending[`${idno}|${ACCOUNT}`]).toEqual([]);
  });
});
