import { failure, success, type QueryAnswer } from '../answers';
import {
  cancelTransfer,
  quoteAnswer,
  quoteFx,
  submitTransfer,
  termsOf,
  transferAnswer,
  transfersOf,
  type TransferRefusal,
} from '../margin/margin-transfers';
import { parseRequest } from '../request-fields';
import { FxQuoteDataSchema, MarginTransferCancelDataSchema, MarginTransferDataSchema, type ContractInput, type MarginTransfersSchema } from '../shared-contracts';
import { checkMarginAccount } from './margin-balance';
import type { QueryContext } from './query-context';

function refused(refusal: TransferRefusal): QueryAnswer {
  return failure(refusal.code, refusal.message);
}

/** FunId KGItwMarginTransfers (our own contract): the last 30 days' transfers, bank accounts and daily limits. */
export function marginTransfers(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const account = checkMarginAccount(data, context);
  const now = context.now();
  const answer: ContractInput<typeof MarginTransfersSchema> = {
    transfers: transfersOf(account, now).map(transferAnswer),
    terms: termsOf(account, now),
  };
  return success(answer);
}

/** FunId KGItwMarginFxQuote (our own contract, rule MRG-5): a firm quote valid 30 s. */
export function marginFxQuote(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  checkMarginAccount(data, context);
  const request = parseRequest(FxQuoteDataSchema, data);
  const quoted = quoteFx(request.account, request.currency, request.toCurrency, request.amount, context.now());
  return quoted.ok ? success(quoteAnswer(quoted.quote)) : refused(quoted);
}

/**
 * FunId KGItwMarginTransfer (our own contract, rules MRG-2 to MRG-7). A repeated ClientKey gets the first
 * answer, whatever it was, and moves nothing again: the Query route's key memory answers it (rule ORD-18).
 */
export function marginTransfer(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  checkMarginAccount(data, context);
  const request = parseRequest(MarginTransferDataSchema, data);
  const submitted = submitTransfer(request.account, request, context.now());
  return submitted.ok ? success(transferAnswer(submitted.transfer)) : refused(submitted);
}

/** FunId KGItwMarginTransferCancel (our own contract, rule MRG-7): idempotent by ClientKey like a transfer, in a key space of its own. */
export function marginTransferCancel(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  checkMarginAccount(data, context);
  const request = parseRequest(MarginTransferCancelDataSchema, data);
  const cancelled = cancelTransfer(request.account, request.transferNo, context.now());
  return cancelled.ok ? success(transferAnswer(cancelled.transfer)) : refused(cancelled);
}
