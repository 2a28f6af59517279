import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DataKind,
  FunId,
  StatusCode,
  buildFavoritesQuery,
  buildFavoritesSave,
  formatAccount,
  isRecord,
  parseFavoritesAnswer,
  parseFeeScheduleAnswer,
  buildFeeScheduleRequest,
  type CartItem,
} from './shared-contracts';
import { catalogFor } from './bonds/bond-catalog';
import { TEST_TODAY, body, listQuery, login, query, sandboxPerTest, saveQuery, startSandbox } from './test-support';

const WEB = 'A123456789';
const APP = 'B223456789';
// Valid ISINs (check digits right): Apple, Microsoft, a Treasury, an Australian bond.
const ISINS = ['US0378331005', 'US5949181045', 'US91282CJL63', 'AU0000XVGZA3'];

describe('favourites and cart: list and save', () => {
  const sandbox = sandboxPerTest(WEB);

  it('answers an empty CarList when nothing was saved', async () => {
    for (const kind of [DataKind.Favorites, DataKind.Cart] as const) {
      const response = await listQuery(sandbox.app, sandbox.token, WEB, '1234567', kind);
      expect(body(response)).toEqual({ StatusCode: '0', Data: { CarList: [], Version: 0 } });
      expect(parseFavoritesAnswer(response.json(), kind)).toEqual({ version: 0, lists: [] });
    }
  });

  it('saves favourites and lists them back as a DataContent JSON string', async () => {
    const saved = await saveQuery(sandbox.app, sandbox.token, WEB, '1234567', { dataKind: DataKind.Favorites, isinList: ISINS.slice(0, 3) });
    expect(parseFavoritesAnswer(saved.json(), DataKind.Favorites)).toEqual({
      version: 1,
      lists: [{ account: 'O    1234567', content: { isinList: ISINS.slice(0, 3) } }],
    });

    const listed = body(await listQuery(sandbox.app, sandbox.token, WEB, '1234567', DataKind.Favorites));
    expect(listed).toEqual({
      StatusCode: '0',
      Data: { CarList: [{ Account: 'O    1234567', DataContent: JSON.stringify({ isinList: ISINS.slice(0, 3) }) }], Version: 1 },
    });
  });

  it('saves a cart with optional fields, and drops keys a cart line does not define instead of storing them', async () => {
    const lines: CartItem[] = [{ isin: ISINS[0] ?? '', faceValue: 20_000, price: 98.5, selectCurrency: 'USD' }, { isin: ISINS[1] ?? '' }];
    const request = buildFavoritesSave(WEB, '1234567', { dataKind: DataKind.Cart, carDataList: lines }, 0);
    expect(body(await query(sandbox.app, sandbox.token, request)).StatusCode).toBe('0');
    expect(parseFavoritesAnswer((await listQuery(sandbox.app, sandbox.token, WEB, '1234567', DataKind.Cart)).json(), DataKind.Cart).lists).toEqual([
      { account: 'O    1234567', content: { carDataList: lines } },
    ]);

    const extra = { carDataList: [{ ...lines[0], note: 'x'.repeat(10_000) }], other: 1 };
    const withExtra = {
      ...request,
      Data: { ...request.Data, Version: 1, CarList: [{ Account: formatAccount('1234567'), DataContent: JSON.stringify(extra) }] },
    };
    const saved = body(await query(sandbox.app, sandbox.token, withExtra));
    expect(saved.StatusCode).toBe('0');
    const stored: unknown = JSON.parse(await readFile(join(sandbox.dir, 'lists', '1234567.cart.json'), 'utf8'));
    expect(isRecord(stored) ? stored.content : undefined).toEqual({ carDataList: [lines[0]] });
    const raw = JSON.stringify(body(await listQuery(sandbox.app, sandbox.token, WEB, '1234567', DataKind.Cart)));
    expect(raw).not.toContain('note');
    expect(raw).not.toContain('other');
  });

  it('keeps favourites and cart, and each account, apart', async () => {
    await saveQuery(sandbox.app, sandbox.token, WEB, '1234567', { dataKind: DataKind.Favorites, isinList: [ISINS[0] ?? ''] });
    await saveQuery(sandbox.app, sandbox.token, WEB, '7654321', { dataKind: DataKind.Favorites, isinList: [ISINS[1] ?? ''] });
    await saveQuery(sandbox.app, sandbox.token, WEB, '1234567', { dataKind: DataKind.Cart, carDataList: [{ isin: ISINS[2] ?? '' }] });
    const first = parseFavoritesAnswer((await listQuery(sandbox.app, sandbox.token, WEB, '1234567', DataKind.Favorites)).json(), DataKind.Favorites);
    const second = parseFavoritesAnswer((await listQuery(sandbox.app, sandbox.token, WEB, '7654321', DataKind.Favorites)).json(), DataKind.Favorites);
    const cart = parseFavoritesAnswer((await listQuery(sandbox.app, sandbox.token, WEB, '1234567', DataKind.Cart)).json(), DataKind.Cart);
    expect(first.lists[0]?.content.isinList).toEqual([ISINS[0]]);
    expect(second.lists[0]?.content.isinList).toEqual([ISINS[1]]);
    expect(cart.lists[0]?.content.carDataList).toEqual([{ isin: ISINS[2] }]);
  });

  it('replaces the whole list on save, and an empty save empties it', async () => {
    await saveQuery(sandbox.app, sandbox.token, WEB, '1234567', { dataKind: DataKind.Favorites, isinList: ISINS });
    await saveQuery(sandbox.app, sandbox.token, WEB, '1234567', { dataKind: DataKind.Favorites, isinList: [] });
    const listed = parseFavoritesAnswer((await listQuery(sandbox.app, sandbox.token, WEB, '1234567', DataKind.Favorites)).json(), DataKind.Favorites);
    expect(listed).toEqual({ version: 2, lists: [{ account: 'O    1234567', content: { isinList: [] } }] });
  });

  it('refuses to add to the cart a bond the customer may not buy, with the reason, and still lets the cart be emptied (rule ORD-5)', async () => {
    const offered = catalogFor(TEST_TODAY).offered;
    const professionalOnly = offered.find((bond) => bond.investorRestriction === 'PI' && bond.ProductRiskGrade === 'RR4' && bond.issuerCountry !== 'US');
    const rr4 = offered.find((bond) => bond.investorRestriction === 'ALL' && bond.ProductRiskGrade === 'RR4' && bond.issuerCountry !== 'US');
    const fine = offered.find((bond) => bond.investorRestriction === 'ALL' && bond.ProductRiskGrade === 'RR2' && bond.issuerCountry !== 'US');
    if (professionalOnly === undefined || rr4 === undefined || fine === undefined) throw new Error('the catalog lacks a PI, an RR4 or an RR2 bond');
    const cart = (...isins: string[]) => saveQuery(sandbox.app, sandbox.token, WEB, '1234567', { dataKind: DataKind.Cart, carDataList: isins.map((isin) => ({ isin })) });

    expect(body(await cart(professionalOnly.isin))).toEqual({
      StatusCode: StatusCode.OrderRefused,
      Message: `無法將 ${professionalOnly.bondName} 加入購物車：此債券限專業投資人申購，您目前為一般投資人。`,
    });
    expect(body(await cart(fine.isin, rr4.isin)).Message).toMatch(/^無法將 .+ 加入購物車：此商品風險等級為 RR4，高於您的風險屬性（穩健型）可承受的 RR3。$/);
    expect(body(await cart(fine.isin)).StatusCode).toBe('0');
    // a professional may add it; a customer whose KYC ran out may add nothing, yet still empty the cart
    const pro = await login(sandbox.app, APP);
    expect(body(await saveQuery(sandbox.app, pro, APP, '2345678', { dataKind: DataKind.Cart, carDataList: [{ isin: professionalOnly.isin }] })).StatusCode).toBe('0');
    const lapsed = await login(sandbox.app, 'C123456789');
    expect(body(await saveQuery(sandbox.app, lapsed, 'C123456789', '3456789', { dataKind: DataKind.Cart, carDataList: [{ isin: fine.isin }] })).Message).toContain('KYC');
    expect(body(await saveQuery(sandbox.app, lapsed, 'C123456789', '3456789', { dataKind: DataKind.Cart, carDataList: [] })).StatusCode).toBe('0');
  });

  it('refuses the guest with 4030 for list and save, favourites and cart', async () => {
    const guest = await login(sandbox.app, 'VISIT');
    for (const kind of [DataKind.Favorites, DataKind.Cart] as const) {
      const list = body(await query(sandbox.app, guest, buildFavoritesQuery('VISIT', '1234567', kind)));
      expect(list).toEqual({ StatusCode: StatusCode.GuestForbidden, Message: '訪客無權限，請登入後繼續使用。' });
    }
    const save = body(await saveQuery(sandbox.app, guest, 'VISIT', '0000000', { dataKind: DataKind.Favorites, isinList: [] }));
    expect(save.StatusCode).toBe(StatusCode.GuestForbidden);
    const garbage = body(await query(sandbox.app, guest, { FunId: FunId.FavoritesList, Data: {} }));
    expect(garbage.StatusCode).toBe(StatusCode.GuestForbidden);
  });

  it('refuses another user id in LOGID or CustID with 4031', async () => {
    expect(body(await listQuery(sandbox.app, sandbox.token, APP, '1234567', DataKind.Favorites)).StatusCode).toBe(StatusCode.IdentityMismatch);
    const request = buildFavoritesQuery(WEB, '1234567', DataKind.Favorites);
    const mixed = { ...request, Data: { ...request.Data, CustID: APP } };
    expect(body(await query(sandbox.app, sandbox.token, mixed)).StatusCode).toBe(StatusCode.IdentityMismatch);
    // The id number is compared case-insensitively, like the guest id.
    expect(body(await listQuery(sandbox.app, sandbox.token, WEB.toLowerCase(), '1234567', DataKind.Favorites)).StatusCode).toBe('0');
  });

  it("refuses an account that is not the user's with 4032, list and save", async () => {
    expect(body(await listQuery(sandbox.app, sandbox.token, WEB, '2345678', DataKind.Favorites)).StatusCode).toBe(StatusCode.AccountNotOwned);
    const save = await saveQuery(sandbox.app, sandbox.token, WEB, '2345678', { dataKind: DataKind.Favorites, isinList: [] });
    expect(body(save).StatusCode).toBe(StatusCode.AccountNotOwned);
    const appUser = await login(sandbox.app, APP);
    expect(body(await listQuery(sandbox.app, appUser, APP, '1234567', DataKind.Cart)).StatusCode).toBe(StatusCode.AccountNotOwned);
    expect(body(await listQuery(sandbox.app, appUser, APP, '2345678', DataKind.Cart)).StatusCode).toBe('0');
  });

  it('answers 4001 for wrong fields', async () => {
    const good = buildFavoritesQuery(WEB, '1234567', DataKind.Favorites).Data;
    const cases: Record<string, unknown>[] = [
      { ...good, DataKind: '4' },
      { ...good, DataKind: 5 },
      { ...good, LOGID: undefined },
      { ...good, CarList: [] },
      { ...good, CarList: [{ Account: 'O    1234567' }, { Account: 'O    7654321' }] },
      { ...good, CarList: ['O    1234567'] },
      { ...good, CarList: [{ Account: '1234567' }] },
      { ...good, CarList: [{ Account: 'O 1234567' }] },
      { ...good, CarList: [{ Account: 'O    ../../etc' }] },
    ];
    for (const data of cases) {
      const answer = body(await query(sandbox.app, sandbox.token, { FunId: FunId.FavoritesList, Data: data }));
      expect(answer.StatusCode).toBe(StatusCode.InvalidField);
    }
  });

  it('answers 4001 for a DataContent that is broken, of the wrong kind, or holds bad values', async () => {
    const base = buildFavoritesSave(WEB, '1234567', { dataKind: DataKind.Favorites, isinList: [] }, 0);
    const withContent = (dataKind: string, content: unknown) => ({
      FunId: FunId.FavoritesSave,
      Data: { ...base.Data, DataKind: dataKind, CarList: [{ Account: 'O    1234567', DataContent: content }] },
    });
    const cases = [
      withContent('5', '{"isinList": ['),
      withContent('5', { isinList: [] }),
      withContent('5', '[]'),
      withContent('5', '{"carDataList": []}'),
      withContent('5', '{"isinList": ["US0378331006"]}'),
      withContent('5', '{"isinList": ["us0378331005"]}'),
      withContent('5', JSON.stringify({ isinList: Array.from({ length: 501 }, () => 'US0378331005') })),
      withContent('3', '{"isinList": []}'),
      withContent('3', '{"carDataList": [{"faceValue": 10000}]}'),
      withContent('3', '{"carDataList": [{"isin": "US0378331005", "faceValue": -1}]}'),
      withContent('3', '{"carDataList": [{"isin": "US0378331005", "price": "98"}]}'),
      withContent('3', '{"carDataList": [{"isin": "US0378331005", "selectCurrency": 1}]}'),
      withContent('3', '{"carDataList": [7]}'),
    ];
    for (const request of cases) {
      const answer = body(await query(sandbox.app, sandbox.token, request));
      expect(answer.StatusCode).toBe(StatusCode.InvalidField);
      expect(String(answer.Message)).toContain('DataContent');
    }
    // Nothing of that reached the disk.
    expect(body(await listQuery(sandbox.app, sandbox.token, WEB, '1234567', DataKind.Favorites)).Data).toEqual({ CarList: [], Version: 0 });
  });

  it('persists across a restart over the same data directory', async () => {
    await saveQuery(sandbox.app, sandbox.token, WEB, '7654321', { dataKind: DataKind.Cart, carDataList: [{ isin: ISINS[3] ?? '', faceValue: 10_000 }] });
    const restarted = await startSandbox(sandbox.dir);
    try {
      const token = await login(restarted, WEB);
      const listed = parseFavoritesAnswer((await listQuery(restarted, token, WEB, '7654321', DataKind.Cart)).json(), DataKind.Cart);
      expect(listed).toEqual({ version: 1, lists: [{ account: 'O    7654321', content: { carDataList: [{ isin: ISINS[3], faceValue: 10_000 }] } }] });
    } finally {
      await restarted.close();
    }
  });

  it('survives 20 racing saves from one version for one account: one lands whole, 19 are told of the conflict', async () => {
    const saves = Array.from({ length: 20 }, (_, index) => ({
      carDataList: Array.from({ length: 1 + index }, (__, line) => ({ isin: ISINS[line % ISINS.length] ?? '', faceValue: 10_000 * (index + 1) })),
    }));
    const answers = await Promise.all(
      saves.map((content) => saveQuery(sandbox.app, sandbox.token, WEB, '1234567', { dataKind: DataKind.Cart, carDataList: content.carDataList }, 0)),
    );
    const codes = answers.map((answer) => body(answer).StatusCode);
    expect(codes.filter((code) => code === '0')).toHaveLength(1);
    expect(codes.filter((code) => code === StatusCode.VersionConflict)).toHaveLength(19);

    const files = await readdir(join(sandbox.dir, 'lists'));
    expect(files).toEqual(['1234567.cart.json']); // no temp files left behind
    const stored: unknown = JSON.parse(await readFile(join(sandbox.dir, 'lists', '1234567.cart.json'), 'utf8'));
    const content = isRecord(stored) ? stored.content : undefined;
    expect(saves).toContainEqual(content);

    const listed = parseFavoritesAnswer((await listQuery(sandbox.app, sandbox.token, WEB, '1234567', DataKind.Cart)).json(), DataKind.Cart);
    expect(listed.lists[0]?.content).toEqual(content);
    expect(saves[codes.indexOf('0')]).toEqual(content);
  });

  it('answers the fee schedule to anyone with a token, guests included', async () => {
    const guest = await login(sandbox.app, 'VISIT');
    for (const token of [sandbox.token, guest]) {
      const schedule = parseFeeScheduleAnswer((await query(sandbox.app, token, buildFeeScheduleRequest())).json());
      expect(schedule.feeList.map((fee) => fee.currency)).toEqual(['USD', 'EUR', 'GBP', 'AUD', 'NZD', 'CNH', 'JPY', 'ZAR']);
      for (const fee of schedule.feeList) {
        expect(fee.custodyFeeRate).toBeGreaterThan(0);
        expect(fee.settlementDays).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
