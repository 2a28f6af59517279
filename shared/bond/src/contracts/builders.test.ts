import { DataKind, formatAccount, parseAccount } from '.';
import { buildFavoritesQuery } from '.';
import { buildFavoritesSave } from '.';
import { buildFeeScheduleRequest } from '.';
import { buildAuthVerifyRequest } from 'shared/contracts';
import { SearchKind, SymbolKind, buildSymbolListRequest } from '.';

describe('request builders', () => {
  it('formats the account as the letter O, four spaces and the number, and reads it back', () => {
    expect(formatAccount('1234567')).toBe('O    1234567');
    expect(formatAccount(' 1234567 ')).toBe('O    1234567');
    expect(parseAccount('O    1234567')).toBe('1234567');
    expect(parseAccount('O   1234567')).toBeNull();
    expect(parseAccount('0    1234567')).toBeNull();
    expect(parseAccount('O    ')).toBeNull();
  });

  it('builds the favourites and cart list request with LOGID = CustID = idno and one account', () => {
    expect(buildFavoritesQuery('A123456789', '1234567', DataKind.Favorites)).toEqual({
      FunId: 'KGItwInfFavoritesRSPList',
      Data: { LOGID: 'A123456789', CustID: 'A123456789', DataKind: '5', CarList: [{ Account: 'O    1234567' }] },
    });
    expect(buildFavoritesQuery('A123456789', '7654321', DataKind.Cart).Data.DataKind).toBe('3');
  });

  it('builds a save with DataContent as a JSON string and the version it started from', () => {
    const favourites = buildFavoritesSave('A123456789', '1234567', { dataKind: DataKind.Favorites, isinList: ['US0378331005'] }, 3);
    expect(favourites).toEqual({
      FunId: 'KGItwInfFavoritesRSPSave',
      Data: {
        LOGID: 'A123456789',
        CustID: 'A123456789',
        DataKind: '5',
        Version: 3,
        CarList: [{ Account: 'O    1234567', DataContent: '{"isinList":["US0378331005"]}' }],
      },
    });
    const cart = buildFavoritesSave('A123456789', '1234567', { dataKind: DataKind.Cart, carDataList: [{ isin: 'US0378331005', faceValue: 20_000 }] }, 0);
    expect(cart.Data.CarList[0].DataContent).toBe('{"carDataList":[{"isin":"US0378331005","faceValue":20000}]}');
  });

  it('builds a complete symbol-list request: type 3, every filter array, ISINs joined by commas', () => {
    const request = buildSymbolListRequest({
      kind: SymbolKind.ByIsin,
      isins: ['US0378331005', 'US5949181045'],
      filters: { issueCurrency: ['USD'] },
      searchKind: SearchKind.Cart,
    });
    expect(request).toEqual({
      FunId: 'KGItwPubOltsSymbolMaster',
      Data: {
        type: '3',
        searchValue: '',
        symbolName: 'US0378331005,US5949181045',
        kind: '0',
        searchKind: 'cart',
        investorRestriction: [],
        faceValue: [],
        remainingTerm: [],
        stockClass: [],
        cpnFreq: [],
        issueCurrency: ['USD'],
        faceRate: [],
        dYtm: [],
        dYtc: [],
        refPriceBuy: [],
      },
    });
    expect(buildSymbolListRequest({ kind: SymbolKind.BrokerPicks }).Data).not.toHaveProperty('searchKind');
  });

  it('builds the fee-schedule and verify requests', () => {
    expect(buildFeeScheduleRequest()).toEqual({ FunId: 'KGItwPubOltsFeeSchedule', Data: {} });
    expect(buildAuthVerifyRequest('abc')).toEqual({ code: 'abc' });
  });
});
