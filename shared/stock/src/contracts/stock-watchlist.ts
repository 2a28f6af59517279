import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess } from 'shared/contracts';
import { VersionSchema } from 'shared/contracts';
import { AccountNoSchema } from 'shared/contracts';
import { StockSymbolSchema } from './stock';

/**
 * The overseas stock watchlist of one account (rule STK-6). Our own contract, not part of the known
 * broker contract. It follows the favourites' rules (rules FAV-1, FAV-2): per account of the token's
 * customer, guests refused (4030), and every save names the `version` it started from; a save from a
 * version that is no longer the stored one stores nothing and answers 4091 (`StatusCode.VersionConflict`).
 */

/** Most symbols one watchlist holds. */
export const MAX_WATCHLIST = 100;

/** The symbols in the customer's order, each once. */
export const WatchlistSymbolsSchema = v.pipe(
  v.array(StockSymbolSchema),
  v.maxLength(MAX_WATCHLIST, `自選股最多 ${MAX_WATCHLIST} 檔`),
  v.check((symbols) => new Set(symbols).size === symbols.length, '代號不可重複'),
);

/** `Data` of the watchlist read (FunId `KGItwInfStockWatchlist`): the bare account number. */
export const WatchlistQueryDataSchema = v.object({ account: AccountNoSchema });

/** `Data` of the watchlist save (FunId `KGItwInfStockWatchlistSave`): the whole list and the version it started from. */
export const WatchlistSaveDataSchema = v.object({
  account: AccountNoSchema,
  version: VersionSchema,
  symbols: WatchlistSymbolsSchema,
});

/** `Data` of the watchlist save. */
export type WatchlistSaveData = v.InferInput<typeof WatchlistSaveDataSchema>;

/** The read and save answers: the stored list and its version (0 while nothing was saved). */
export const WatchlistAnswerDataSchema = v.object({ account: v.string(), version: VersionSchema, symbols: WatchlistSymbolsSchema });

/** A watchlist as stored. */
export type Watchlist = v.InferOutput<typeof WatchlistAnswerDataSchema>;

/** Builds the watchlist read. */
export function buildWatchlistQuery(account: string): QueryRequest<typeof FunId.StockWatchlist, { account: string }> {
  return { FunId: FunId.StockWatchlist, Data: { account } };
}

/** Builds the watchlist save: the whole list, from `version`. */
export function buildWatchlistSave(account: string, symbols: readonly string[], version: number): QueryRequest<typeof FunId.StockWatchlistSave, WatchlistSaveData> {
  return { FunId: FunId.StockWatchlistSave, Data: { account, version, symbols: [...symbols] } };
}

/**
 * Parses the read or save answer.
 * @throws ApiError `conflict` for 4091, other kinds for other StatusCodes, `malformed` for a wrong shape.
 */
export function parseWatchlistAnswer(json: unknown): Watchlist {
  return parseSuccess(json, WatchlistAnswerDataSchema);
}
