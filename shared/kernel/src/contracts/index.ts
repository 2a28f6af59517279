/**
 * `shared/contracts`: the building blocks every product's contract is made of, pure and without React, so
 * a product package and the sandbox (under Node) import them alike: the broker's envelope and StatusCodes,
 * the answer parser with its typed errors, the wire's field schemas (decimals, dates, ISINs, account
 * numbers, Taiwan times, labelled options), the endpoint table, and the platform's own calls (login
 * verify, write-log, the status of a submit whose answer was lost). Bundled by whoever imports it; an
 * `ApiError` thrown by one copy is recognised by every other (`isApiError`).
 * @packageDocumentation
 */

export * from './endpoints';
export * from './status-codes';
export * from './envelope';
export * from './parse-answer';
export * from './fields';
export * from './isin';
export * from './auth-verify';
export * from './write-log';
export * from './submit-status';
export * from './documents';
export { ApiError, isApiError } from '../api/errors';
export type { ApiErrorKind } from '../api/errors';
