import type { FastifyError, FastifyInstance } from 'fastify';
import { failure } from './answers';
import { StatusCode } from './shared-contracts';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * Turns every error, Fastify's own included (bad JSON, empty JSON body, wrong content type, too
 * large), into the contract's JSON shape with a zh-TW Message. Never a stack trace on the wire.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status = isFastifyError(error) && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) return reply.code(413).send(failure(StatusCode.PayloadTooLarge));
    if (status === 415) return reply.code(415).send(failure(StatusCode.UnsupportedMediaType));
    if (status >= 400 && status < 500) {
      const code = isFastifyError(error) ? error.code : '';
      const message = code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? '請求內容是空的，但標示為 JSON。' : '請求內容不是有效的 JSON。';
      return reply.code(400).send(failure(StatusCode.BadRequest, message));
    }
    request.log.error({ err: error }, 'sandbox internal error');
    return reply.code(500).send(failure(StatusCode.InternalError));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(failure(StatusCode.NotFound, `查無此服務：${request.method} ${request.url.split('?')[0]?.slice(0, 128) ?? ''}。`)),
  );
}
