import { failure, rejectField, success, type QueryAnswer } from '../answers';
import { detailOf, fundMarketOn } from '../funds/fund-market';
import { FundDetailDataSchema, StatusCode, checkContract } from '../shared-contracts';
import type { QueryContext } from './query-context';

/**
 * FunId KGItwPubFundDetail (our own contract): one class in full, with 5 years of NAVs (or since its
 * launch), its size, holdings and sectors where reported (rule FND-11); an unknown fund is refused with 4220.
 */
export function fundDetail(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const checked = checkContract(FundDetailDataSchema, data);
  if (!checked.ok) return rejectField(`Data.${checked.path}`, checked.issue.message);
  const market = fundMarketOn(context.today());
  const fund = market.byId.get(checked.output.fundId);
  if (fund === undefined) return failure(StatusCode.OrderRefused, `查無此基金：${checked.output.fundId}。`);
  return success(detailOf(fund, market.asOf));
}
