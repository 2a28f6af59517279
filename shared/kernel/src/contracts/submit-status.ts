import * as v from 'valibot';
import { FunId, type QueryRequest } from './endpoints';
import { parseSuccess } from './envelope';
import { ClientKeySchema } from './fields';
import { AccountNoSchema } from './fields';

/**
 * What became of a keyed change whose answer was lost (rule ORD-18). Our own contract, not part of the
 * known broker contract.
 *
 * Every call that moves money or places an order carries a client key; the back end keeps one key space
 * per kind of call (an order's key and a cancel's key never meet) and answers a repeated key with its
 * first answer. When the page never heard that answer, it asks here before sending anything again:
 * - `ANSWERED`: the back end received the change and `answer` is the very answer it gave (accepted or
 *   refused), to be read with the change's own answer parser;
 * - `NOT_RECEIVED`: the back end never received it, and from this answer on it refuses that key for good
 *   (StatusCode 4093), so a copy still on its way can never be placed after the customer was told it was
 *   not. The customer may then send again, with a new key.
 */

/** The kinds of keyed change, one key space each. */
export const SUBMIT_KINDS = ['BOND_ORDER', 'BOND_CANCEL', 'STOCK_ORDER', 'STOCK_CANCEL', 'FUND_ORDER', 'FUND_CANCEL', 'MARGIN_TRANSFER', 'MARGIN_CANCEL', 'KYC_SIGN', 'W8BEN_SIGN'] as const;

/** One of the {@link SUBMIT_KINDS}. */
export type SubmitKind = (typeof SUBMIT_KINDS)[number];

/** Which key space each keyed FunId's calls live in. */
export const SUBMIT_KIND_OF_FUN_ID: Readonly<Record<string, SubmitKind>> = {
  [FunId.BondOrderPlace]: 'BOND_ORDER',
  [FunId.BondOrderCancel]: 'BOND_CANCEL',
  [FunId.StockOrderPlace]: 'STOCK_ORDER',
  [FunId.StockOrderCancel]: 'STOCK_CANCEL',
  [FunId.FundOrderPlace]: 'FUND_ORDER',
  [FunId.FundOrderCancel]: 'FUND_CANCEL',
  [FunId.MarginTransfer]: 'MARGIN_TRANSFER',
  [FunId.MarginTransferCancel]: 'MARGIN_CANCEL',
  [FunId.KycSign]: 'KYC_SIGN',
  [FunId.W8benSign]: 'W8BEN_SIGN',
};

/** `Data` of the status request (FunId `KGItwSubmitStatus`). */
export const SubmitStatusDataSchema = v.object({
  account: AccountNoSchema,
  kind: v.picklist(SUBMIT_KINDS),
  ClientKey: ClientKeySchema,
});

/** `Data` of the status request. */
export type SubmitStatusData = v.InferInput<typeof SubmitStatusDataSchema>;

/** The status request. */
export type SubmitStatusRequest = QueryRequest<typeof FunId.SubmitStatus, SubmitStatusData>;

/** The first answer the back end gave to the key, as it travelled (its `Data` is read by the change's own parser). */
const KeptAnswerSchema = v.looseObject({
  StatusCode: v.union([v.pipe(v.string(), v.nonEmpty()), v.number()]),
  Message: v.optional(v.string()),
  Data: v.optional(v.unknown()),
});

/** `Data` of the status answer. */
export const SubmitStatusSchema = v.variant('state', [
  v.object({ state: v.literal('ANSWERED'), answer: KeptAnswerSchema }),
  v.object({ state: v.literal('NOT_RECEIVED') }),
]);

/** What became of a key: its first answer, or never received (and refused from now on). */
export type SubmitStatus = v.InferOutput<typeof SubmitStatusSchema>;

/** Builds the status request for one key of one account. */
export function buildSubmitStatusRequest(account: string, kind: SubmitKind, clientKey: string): SubmitStatusRequest {
  return { FunId: FunId.SubmitStatus, Data: { account, kind, ClientKey: clientKey } };
}

/**
 * Reads the status answer.
 * @throws ApiError as `parseSuccess`.
 */
export function parseSubmitStatusAnswer(json: unknown): SubmitStatus {
  return parseSuccess(json, SubmitStatusSchema);
}
