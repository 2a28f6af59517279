import { useMemo } from 'react';
import { failureMessage, usePolledQuery, useQuery } from 'shared';
import { marginTransfersQuery, moneyInTransit, type MoneyInTransit } from '@shared/margin';
import { REFRESH_MS, fxRatesQuery, marginBalanceQuery } from '../api/account-queries';
import { cashRows, type CashRow, type ProductHoldings } from '../domain/portfolio';
import type { CashState, RatesState } from '../domain/summary';
import type { Viewer } from '../domain/viewer';
import { useHoldings } from '../holdings/use-holdings';
import { ORDERS_REFRESH_MS } from '../orders/use-bond-orders';

/** The cash read as a block uses it. */
export interface CashQuery {
  data: CashRow[] | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The money of the account's transfers still in transit, as far as it is known (rule MRG-11). */
export type InTransitState =
  | { readonly state: 'ready'; readonly legs: readonly MoneyInTransit[] }
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string; readonly retry: () => void };

/** What the account pages read for the selected account: cash and each product's holdings, each on its own. */
export interface AccountData {
  readonly cash: CashQuery;
  readonly cashState: CashState;
  readonly holdings: readonly ProductHoldings[];
  readonly rates: RatesState;
  readonly inTransit: InTransitState;
}

/**
 * The selected account's cash and holdings, keyed by the account, so that choosing another account in the
 * header shows its figures without a page load (rule ACC-7), all converted at today's rates, the one read of
 * them every page shares (rule ACC-4), and, unless `withTransfers` is false (the home shows no cash), its
 * transfers still in transit (rule MRG-11). Nothing is asked for anyone but a customer.
 */
export function useAccountData(viewer: Viewer, { withTransfers = true }: { withTransfers?: boolean } = {}): AccountData {
  const customer = viewer.kind === 'customer' && viewer.account !== '' ? viewer : undefined;
  const balance = useQuery({
    ...marginBalanceQuery(customer?.idno ?? '', customer?.account ?? ''),
    enabled: customer !== undefined,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const ratesQuery = useQuery(fxRatesQuery());
  const ratesKnown = ratesQuery.data !== undefined || ratesQuery.isError;
  const rows = useMemo(
    () => (balance.data === undefined || !ratesKnown ? undefined : cashRows(balance.data, ratesQuery.data)),
    [balance.data, ratesKnown, ratesQuery.data],
  );
  const holdings = useHoldings(viewer);
  const transfers = usePolledQuery({ ...marginTransfersQuery(customer?.idno ?? '', customer?.account ?? '', ORDERS_REFRESH_MS), enabled: customer !== undefined && withTransfers });
  const refetchBalance = balance.refetch;
  const refetchRates = ratesQuery.refetch;
  const cash: CashQuery = {
    data: rows,
    error: balance.error,
    isPending: rows === undefined && !balance.isError,
    isError: balance.isError,
    refetch: refetchBalance,
  };
  const cashState = useMemo((): CashState => {
    if (rows !== undefined) return { state: 'ready', rows };
    if (balance.isError && balance.data === undefined) return { state: 'error', message: failureMessage(balance.error), retry: () => void refetchBalance() };
    return { state: 'loading' };
  }, [rows, balance.isError, balance.data, balance.error, refetchBalance]);
  const rates = useMemo((): RatesState => {
    if (ratesQuery.data !== undefined) return { state: 'ready', time: ratesQuery.data.rates[0]?.time ?? null };
    if (ratesQuery.isError) return { state: 'error', message: failureMessage(ratesQuery.error), retry: () => void refetchRates() };
    return { state: 'loading' };
  }, [ratesQuery.data, ratesQuery.isError, ratesQuery.error, refetchRates]);
  const inTransit = useMemo((): InTransitState => {
    if (transfers.data !== undefined) return { state: 'ready', legs: moneyInTransit(transfers.data.transfers) };
    if (transfers.failure !== null) return { state: 'error', message: transfers.failure, retry: transfers.retry };
    return { state: 'loading' };
  }, [transfers.data, transfers.failure, transfers.retry]);
  return { cash, cashState, holdings, rates, inTransit };
}
