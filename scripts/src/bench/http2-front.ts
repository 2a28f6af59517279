import { createSecureServer, type Http2Session, type IncomingHttpHeaders, type OutgoingHttpHeaders, type ServerHttp2Stream } from 'node:http2';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { TestCertificate } from './test-certificate';

/** A server fronted by HTTP/2, and how to stop both. */
export interface Http2Front {
  /** The port listened on (the one asked for, or the system's choice for 0). */
  port: number;
  close(): Promise<void>;
}

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids in a response. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** The request headers as the app expects them: pseudo-headers dropped, `:authority` as `host`. */
export function appRequestHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    result[name] = value;
  }
  const authority = headers[':authority'];
  if (typeof authority === 'string' && result['host'] === undefined) result['host'] = authority;
  return result;
}

/** The app's response headers fit for an HTTP/2 stream: no connection headers, the length of the body sent. */
export function http2ResponseHeaders(status: number, headers: Record<string, unknown>, bodyLength: number): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = { ':status': status };
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (CONNECTION_HEADERS.has(lower) || lower === 'content-length' || value === undefined) continue;
    result[lower] = Array.isArray(value) ? value.map(String) : typeof value === 'number' ? value : String(value);
  }
  // 204 and 304 carry no body and so no length.
  if (status !== 204 && status !== 304) result['content-length'] = bodyLength;
  return result;
}

function readBody(stream: ServerHttp2Stream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

async function answer(app: FastifyInstance, stream: ServerHttp2Stream, headers: IncomingHttpHeaders): Promise<void> {
  const method = (headers[':method'] ?? 'GET').toUpperCase() as HTTPMethods;
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(stream);
  const response = await app.inject({ method, url: headers[':path'] ?? '/', headers: appRequestHeaders(headers), ...(body === undefined ? {} : { payload: body }) });
  if (stream.destroyed) return;
  const payload = response.rawPayload;
  stream.respond(http2ResponseHeaders(response.statusCode, response.headers, payload.length));
  stream.end(method === 'HEAD' ? undefined : payload);
}

/**
 * Serves `app` on `port` over HTTP/2 with TLS only (ALPN `h2`, no HTTP/1.1 fallback): each stream is
 * handed to the app in-process (`inject`), so the app's own code (compression, cache policy, headers,
 * the sandbox's answers) answers as it does over HTTP/1.1, the way a CDN's edge terminates TLS and
 * HTTP/2 in front of an origin. Whole answers are sent at once: no streaming of a body as it is made.
 */
export async function serveOverHttp2(app: FastifyInstance, port: number, certificate: TestCertificate): Promise<Http2Front> {
  await app.ready();
  const sessions = new Set<Http2Session>();
  const server = createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: false });
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    stream.on('error', () => undefined);
    answer(app, stream, headers).catch((error: unknown) => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ':status': 502, 'content-type': 'text/plain; charset=utf-8' });
      stream.end(`bench HTTP/2 front: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : port,
    close: async () => {
      // Chromium keeps its sessions open: end them, or closing would wait for the browser.
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}
