import { useMemo } from 'react';
import { useQuery, type FxRates } from 'shared';
import { fxRatesQuery } from '../api/account-queries';
import { errorMessage } from '../components/block';
import type { HoldingRow, ProductHoldings, ProductKind } from '../domain/portfolio';

/** The TWD rate of a currency from today's rates (TWD's own is 1), or undefined when there is none. */
export function rateFrom(rates: FxRates | undefined): (currency: string) => string | undefined {
  return (currency) => (currency === 'TWD' ? '1' : rates?.rates.find((rate) => rate.currency === currency)?.rate);
}

/**
 * One product's holdings as its block shows them: its own read and today's rates, each on its own (rule
 * ACC-3). While the rates are still coming the block waits; if they fail the rows show without TWD.
 */
export function useProductHoldings<T>(
  product: ProductKind,
  query: { data: T | undefined; error: unknown; isError: boolean; refetch: () => unknown },
  toRows: (data: T, rateOf: (currency: string) => string | undefined) => HoldingRow[],
): ProductHoldings {
  const rates = useQuery(fxRatesQuery());
  const { data, error, isError, refetch } = query;
  return useMemo((): ProductHoldings => {
    if (data === undefined) {
      return isError ? { status: 'error', product, message: errorMessage(error), retry: () => void refetch() } : { status: 'loading', product };
    }
    if (rates.data === undefined && !rates.isError) return { status: 'loading', product };
    return { status: 'ready', product, rows: toRows(data, rateFrom(rates.data)) };
  }, [product, data, error, isError, refetch, rates.data, rates.isError, toRows]);
}
