import { success, type QueryAnswer } from '../answers';
import { fxRateOf, fxTimeOf } from '../margin/fx-rates';
import { MARGIN_CURRENCIES, taipeiIsoTime, type ContractInput, type FxRatesSchema } from '../shared-contracts';
import type { QueryContext } from './query-context';

/** FunId KGItwPubFxRates (our own contract): the indicative rate of every margin currency but TWD, guests included. */
export function fxRates(_data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const now = context.now();
  const time = taipeiIsoTime(fxTimeOf(now));
  const answer: ContractInput<typeof FxRatesSchema> = {
    rates: MARGIN_CURRENCIES.filter((currency) => currency !== 'TWD').map((currency) => ({ currency, rate: fxRateOf(currency, now).toFixed(), time })),
  };
  return success(answer);
}
