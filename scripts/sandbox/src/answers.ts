import { STATUS_MESSAGES, StatusCode, type FailureAnswer, type KnownStatusCode, type SuccessAnswer } from './shared-contracts';

/** Any answer the Query route gives. */
export type QueryAnswer = SuccessAnswer<unknown> | FailureAnswer;

/** A success answer. */
export function success<D>(data: D): SuccessAnswer<D> {
  return { StatusCode: StatusCode.Success, Data: data };
}

/** A failure answer with the code's own zh-TW message, or a more precise one. */
export function failure(code: Exclude<KnownStatusCode, '0'>, message?: string): FailureAnswer {
  return { StatusCode: code, Message: message ?? STATUS_MESSAGES[code] };
}

/** StatusCode 4001 naming the field and what was wrong with it. */
export function invalidField(field: string, problem: string): FailureAnswer {
  return failure(StatusCode.InvalidField, `請求欄位不正確：${field}（${problem}）。`);
}

/** Thrown inside a handler to answer a failure from deep in validation without threading results back. */
export class AnswerError extends Error {
  constructor(readonly answer: FailureAnswer) {
    super(answer.Message);
    this.name = 'AnswerError';
  }
}

/** Throws {@link AnswerError} with a 4001 answer. */
export function rejectField(field: string, problem: string): never {
  throw new AnswerError(invalidField(field, problem));
}
