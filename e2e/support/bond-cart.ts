import { expect, type APIRequestContext } from '@playwright/test';
import { SANDBOX } from './sandbox';

// What the bond journeys set up through the sandbox's API, as another tab or device would.

const QUERY_URL = `${SANDBOX}/api/OffShoreBond/Query`;

/** A bond of the symbol list, as far as the journeys read it. */
export interface Bond {
  isin: string;
  bondName: string;
  issueCurrency: string;
  faceValue: number;
  faceValueIncrement: number;
  refPriceBuyNumber: number;
  ProductRiskGrade: string;
  investorRestriction: string;
}

/** One Query call with the customer's token. */
export async function call(request: APIRequestContext, token: string, FunId: string, Data: object): Promise<{ StatusCode: string; Data: Record<string, unknown> }> {
  const response = await request.post(QUERY_URL, { headers: { authorization: `Bearer ${token}` }, data: { FunId, Data } });
  return (await response.json()) as { StatusCode: string; Data: Record<string, unknown> };
}

/** The quote list's USD bonds of a small denomination (as the sandbox answers it). */
export async function usdBonds(request: APIRequestContext, token: string): Promise<Bond[]> {
  const data = { type: '3', searchValue: '', symbolName: '', kind: '2', investorRestriction: [], faceValue: [], remainingTerm: [], stockClass: [], cpnFreq: [], issueCurrency: [], faceRate: [], dYtm: [], dYtc: [], refPriceBuy: [] };
  const answer = await call(request, token, 'KGItwPubOltsSymbolMaster', data);
  return (answer.Data['datas'] as Bond[]).filter((bond) => bond.issueCurrency === 'USD' && bond.faceValue <= 10_000);
}

/** Replaces the account's cart with these lines, as another tab would. */
export async function putInCart(request: APIRequestContext, token: string, idno: string, account: string, items: { isin: string; faceValue: number; price: number }[]): Promise<void> {
  const base = { LOGID: idno, CustID: idno, DataKind: '3', CarList: [{ Account: `O    ${account}` }] };
  const listed = await call(request, token, 'KGItwInfFavoritesRSPList', base);
  const Version = listed.Data['Version'] as number;
  const saved = await call(request, token, 'KGItwInfFavoritesRSPSave', {
    ...base,
    Version,
    CarList: [{ Account: `O    ${account}`, DataContent: JSON.stringify({ carDataList: items }) }],
  });
  expect(saved.StatusCode).toBe('0');
}

