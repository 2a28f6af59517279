import * as v from 'valibot';
import { ApiError } from '../api/errors';

// Internal to the contracts folder (re-exported only for the sandbox's request checks).

/** The zh-TW text a customer sees when an answer does not have the contract's shape; the field path follows it. */
export const MALFORMED_MESSAGE = '伺服器回應資料格式不正確，請稍後再試。';

/**
 * The field path of a valibot issue as people write it: keys joined by dots, array indexes in
 * brackets, from `root` (`Data.datas[3].isin`, `CarList[0].DataContent.carDataList[2].price`).
 */
export function issuePath(issue: v.BaseIssue<unknown>, root = ''): string {
  let path = root;
  for (const item of issue.path ?? []) {
    const key: unknown = item.key;
    if (typeof key === 'number') path += `[${key}]`;
    else path += `${path === '' ? '' : '.'}${String(key)}`;
  }
  return path;
}

/**
 * Checks `json` against a contract schema and returns its output (the type inferred from the schema).
 * A wrong shape throws ApiError `malformed` whose message names the first wrong field, so a support
 * call can say which field broke; valibot's own description (in English) goes into `cause`.
 * @throws ApiError `malformed`.
 */
export function parseAnswer<S extends v.GenericSchema>(schema: S, json: unknown, root = ''): v.InferOutput<S> {
  const result = v.safeParse(schema, json, { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issuePath(issue, root) || 'answer';
  throw new ApiError('malformed', `${MALFORMED_MESSAGE}（${path}）`, { cause: new TypeError(`${path}: ${issue.message}`) });
}

/** Any contract schema. */
export type ContractSchema = v.GenericSchema;

/** The parsed form of a contract schema's input (plain names, DataContent parsed, unknown keys dropped). */
export type ContractOutput<S extends ContractSchema> = v.InferOutput<S>;

/** The wire form a contract schema accepts (what a builder or the sandbox produces). */
export type ContractInput<S extends ContractSchema> = v.InferInput<S>;

/** What was wrong with a value: valibot's first issue and its field path. */
export interface ContractIssue {
  readonly path: string;
  readonly issue: v.BaseIssue<unknown>;
}

/** Checks `json` against a schema without throwing: for the sandbox, which answers a bad request itself. */
export function checkContract<S extends ContractSchema>(schema: S, json: unknown): { ok: true; output: v.InferOutput<S> } | ({ ok: false } & ContractIssue) {
  const result = v.safeParse(schema, json, { abortEarly: true });
  if (result.success) return { ok: true, output: result.output };
  const issue = result.issues[0];
  return { ok: false, path: issuePath(issue), issue };
}
