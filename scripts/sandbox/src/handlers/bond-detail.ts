import { AnswerError, failure, success, type QueryAnswer } from '../answers';
import { bondDetailOf } from '../bonds/bond-detail';
import { bondHistoryOf } from '../bonds/bond-history';
import { defaultUniverse, type BondDefinition } from '../bonds/generate-universe';
import { parseRequest } from '../request-fields';
import { BondDetailDataSchema, BondHistoryDataSchema, StatusCode, type Bond } from '../shared-contracts';
import type { QueryContext } from './query-context';

let universeByIsin: ReadonlyMap<string, BondDefinition> | undefined;

/** The offered bond and its definition, or the refusal: 4044 for an ISIN never offered, 4045 for one no longer offered. */
function offeredBond(isin: string, context: QueryContext): { definition: BondDefinition; bond: Bond } {
  universeByIsin ??= new Map(defaultUniverse().map((definition) => [definition.isin, definition]));
  const definition = universeByIsin.get(isin);
  if (definition === undefined) throw new AnswerError(failure(StatusCode.BondUnknown));
  const bond = context.catalog().byIsin.get(isin);
  if (bond === undefined || context.withdrawn().has(isin)) throw new AnswerError(failure(StatusCode.BondWithdrawn));
  return { definition, bond };
}

/** FunId KGItwPubOltsBondDetail (our own contract, rules BND-1, BND-2): one offered bond's detail. */
export function bondDetail(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const { isin } = parseRequest(BondDetailDataSchema, data);
  const { definition, bond } = offeredBond(isin, context);
  const dates = context.catalog().dates[bond.issueCurrency];
  if (dates === undefined) throw new AnswerError(failure(StatusCode.BondWithdrawn));
  const detail = bondDetailOf(definition, bond, dates);
  if (detail === null) throw new AnswerError(failure(StatusCode.BondWithdrawn));
  return success(detail);
}

/** FunId KGItwPubOltsBondHistory (our own contract, rule BND-4): one offered bond's year of daily closes. */
export function bondHistory(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const { isin } = parseRequest(BondHistoryDataSchema, data);
  const { definition, bond } = offeredBond(isin, context);
  return success(bondHistoryOf(definition, bond));
}
