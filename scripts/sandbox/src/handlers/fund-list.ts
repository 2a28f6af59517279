import { failure, success, type QueryAnswer } from '../answers';
import { detailOf, fundMarketOn } from '../funds/fund-market';
import { FundDetailDataSchema, StatusCode, checkContract } from '../shared-contracts';
import type { QueryContext } from './query-context';
import { rejectField } from '../answers';

/** FunId KGItwPubFundList (our own contract): every share class with its latest figures; guests may ask. */
export function fundList(_data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  return success({ funds: fundMarketOn(context.today()).summaries });
}

/** FunId KGItwPubFundDetail (our own contract): one class in full; an unknown fund is refused with 4220. */
export function fundDetail(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const checked = checkContract(FundDetailDataSchema, data);
  if (!checked.ok) return rejectField(`Data.${checked.path}`, checked.issue.message);
  const market = fundMarketOn(context.today());
  const fund = market.byId.get(checked.output.fundId);
  if (fund === undefined) return failure(StatusCode.OrderRefused, `查無此基金：${checked.output.fundId}。`);
  return success(detailOf(fund, market.asOf));
}
