import type { FastifyInstance } from 'fastify';
import { defaultUniverse } from './bonds/generate-universe';
import {
  FunId,
  SYMBOL_FILTERS,
  SYMBOL_FILTER_NAMES,
  SearchKind,
  StatusCode,
  SymbolKind,
  EMPTY_FILTERS,
  bondMatchesFilters,
  bondSearchHaystack,
  meetsRatingFloor,
  buildSymbolListRequest,
  parseSymbolListAnswer,
  type Bond,
  type SymbolListFilters,
  type SymbolListRequestOptions,
} from './shared-contracts';
import { body, login, query, removeDir, startSandbox, symbolList, tempDataDir } from './test-support';

describe('Query KGItwPubOltsSymbolMaster', () => {
  let dir: string;
  let app: FastifyInstance;
  let token: string;
  let quotes: Bond[];

  beforeAll(async () => {
    dir = await tempDataDir();
    app = await startSandbox(dir);
    token = await login(app, 'A123456789');
    quotes = parseSymbolListAnswer((await symbolList(app, token, { kind: SymbolKind.Quotes })).json());
  });
  afterAll(async () => {
    await app.close();
    await removeDir(dir);
  });

  async function list(options: SymbolListRequestOptions): Promise<Bond[]> {
    const response = await symbolList(app, token, options);
    expect(response.statusCode).toBe(200);
    return parseSymbolListAnswer(response.json());
  }

  it('kind 2 answers the whole quote list: 5,000+ bonds that parse with the shared contract', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(5_000);
    expect(new Set(quotes.map((bond) => bond.isin)).size).toBe(quotes.length);
    expect(quotes.every((bond) => bond.priceDate === '20250701')).toBe(true);
  });

  it('kind 1 answers the broker picks, about 36', async () => {
    const picks = await list({ kind: SymbolKind.BrokerPicks });
    expect(picks.length).toBeGreaterThanOrEqual(30);
    expect(picks.length).toBeLessThanOrEqual(36);
    for (const bond of picks) {
      expect(bond.investorRestriction).toBe('ALL');
      expect(bond.remainingTerm).toBeGreaterThanOrEqual(2);
      expect(bond.remainingTerm).toBeLessThanOrEqual(10);
    }
  });

  it('kind 0 answers the named ISINs in the order named, case-insensitive, unknown ones dropped', async () => {
    const [a, b, c] = quotes;
    if (a === undefined || b === undefined || c === undefined) throw new Error('too few quotes');
    const bonds = await list({ kind: SymbolKind.ByIsin, isins: [c.isin, a.isin.toLowerCase(), 'US0000000000', b.isin, c.isin] });
    expect(bonds.map((bond) => bond.isin)).toEqual([c.isin, a.isin, b.isin]);
  });

  it('kind 0 with no ISINs answers an empty list with StatusCode 0 (empty favourites)', async () => {
    const response = await symbolList(app, token, { kind: SymbolKind.ByIsin, isins: [] });
    expect(body(response)).toEqual({ StatusCode: '0', Data: { datas: [] } });
  });

  it('kind 0 treats a token that is not an ISIN as search text (search box → symbolName)', async () => {
    const bonds = await list({ kind: SymbolKind.ByIsin, isins: ['蘋果'] });
    expect(bonds.length).toBeGreaterThan(0);
    expect(bonds.every((bond) => bond.issuerName === '蘋果公司')).toBe(true);
  });

  it('searchValue finds by ISIN fragment and names, case-insensitive, full-width typed, every word', async () => {
    const target = quotes[10];
    if (target === undefined) throw new Error('too few quotes');
    const fragment = target.isin.slice(0, 9).toLowerCase();
    const byIsin = await list({ kind: SymbolKind.Quotes, searchValue: fragment });
    expect(byIsin.map((bond) => bond.isin)).toContain(target.isin);
    expect(byIsin.every((bond) => bondSearchHaystack(bond).includes(fragment))).toBe(true);

    const apple = await list({ kind: SymbolKind.Quotes, searchValue: 'apple' });
    expect(apple.length).toBeGreaterThan(0);
    expect(apple.every((bond) => bond.issuerNameEn === 'Apple Inc')).toBe(true);
    const fullWidth = await list({ kind: SymbolKind.Quotes, searchValue: 'ＡＰＰＬＥ' });
    expect(fullWidth.map((bond) => bond.isin)).toEqual(apple.map((bond) => bond.isin));

    const treasury2034 = await list({ kind: SymbolKind.Quotes, searchValue: '美國公債 2034' });
    expect(treasury2034.length).toBeGreaterThan(0);
    expect(treasury2034.every((bond) => bond.bondName.startsWith('美國公債 2034/'))).toBe(true);

    const none = await list({ kind: SymbolKind.Quotes, searchValue: 'no bond is called this' });
    expect(none).toEqual([]);
  });

  it('searchValue also narrows the picks', async () => {
    const picks = await list({ kind: SymbolKind.BrokerPicks });
    const first = picks[0];
    if (first === undefined) throw new Error('no picks');
    const narrowed = await list({ kind: SymbolKind.BrokerPicks, searchValue: first.isin });
    expect(narrowed.map((bond) => bond.isin)).toEqual([first.isin]);
  });

  describe('filters', () => {
    for (const name of SYMBOL_FILTER_NAMES) {
      it(`${name}: every value keeps only matching bonds, and the values together cover what they should`, async () => {
        const seen = new Set<string>();
        for (const option of SYMBOL_FILTERS[name].options) {
          const filters: SymbolListFilters = { ...EMPTY_FILTERS, [name]: [option.value] };
          const bonds = await list({ kind: SymbolKind.Quotes, filters });
          expect(bonds.every((bond) => bondMatchesFilters(bond, filters))).toBe(true);
          expect(bonds.length).toBe(quotes.filter((bond) => bondMatchesFilters(bond, filters)).length);
          for (const bond of bonds) {
            expect(seen.has(bond.isin)).toBe(false); // buckets never overlap
            seen.add(bond.isin);
          }
        }
        // dYtc only applies to callable bonds; every other filter partitions the list.
        const expected = name === 'dYtc' ? quotes.filter((bond) => bond.dYtc !== null).length : quotes.length;
        expect(seen.size).toBe(expected);
      });
    }

    it('every filter value matches at least one bond, so no panel option is dead', async () => {
      for (const name of SYMBOL_FILTER_NAMES) {
        for (const option of SYMBOL_FILTERS[name].options) {
          const filters: SymbolListFilters = { ...EMPTY_FILTERS, [name]: [option.value] };
          const count = quotes.filter((bond) => bondMatchesFilters(bond, filters)).length;
          if (count === 0) throw new Error(`${name}=${option.value} matches nothing`);
        }
      }
    });

    it('keeps only the bonds at or above the rating floor asked for, split ratings by the lower, NR the unrated (rule BND-20)', async () => {
      const floor = await list({ kind: SymbolKind.Quotes, filters: { ratingFloor: 'A-', issueCurrency: ['USD'] } });
      expect(floor.length).toBeGreaterThan(0);
      expect(floor.length).toBe(quotes.filter((bond) => bond.issueCurrency === 'USD' && meetsRatingFloor(bond, 'A-')).length);
      expect(floor.some((bond) => bond.OtherRatings?.some((other) => other.rating === 'BBB+') === true)).toBe(false);
      const unrated = await list({ kind: SymbolKind.Quotes, filters: { ratingFloor: 'NR' } });
      expect(unrated.length).toBeGreaterThan(0);
      expect(unrated.every((bond) => bond.creditRating === 'NR')).toBe(true);
    });

    it('ORs values within a filter and ANDs across filters', async () => {
      const usdOrEur = await list({ kind: SymbolKind.Quotes, filters: { issueCurrency: ['USD', 'EUR'] } });
      const usd = await list({ kind: SymbolKind.Quotes, filters: { issueCurrency: ['USD'] } });
      const eur = await list({ kind: SymbolKind.Quotes, filters: { issueCurrency: ['EUR'] } });
      expect(usdOrEur.length).toBe(usd.length + eur.length);

      const narrow = await list({
        kind: SymbolKind.Quotes,
        filters: { issueCurrency: ['USD'], stockClass: ['CORP'], remainingTerm: ['3-5', '5-10'], investorRestriction: ['ALL'] },
      });
      expect(narrow.length).toBeGreaterThan(0);
      for (const bond of narrow) {
        expect(bond.issueCurrency).toBe('USD');
        expect(bond.stockClass).toBe('CORP');
        expect(bond.remainingTerm).toBeGreaterThanOrEqual(3);
        expect(bond.remainingTerm).toBeLessThan(10);
        expect(bond.investorRestriction).toBe('ALL');
      }
    });

    it('applies to kind 0 and kind 1 too', async () => {
      const usdPicks = await list({ kind: SymbolKind.BrokerPicks, filters: { issueCurrency: ['USD'] } });
      expect(usdPicks.length).toBeGreaterThan(0);
      expect(usdPicks.every((bond) => bond.issueCurrency === 'USD')).toBe(true);
      const mixed = quotes.slice(0, 40);
      const named = await list({ kind: SymbolKind.ByIsin, isins: mixed.map((bond) => bond.isin), filters: { cpnFreq: ['2'] } });
      expect(named.map((bond) => bond.isin)).toEqual(mixed.filter((bond) => bond.cpnFreq === 2).map((bond) => bond.isin));
    });

    it('treats absent filter arrays as empty', async () => {
      const response = await query(app, token, { FunId: FunId.SymbolMaster, Data: { type: '3', kind: '1' } });
      expect(parseSymbolListAnswer(response.json()).length).toBeGreaterThan(0);
    });

    it('answers 4001 for an unknown filter value or a filter that is not an array', async () => {
      const request = buildSymbolListRequest({ kind: SymbolKind.Quotes });
      const unknown = await query(app, token, { ...request, Data: { ...request.Data, remainingTerm: ['0-99'] } });
      expect(body(unknown)).toMatchObject({ StatusCode: StatusCode.InvalidField });
      expect(String(body(unknown).Message)).toContain('remainingTerm');
      const notArray = await query(app, token, { FunId: FunId.SymbolMaster, Data: { type: '3', kind: '2', issueCurrency: 'USD' } });
      expect(body(notArray).StatusCode).toBe(StatusCode.InvalidField);
    });
  });

  it('answers 4001 for a wrong type, kind or searchKind', async () => {
    for (const data of [
      { type: '2', kind: '1' },
      { kind: '1' },
      { type: '3', kind: '9' },
      { type: '3', kind: 1 },
      { type: '3', kind: '0', searchKind: 'position' },
      { type: '3', kind: '2', searchValue: 12 },
    ]) {
      const answer = body(await query(app, token, { FunId: FunId.SymbolMaster, Data: data }));
      expect(answer.StatusCode).toBe(StatusCode.InvalidField);
      expect(typeof answer.Message).toBe('string');
    }
  });

  describe('searchKind cart: position re-query', () => {
    const withdrawn = defaultUniverse().filter((bond) => bond.withdrawn);

    it('answers only the named bonds still offered, ignoring kind, text and filters', async () => {
      const offered = quotes.slice(100, 105);
      const gone = withdrawn.slice(0, 2);
      expect(gone.length).toBe(2);
      const isins = [gone[0]?.isin ?? '', ...offered.map((bond) => bond.isin), gone[1]?.isin ?? ''];
      const bonds = await list({
        kind: SymbolKind.BrokerPicks,
        isins,
        searchKind: SearchKind.Cart,
        searchValue: 'nothing matches this',
        filters: { issueCurrency: ['ZAR'], investorRestriction: ['PI'] },
      });
      expect(bonds.map((bond) => bond.isin)).toEqual(offered.map((bond) => bond.isin));
    });

    it('never lists a withdrawn bond in any kind', async () => {
      const gone = withdrawn.map((bond) => bond.isin);
      const quoted = new Set(quotes.map((bond) => bond.isin));
      expect(gone.some((isin) => quoted.has(isin))).toBe(false);
      expect(await list({ kind: SymbolKind.ByIsin, isins: gone })).toEqual([]);
    });

    it('drops a bond withdrawn at run time by the test switch, and brings it back', async () => {
      const victim = quotes[200];
      if (victim === undefined) throw new Error('too few quotes');
      const set = await app.inject({ method: 'POST', url: '/__sandbox/config', payload: { withdrawnIsins: [victim.isin] } });
      expect(set.statusCode).toBe(200);
      expect(await list({ kind: SymbolKind.ByIsin, isins: [victim.isin], searchKind: SearchKind.Cart })).toEqual([]);
      expect((await list({ kind: SymbolKind.Quotes })).length).toBe(quotes.length - 1);
      await app.inject({ method: 'POST', url: '/__sandbox/config', payload: { withdrawnIsins: [] } });
      expect((await list({ kind: SymbolKind.ByIsin, isins: [victim.isin], searchKind: SearchKind.Cart })).map((bond) => bond.isin)).toEqual([victim.isin]);
    });
  });

  it('lets a guest read the symbol list', async () => {
    const guest = await login(app, 'VISIT');
    const picks = parseSymbolListAnswer((await symbolList(app, guest, { kind: SymbolKind.BrokerPicks })).json());
    expect(picks.length).toBeGreaterThan(0);
  });
});

describe('Query answers over the wire', () => {
  it('compresses a large answer when the client accepts gzip', async () => {
    const { gunzipSync } = await import('node:zlib');
    const dir = await tempDataDir();
    const app = await startSandbox(dir);
    const token = await login(app, 'A123456789');
    const response = await app.inject({
      method: 'POST',
      url: '/api/OffShoreBond/Query',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      payload: buildSymbolListRequest({ kind: SymbolKind.Quotes }),
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const plain = gunzipSync(response.rawPayload).toString('utf8');
    expect(response.rawPayload.length).toBeLessThan(plain.length / 4);
    expect(parseSymbolListAnswer(JSON.parse(plain)).length).toBeGreaterThanOrEqual(5_000);
    await app.close();
    await removeDir(dir);
  });
});
