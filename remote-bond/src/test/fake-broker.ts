import { DataKind, type Bond, type CartItem } from 'shared';

interface QueryBody {
  FunId: string;
  Data: Record<string, unknown>;
}

/** What the fake broker was asked, for assertions. */
export interface FakeBroker {
  requests: QueryBody[];
  favorites: Map<string, string[]>;
  carts: Map<string, CartItem[]>;
  /** Saves counted per `DataKind:account`: the `Version` the fake answers (it never refuses a save). */
  versions: Map<string, number>;
  /** Makes the next save answer this StatusCode instead of saving. */
  failNextSave: (statusCode: string) => void;
  /** Makes the next symbol-list answer a wrong shape. */
  breakNextList: () => void;
  /**
   * Makes the next symbol-list answer arrive in two parts: its first ten bonds at once, the rest when
   * the returned function is called (a long answer still downloading).
   */
  holdNextList: () => () => void;
  /** ISINs no longer offered: the cart re-query leaves them out. */
  withdrawn: Set<string>;
  fetch: jest.Mock;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A symbol-list answer whose first ten bonds arrive at once and the rest once `rest` resolves. */
function heldBack(datas: readonly Bond[], rest: Promise<void>): Response {
  const array = JSON.stringify(datas);
  const cut = JSON.stringify(datas.slice(0, 10)).length; // just past the tenth bond's separator
  const encoder = new TextEncoder();
  const parts = [`{"StatusCode":"0","Data":{"datas":${array.slice(0, cut)}`, `${array.slice(cut)}}}`];
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 1) await rest;
      const part = parts[sent];
      sent += 1;
      if (part === undefined) controller.close();
      else controller.enqueue(encoder.encode(part));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A stand-in for the broker API answering the real contract: kind 1 the first bonds, kind 2 all,
 * kind 0 the named ISINs (or a text search), favourites and cart per account.
 */
export function createFakeBroker(universe: readonly Bond[], picks = 12): FakeBroker {
  const broker: FakeBroker = {
    requests: [],
    favorites: new Map(),
    carts: new Map(),
    versions: new Map(),
    failNextSave: () => undefined,
    breakNextList: () => undefined,
    holdNextList: () => () => undefined,
    withdrawn: new Set(),
    fetch: jest.fn(),
  };
  let failSave: string | null = null;
  let breakList = false;
  let held: Promise<void> | null = null;
  broker.holdNextList = () => {
    let release: () => void = () => undefined;
    held = new Promise((resolve) => (release = resolve));
    return () => release();
  };
  const list = (datas: readonly Bond[]): Response => {
    if (held === null) return json({ StatusCode: '0', Data: { datas } });
    const rest = held;
    held = null;
    return heldBack(datas, rest);
  };
  broker.breakNextList = () => {
    breakList = true;
  };
  broker.failNextSave = (statusCode) => {
    failSave = statusCode;
  };
  broker.fetch.mockImplementation(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as QueryBody;
    broker.requests.push(body);
    const data = body.Data;
    const account = String((data['CarList'] as Array<{ Account: string }> | undefined)?.[0]?.Account ?? '').slice(5);
    switch (body.FunId) {
      case 'KGItwPubOltsSymbolMaster': {
        if (breakList) {
          breakList = false;
          return json({ StatusCode: '0', Data: { datas: [{ isin: 1 }] } });
        }
        const names = String(data['symbolName'] ?? '').split(',').filter(Boolean);
        if (data['searchKind'] === 'cart') {
          return list(universe.filter((bond) => names.includes(bond.isin) && !broker.withdrawn.has(bond.isin)));
        }
        let datas: readonly Bond[];
        if (data['kind'] === '1') datas = universe.slice(0, picks);
        else if (data['kind'] === '2') datas = universe;
        else if (names.every((name) => /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(name))) datas = universe.filter((bond) => names.includes(bond.isin));
        else datas = universe.filter((bond) => names.some((name) => bond.bondName.includes(name) || bond.isin.includes(name.toUpperCase())));
        const currencies = (data['issueCurrency'] as string[] | undefined) ?? [];
        if (currencies.length > 0) datas = datas.filter((bond) => currencies.includes(bond.issueCurrency));
        return list(datas);
      }
      case 'KGItwInfFavoritesRSPList': {
        const favorites = data['DataKind'] === DataKind.Favorites;
        const stored = favorites ? broker.favorites.get(account) : broker.carts.get(account);
        const Version = broker.versions.get(`${String(data['DataKind'])}:${account}`) ?? 0;
        if (stored === undefined) return json({ StatusCode: '0', Data: { CarList: [], Version } });
        const content = favorites ? { isinList: stored } : { carDataList: stored };
        return json({ StatusCode: '0', Data: { CarList: [{ Account: `O    ${account}`, DataContent: JSON.stringify(content) }], Version } });
      }
      case 'KGItwInfFavoritesRSPSave': {
        if (failSave !== null) {
          const code = failSave;
          failSave = null;
          return json({ StatusCode: code, Message: '儲存失敗（測試）。' });
        }
        const entry = (data['CarList'] as Array<{ Account: string; DataContent: string }>)[0];
        const content = JSON.parse(entry?.DataContent ?? '{}') as { isinList?: string[]; carDataList?: CartItem[] };
        if (data['DataKind'] === DataKind.Favorites) broker.favorites.set(account, content.isinList ?? []);
        else broker.carts.set(account, content.carDataList ?? []);
        const key = `${String(data['DataKind'])}:${account}`;
        const Version = (broker.versions.get(key) ?? 0) + 1;
        broker.versions.set(key, Version);
        return json({ StatusCode: '0', Data: { CarList: [{ Account: `O    ${account}`, DataContent: entry?.DataContent ?? '{}' }], Version } });
      }
      case 'KGItwPubOltsFeeSchedule':
        return json({
          StatusCode: '0',
          Data: {
            effectiveDate: '20260101',
            feeList: ['USD', 'EUR', 'GBP', 'AUD', 'NZD', 'CNH', 'JPY', 'ZAR'].map((currency) => ({
              currency,
              custodyFeeRate: 0.2,
              custodyFeeMin: currency === 'JPY' ? 1500 : currency === 'ZAR' ? 200 : 10,
              settlementDays: 2,
            })),
          },
        });
      default:
        return json({ StatusCode: '4040', Message: '不支援的功能代碼。' });
    }
  });
  return broker;
}
