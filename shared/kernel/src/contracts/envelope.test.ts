import { ApiError } from '../api/errors';
import * as v from 'valibot';
import { apiErrorFromEnvelope, parseEnvelope, parseSuccess } from './envelope';
import { StatusCode, errorKindForStatusCode, isSessionInvalid } from './status-codes';

describe('envelope and StatusCodes', () => {
  it('reads StatusCode and Message, accepting a numeric code', () => {
    expect(parseEnvelope({ StatusCode: '0' })).toEqual({ StatusCode: '0' });
    expect(parseEnvelope({ StatusCode: 0, Data: {} })).toEqual({ StatusCode: '0' });
    expect(parseEnvelope({ StatusCode: '9002', Message: '逾時' })).toEqual({ StatusCode: '9002', Message: '逾時' });
    expect(parseEnvelope({ StatusCode: '4000', Message: 12 })).toEqual({ StatusCode: '4000' });
  });

  it('throws malformed for anything without a usable StatusCode', () => {
    for (const json of [null, 'x', [], {}, { StatusCode: '' }, { StatusCode: 1.5 }, { StatusCode: null }]) {
      expect(() => parseEnvelope(json)).toThrow(ApiError);
      try {
        parseEnvelope(json);
      } catch (error) {
        expect(error).toMatchObject({ kind: 'malformed' });
      }
    }
  });

  it('maps codes to error kinds: 90 is session, guest/identity/account are permission, the rest business', () => {
    expect(isSessionInvalid('9001')).toBe(true);
    expect(isSessionInvalid('1902')).toBe(true);
    expect(isSessionInvalid('4000')).toBe(false);
    expect(errorKindForStatusCode(StatusCode.TokenInvalid)).toBe('session');
    expect(errorKindForStatusCode(StatusCode.GuestForbidden)).toBe('permission');
    expect(errorKindForStatusCode(StatusCode.AccountNotOwned)).toBe('permission');
    expect(errorKindForStatusCode(StatusCode.UnknownFunId)).toBe('business');
    expect(errorKindForStatusCode('1234')).toBe('business');
  });

  it('reads a version conflict as a conflict, never as a lost session, whatever code it is given', () => {
    expect(errorKindForStatusCode(StatusCode.VersionConflict)).toBe('conflict');
    expect(isSessionInvalid(StatusCode.VersionConflict)).toBe(false);
    // Only the session codes of ours may contain 90: any other would end the customer's session.
    const sessionCodes: string[] = [StatusCode.TokenMissing, StatusCode.TokenInvalid, StatusCode.CodeInvalid];
    for (const code of Object.values(StatusCode)) expect(isSessionInvalid(code)).toBe(sessionCodes.includes(code));
  });

  it('builds the typed error with the answer message, or ours when there is none', () => {
    const withMessage = apiErrorFromEnvelope({ StatusCode: '4030', Message: '訪客無權限。' });
    expect(withMessage).toMatchObject({ kind: 'permission', statusCode: '4030', message: '訪客無權限。' });
    const without = apiErrorFromEnvelope({ StatusCode: '9002' });
    expect(without).toMatchObject({ kind: 'session', message: '很抱歉，連線已經失效，請重新執行!' });
    expect(apiErrorFromEnvelope({ StatusCode: '777' }).message).not.toBe('');
    expect(() => parseSuccess({ StatusCode: '9001' }, v.number())).toThrow(ApiError);
    expect(parseSuccess({ StatusCode: '0', Data: 1 }, v.number())).toBe(1);
  });

  it('names the first wrong field of an answer in the malformed message, dotted with array indexes', () => {
    const schema = v.object({ datas: v.array(v.object({ isin: v.string() })) });
    const answer = { StatusCode: '0', Data: { datas: [{ isin: 'a' }, { isin: 'b' }, { isin: 'c' }, { isin: 3 }] } };
    expect(() => parseSuccess(answer, schema)).toThrow(
      expect.objectContaining({ kind: 'malformed', message: '伺服器回應資料格式不正確，請稍後再試。（Data.datas[3].isin）' }),
    );
  });
});
