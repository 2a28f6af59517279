import { AnswerError, failure, success, type QueryAnswer } from '../answers';
import { accountPositions } from '../margin/margin-ledger';
import { fxRateOf, fxTimeOf } from '../margin/fx-rates';
import { advanceByClock } from '../margin/margin-transfers';
import { parseRequest } from '../request-fields';
import { isGuest } from '../sample-users';
import { MarginBalanceDataSchema, StatusCode, taipeiIsoTime, type ContractInput, type MarginBalanceSchema } from '../shared-contracts';
import { Decimal } from 'shared/money';
import type { QueryContext } from './query-context';

/** Guest (4030), the Data against the contract (4001), then the account must be the user's (4032). */
export function checkMarginAccount(data: Record<string, unknown>, context: QueryContext): string {
  if (isGuest(context.user.idno)) throw new AnswerError(failure(StatusCode.GuestForbidden));
  const { account } = parseRequest(MarginBalanceDataSchema, data);
  if (!context.user.accounts.some((owned) => owned.account === account)) throw new AnswerError(failure(StatusCode.AccountNotOwned));
  return account;
}

/**
 * FunId KGItwMarginBalance (our own contract): every margin currency of the account from the ledger,
 * with the indicative rate of the current minute; the TWD total is Σ balance × rate, rounded half-up to
 * 2 places once, at the end.
 */
export function marginBalance(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const account = checkMarginAccount(data, context);
  const now = context.now();
  advanceByClock(now);
  const fxTime = taipeiIsoTime(fxTimeOf(now));
  let total = new Decimal(0);
  const balances = accountPositions(account).map((position) => {
    const rate = fxRateOf(position.currency, now);
    total = total.plus(position.balance.times(rate));
    return {
      currency: position.currency,
      balance: position.balance.toFixed(),
      held: position.held.toFixed(),
      available: position.available.toFixed(),
      fxRate: rate.toFixed(),
      fxTime,
    };
  });
  const answer: ContractInput<typeof MarginBalanceSchema> = { asOf: taipeiIsoTime(now), balances, twdTotal: total.round(2, 1).toFixed() };
  return success(answer);
}
