import { useMemo } from 'react';
import { useQuery } from 'shared';
import { marginBalanceQuery } from '../api/account-queries';
import { cashRows, type CashRow, type ProductHoldings } from '../domain/portfolio';
import type { CashState } from '../domain/summary';
import type { Viewer } from '../domain/viewer';
import { useHoldings } from '../holdings/use-holdings';

/** The cash read as a block uses it. */
export interface CashQuery {
  data: CashRow[] | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** What the account pages read for the selected account: cash and each product's holdings, each on its own. */
export interface AccountData {
  readonly cash: CashQuery;
  readonly cashState: CashState;
  readonly holdings: readonly ProductHoldings[];
}

/**
 * The selected account's cash and holdings, keyed by the account, so that choosing another account in the
 * header shows its figures without a page load (rule ACC-7). Nothing is asked for anyone but a customer.
 */
export function useAccountData(viewer: Viewer): AccountData {
  const customer = viewer.kind === 'customer' && viewer.account !== '' ? viewer : undefined;
  const balance = useQuery({ ...marginBalanceQuery(customer?.idno ?? '', customer?.account ?? ''), enabled: customer !== undefined });
  const rows = useMemo(() => (balance.data === undefined ? undefined : cashRows(balance.data)), [balance.data]);
  const holdings = useHoldings(viewer);
  const cash: CashQuery = { data: rows, error: balance.error, isPending: balance.isPending, isError: balance.isError, refetch: balance.refetch };
  const cashState: CashState = rows !== undefined ? { state: 'ready', rows } : { state: balance.isError ? 'error' : 'loading' };
  return { cash, cashState, holdings };
}
