import * as v from 'valibot';
import { parseSuccess, successSchema } from './envelope';

/**
 * Body of `POST /api/Auth/Verify`. Our own contract, not part of the known broker contract: the login
 * hand-off lands on `/auth/verify?code=...&target=...`, and the front end exchanges the one-time code
 * (single use, valid 60 s) for the session. A token never travels in a URL.
 */
export const AuthVerifyRequestSchema = v.object({ code: v.pipe(v.string(), v.nonEmpty()) });

/** Body of `POST /api/Auth/Verify`. */
export type AuthVerifyRequest = Readonly<v.InferInput<typeof AuthVerifyRequestSchema>>;

/** Login data kept in session storage (rule SES-1). `apver` is empty for a web customer, the app version for an app customer. */
export const PostDataSchema = v.object({
  idno: v.string(),
  apver: v.string(),
  applytype: v.string(),
  stock: v.string(),
  dirpack: v.string(),
});

/** Login data kept in session storage. */
export type PostData = Readonly<v.InferOutput<typeof PostDataSchema>>;

/** One trading account of the user: the bare account number and its display name (the branch). */
export const UserAccountSchema = v.object({ account: v.string(), name: v.string() });

/** One trading account of the user. */
export type UserAccount = Readonly<v.InferOutput<typeof UserAccountSchema>>;

/** The user shown in the page: name, accounts (empty for the guest) and whether they came from the app. */
export const UserDataSchema = v.object({
  name: v.string(),
  accounts: v.array(UserAccountSchema),
  isMobile: v.picklist(['Y', 'N']),
});

/** The user shown in the page. */
export type UserData = { readonly name: string; readonly accounts: readonly UserAccount[]; readonly isMobile: 'Y' | 'N' };

/** What the verify call hands over: the bearer token (valid 30 minutes) and the session-storage records. */
export const AuthVerifyDataSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  postData: PostDataSchema,
  userData: UserDataSchema,
});

/** What the verify call hands over. */
export type AuthVerifyData = { readonly token: string; readonly postData: PostData; readonly userData: UserData };

/** The verify answer as it travels. A used, unknown or expired code answers StatusCode `9003` (contains 90). */
export const AuthVerifyAnswerSchema = successSchema(AuthVerifyDataSchema);

/** The verify answer as it travels. */
export type AuthVerifyAnswer = v.InferInput<typeof AuthVerifyAnswerSchema>;

/** Builds the verify request body. */
export function buildAuthVerifyRequest(code: string): AuthVerifyRequest {
  return { code };
}

/**
 * Parses the verify answer.
 * @throws ApiError `session` for a bad code (StatusCode containing 90), `malformed` naming the field for a wrong shape.
 */
export function parseAuthVerifyAnswer(json: unknown): AuthVerifyData {
  return parseSuccess(json, AuthVerifyDataSchema);
}
