import { success, type QueryAnswer } from '../answers';
import { fundMarketOn } from '../funds/fund-market';
import type { QueryContext } from './query-context';

/**
 * FunId KGItwPubFundList (our own contract): every share class with its latest figures, zh-TW and English
 * names included (the page searches them, rule FND-10); guests may ask.
 */
export function fundList(_data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  return success({ funds: fundMarketOn(context.today()).summaries });
}
