import { buildFxRatesRequest, parseFxRatesAnswer, type FxRate, type FxRates } from '../contracts/fx-rates';
import { postPublicQuery } from 'shared';
import { fxRatesKeys } from './keys';
import { queryOptions } from 'shared';

/** How long today's indicative rates are used before they are asked again (they move once a minute). */
export const FX_RATES_REFRESH_MS = 60_000;

/**
 * Today's indicative FX rates (`KGItwPubFxRates`), the one read of them for every page and remote: one
 * key, one time to live, one refresh, so pages open together convert with the same rates and name the
 * same time (rule ACC-4). Asked with the customer's token when there is one and without it otherwise
 * (rule API-11), so the overseas home shows them to anyone. Refreshed each minute while a page that shows
 * them is visible, not while the tab is hidden.
 */
export function fxRatesQuery() {
  return queryOptions({
    queryKey: fxRatesKeys.rates(),
    queryFn: ({ signal }) => postPublicQuery(buildFxRatesRequest(), parseFxRatesAnswer, { signal, loading: false }),
    staleTime: FX_RATES_REFRESH_MS,
    refetchInterval: FX_RATES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * The rate of `currency` in `rates` with its time: TWD's own is 1 at the rates' time; `undefined` when the
 * rates are not known or have no rate for the currency.
 */
export function fxRateFor(rates: FxRates | undefined, currency: string): FxRate | undefined {
  if (rates === undefined) return undefined;
  const found = rates.rates.find((rate) => rate.currency === currency);
  if (found !== undefined || currency !== 'TWD') return found;
  const time = rates.rates[0]?.time;
  return time === undefined ? undefined : { currency: 'TWD', rate: '1', time };
}
