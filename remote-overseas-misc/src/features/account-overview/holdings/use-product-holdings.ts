import { useMemo } from 'react';
import { useQuery, type PolledQuery } from 'shared';
import { type FxRates } from '@shared/account';
import { fxRatesQuery } from '../api/account-queries';
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
  query: PolledQuery<T>,
  toRows: (data: T, rateOf: (currency: string) => string | undefined) => HoldingRow[],
): ProductHoldings {
  const rates = useQuery(fxRatesQuery());
  const { data, failure, retry } = query;
  return useMemo((): ProductHoldings => {
    // a polled read's failure stays until a read succeeds (rule ORD-2)
    if (data === undefined) return failure !== null ? { status: 'error', product, message: failure, retry } : { status: 'loading', product };
    if (rates.data === undefined && !rates.isError) return { status: 'loading', product };
    return { status: 'ready', product, rows: toRows(data, rateFrom(rates.data)) };
  }, [product, data, failure, retry, rates.data, rates.isError, toRows]);
}
