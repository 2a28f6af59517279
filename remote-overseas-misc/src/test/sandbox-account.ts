// What the account pages' tests make the sandbox hold, through its real handlers (not a test file itself):
// orders placed as the customer would, so holdings and order lists are the sandbox's own answers.

import type { SandboxFetch } from 'sandbox/test-fetch';
import { buildOrderPlaceRequest, buildSymbolListRequest, NOT_RATED, parseOrderPlaceAnswer, parseSymbolListAnswer, SymbolKind, type OrderLineResult } from '@shared/bond';
import { buildFundListRequest, buildFundSubscribeRequest, parseFundListAnswer, parseFundOrderAnswer, type FundOrder } from '@shared/fund';
import { buildStockOrderPlaceRequest, parseStockOrderAnswer, type StockOrder } from '@shared/stock';
import { newClientKey, postQuery } from 'shared';

/** The market clock these tests pin: New York open (a market buy of a US stock fills at once), Tokyo and Hong Kong shut. */
export const NEW_YORK_OPEN = '2025-07-01T22:00:00+08:00';

/** Buys `quantity` of `symbol`: at the market (filled at once while its market trades), or at `limitPrice` (left working when far below). */
export async function buyStock(account: string, symbol: string, quantity: number, limitPrice = ''): Promise<StockOrder> {
  const order = {
    account,
    ClientKey: newClientKey(),
    symbol,
    side: 'B',
    orderType: limitPrice === '' ? 'MARKET' : 'LIMIT',
    quantity,
    limitPrice,
    validity: 'DAY',
    goodTillDate: '',
  } as const;
  return postQuery(buildStockOrderPlaceRequest(order), parseStockOrderAnswer, { loading: false });
}

/** Subscribes USD 1,000 of an RR2 USD fund open to every investor; the order waits for its NAV. */
export async function subscribeFund(account: string): Promise<FundOrder> {
  // the first read builds the sandbox's fund universe, a few seconds under jest on a busy machine
  const funds = await postQuery(buildFundListRequest(), parseFundListAnswer, { loading: false });
  const fund = funds.find((entry) => entry.riskGrade === 'RR2' && entry.currency === 'USD' && !entry.professionalOnly);
  if (fund === undefined) throw new Error('no RR2 USD fund');
  return postQuery(buildFundSubscribeRequest(account, fund.fundId, '1000', newClientKey()), parseFundOrderAnswer, { loading: false });
}

/** Confirms every fund order waiting for its NAV (the sandbox's test control; the sandbox needs `testControls`): a subscription becomes a holding. */
export async function confirmFunds(sandbox: SandboxFetch): Promise<void> {
  await sandbox.fetch('http://api.test/__sandbox/funds/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
}

/** Places a bond buy a point under the ask, which stays working (or a pre-order, after the desk's cut-off). */
export async function placeBondOrder(account: string): Promise<OrderLineResult> {
  // reads the 5,000-bond quote list: a few seconds under jest on a busy machine
  const quotes = await postQuery(buildSymbolListRequest({ kind: SymbolKind.Quotes }), parseSymbolListAnswer, { loading: false });
  const bond = quotes.find((candidate) => candidate.issueCurrency === 'USD' && candidate.creditRating !== NOT_RATED && candidate.investorRestriction === 'ALL' && candidate.ProductRiskGrade <= 'RR2');
  if (bond === undefined) throw new Error('no USD bond for this customer');
  const placed = await postQuery(
    buildOrderPlaceRequest({
      account,
      ClientKey: newClientKey(),
      side: 'B',
      validity: 'DAY',
      goodTillDate: '',
      riskAcknowledged: true,
      lines: [{ isin: bond.isin, nominal: String(bond.faceValue), limitPrice: (bond.refPriceBuyNumber - 1).toFixed(3) }],
    }),
    parseOrderPlaceAnswer,
    { loading: false },
  );
  const [line] = placed.results;
  if (line === undefined) throw new Error('the bond order was not placed');
  return line;
}
