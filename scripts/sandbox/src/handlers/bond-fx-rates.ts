import { success, type QueryAnswer } from '../answers';
import { bondFxRateOf } from '../bonds/bond-fx';
import { fxTimeOf } from '../margin/fx-rates';
import { CURRENCY_OPTIONS, taipeiIsoTime, type BondFxRatesSchema, type ContractInput } from '../shared-contracts';
import type { QueryContext } from './query-context';

/** FunId KGItwPubOltsBondFxRates (our own contract): the indicative TWD rate of every bond currency. */
export function bondFxRates(_data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const now = context.now();
  const time = taipeiIsoTime(fxTimeOf(now));
  const answer: ContractInput<typeof BondFxRatesSchema> = {
    rates: CURRENCY_OPTIONS.map(({ value }) => ({ currency: value, rate: bondFxRateOf(value, now).toFixed(), time })),
  };
  return success(answer);
}
