import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { failure } from './answers';
import { JSON_TOO_DEEP_MESSAGE, JsonTooDeepError, MAX_MESSAGE_CHARS, cut, jsonTooDeep } from './request-limits';
import { StatusCode, isRecord } from './shared-contracts';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (a header block over 16 KB, a broken
 * request line, a timeout): answered in the contract's JSON shape, then the connection is closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, answer] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, failure(StatusCode.PayloadTooLarge, '請求標頭過大。')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, failure(StatusCode.BadRequest, '請求逾時。')]
        : [400, failure(StatusCode.BadRequest)];
  const text = JSON.stringify(answer);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/** A URL Fastify cannot decode (`/%zz`): 400/4000 without quoting the path. */
function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply.code(error.statusCode ?? 400).send(failure(StatusCode.BadRequest, '請求網址不正確。'));
}

/** Fastify options that must be given at construction for {@link installErrorHandling}'s answers to cover everything. */
export const ERROR_HANDLING_OPTIONS = {
  clientErrorHandler: answerClientError,
  frameworkErrors: answerFrameworkError,
} satisfies Partial<FastifyServerOptions>;

/**
 * Turns every error, Fastify's own included (bad JSON, JSON nested too deep, empty JSON body, wrong
 * content type, too large), into the contract's JSON shape with a zh-TW Message. Never a stack trace
 * on the wire, and never a Message longer than {@link MAX_MESSAGE_CHARS}.
 */
export function installErrorHandling(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (jsonTooDeep(source)) {
      done(new JsonTooDeepError(), undefined);
      return;
    }
    parseJson(request, source, done);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof JsonTooDeepError) return reply.code(400).send(failure(StatusCode.BadRequest, JSON_TOO_DEEP_MESSAGE));
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

  app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    if (isRecord(payload) && typeof payload.Message === 'string' && payload.Message.length > MAX_MESSAGE_CHARS) {
      return { ...payload, Message: `${payload.Message.slice(0, MAX_MESSAGE_CHARS)}…` };
    }
    return payload;
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(failure(StatusCode.NotFound, `查無此服務：${request.method} ${cut(request.url.split('?')[0] ?? '')}。`)),
  );
}
