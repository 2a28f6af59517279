import { parseYyyymmdd } from 'shared/calendar';
import { success, rejectField, type QueryAnswer } from '../answers';
import { movementsOf } from '../margin/margin-ledger';
import { advanceByClock } from '../margin/margin-transfers';
import { parseRequest } from '../request-fields';
import {
  MOVEMENTS_MAX_RANGE_DAYS,
  MOVEMENTS_PAGE_SIZE,
  MarginMovementsDataSchema,
  type ContractInput,
  type MarginMovementsSchema,
  type MovementType,
} from '../shared-contracts';
import { checkMarginAccount } from './margin-balance';
import type { QueryContext } from './query-context';

/** What a movement's reference names, by its type. */
function referenceKindOf(type: MovementType): 'order' | 'transfer' | 'bond' {
  if (type === 'deposit' || type === 'withdrawal' || type === 'fx') return 'transfer';
  if (type === 'coupon' || type === 'redemption') return 'bond';
  return 'order';
}

/**
 * FunId KGItwMarginMovements (our own contract, rule MRG-8): the ledger's movements of the account,
 * newest first, filtered by currency, type and value date, in pages of 20, each with its running balance.
 */
export function marginMovements(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  checkMarginAccount(data, context);
  const request = parseRequest(MarginMovementsDataSchema, data);
  const from = parseYyyymmdd(request.dateFrom);
  const to = parseYyyymmdd(request.dateTo);
  if (from > to) rejectField('dateFrom', '不可晚於 dateTo');
  if (to - from + 1 > MOVEMENTS_MAX_RANGE_DAYS) rejectField('dateTo', `查詢區間最多 ${MOVEMENTS_MAX_RANGE_DAYS} 天`);
  advanceByClock(context.now());
  const matching = movementsOf(request.account, request.currency === '' ? undefined : request.currency).filter(
    (movement) => (request.type === '' || movement.type === request.type) && movement.date >= request.dateFrom && movement.date <= request.dateTo,
  );
  const start = (request.page - 1) * MOVEMENTS_PAGE_SIZE;
  const answer: ContractInput<typeof MarginMovementsSchema> = {
    movements: matching.slice(start, start + MOVEMENTS_PAGE_SIZE).map((movement) => ({
      date: movement.date,
      currency: movement.currency,
      type: movement.type,
      amount: movement.amount.toFixed(),
      balanceAfter: movement.balanceAfter.toFixed(),
      reference: movement.reference,
      referenceKind: referenceKindOf(movement.type),
    })),
    page: request.page,
    totalPages: Math.ceil(matching.length / MOVEMENTS_PAGE_SIZE),
    totalCount: matching.length,
  };
  return success(answer);
}
