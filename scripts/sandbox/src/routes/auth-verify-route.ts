import type { FastifyInstance } from 'fastify';
import { failure, invalidField, success, type QueryAnswer } from '../answers';
import type { SandboxState } from '../sandbox-state';
import { ApiPath, AuthVerifyRequestSchema, StatusCode, checkContract, isRecord, type AuthVerifyDataSchema, type ContractInput } from '../shared-contracts';
import { findUser } from '../sample-users';

/** POST /api/Auth/Verify (our own contract): a one-time code for a 30-minute token and the session records. */
export function registerAuthVerifyRoute(app: FastifyInstance, state: SandboxState): void {
  app.post(ApiPath.AuthVerify, async (request): Promise<QueryAnswer> => {
    const body: unknown = request.body;
    if (!isRecord(body)) return failure(StatusCode.BadRequest, '請求內容必須是 JSON 物件。');
    const checked = checkContract(AuthVerifyRequestSchema, body);
    if (!checked.ok) return invalidField('code', '缺少或不是字串');
    const idno = state.sessions.redeemCode(checked.output.code);
    const user = idno === null ? undefined : findUser(idno);
    if (user === undefined) return failure(StatusCode.CodeInvalid);
    const { token } = state.sessions.issueToken(user.idno);
    const data: ContractInput<typeof AuthVerifyDataSchema> = {
      token,
      postData: user.postData,
      userData: { name: user.name, accounts: [...user.accounts], isMobile: user.isMobile },
    };
    return success(data);
  });
}
