import { expectSuccess, type SuccessAnswer } from './envelope';
import { expectArray, expectRecord, malformed, own, readOneOf, readString } from './guards';

/**
 * Body of `POST /api/Auth/Verify`. Our own contract, not part of the known broker contract: the login
 * hand-off lands on `/auth/verify?code=...&target=...`, and the front end exchanges the one-time code
 * (single use, valid 60 s) for the session. A token never travels in a URL.
 */
export interface AuthVerifyRequest {
  readonly code: string;
}

/** Login data kept in session storage (spec §3). `apver` is empty for a web customer, the app version for an app customer. */
export interface PostData {
  readonly idno: string;
  readonly apver: string;
  readonly applytype: string;
  readonly stock: string;
  readonly dirpack: string;
}

/** One trading account of the user: the bare account number and its display name (the branch). */
export interface UserAccount {
  readonly account: string;
  readonly name: string;
}

/** The user shown in the page: name, accounts (empty for the guest) and whether they came from the app. */
export interface UserData {
  readonly name: string;
  readonly accounts: readonly UserAccount[];
  readonly isMobile: 'Y' | 'N';
}

/** What the verify call hands over: the bearer token (valid 30 minutes) and the session-storage records. */
export interface AuthVerifyData {
  readonly token: string;
  readonly postData: PostData;
  readonly userData: UserData;
}

/** The verify answer. A used, unknown or expired code answers StatusCode `9003` (contains 90). */
export type AuthVerifyAnswer = SuccessAnswer<AuthVerifyData>;

/** Builds the verify request body. */
export function buildAuthVerifyRequest(code: string): AuthVerifyRequest {
  return { code };
}

const YES_NO: readonly ('Y' | 'N')[] = ['Y', 'N'];

/**
 * Parses the verify answer.
 * @throws ApiError `session` for a bad code (StatusCode containing 90), `malformed` for a wrong shape.
 */
export function parseAuthVerifyAnswer(json: unknown): AuthVerifyData {
  const answer = expectSuccess(json);
  const data = expectRecord(own(answer, 'Data'), 'answer.Data');
  const token = readString(data, 'token', 'answer.Data');
  if (token === '') malformed('answer.Data.token', 'a non-empty string');
  const post = expectRecord(own(data, 'postData'), 'answer.Data.postData');
  const user = expectRecord(own(data, 'userData'), 'answer.Data.userData');
  const accounts = expectArray(own(user, 'accounts'), 'answer.Data.userData.accounts');
  const p = 'answer.Data.postData';
  const u = 'answer.Data.userData';
  return {
    token,
    postData: {
      idno: readString(post, 'idno', p),
      apver: readString(post, 'apver', p),
      applytype: readString(post, 'applytype', p),
      stock: readString(post, 'stock', p),
      dirpack: readString(post, 'dirpack', p),
    },
    userData: {
      name: readString(user, 'name', u),
      accounts: accounts.map((item, index) => {
        const path = `${u}.accounts[${index}]`;
        const record = expectRecord(item, path);
        return { account: readString(record, 'account', path), name: readString(record, 'name', path) };
      }),
      isMobile: readOneOf(user, 'isMobile', YES_NO, u),
    },
  };
}
