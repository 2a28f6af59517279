import { connect } from 'node:http2';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { appRequestHeaders, http2ResponseHeaders, serveOverHttp2 } from './http2-front';
import { makeTestCertificate } from './test-certificate';

describe('the bench HTTP/2 front', () => {
  it('hands the app the request headers with the authority as host, and no pseudo-headers', () => {
    expect(appRequestHeaders({ ':method': 'GET', ':path': '/a', ':authority': 'localhost:8480', ':scheme': 'https', 'accept-encoding': 'br' })).toEqual({
      host: 'localhost:8480',
      'accept-encoding': 'br',
    });
  });

  it('sends no HTTP/1.1 connection headers, and the length of the body sent (none on a 304)', () => {
    expect(http2ResponseHeaders(200, { Connection: 'keep-alive', 'transfer-encoding': 'chunked', 'content-length': '9', vary: 'Origin', 'set-cookie': ['a=1', 'b=2'] }, 4)).toEqual({
      ':status': 200,
      vary: 'Origin',
      'set-cookie': ['a=1', 'b=2'],
      'content-length': 4,
    });
    expect(http2ResponseHeaders(304, { etag: '"x"' }, 0)).toEqual({ ':status': 304, etag: '"x"' });
  });

  it('answers over HTTP/2 with TLS what the app answers: status, headers, compressed body, posted body', async () => {
    const certificate = makeTestCertificate();
    const app = Fastify();
    await app.register(compress, { encodings: ['br'], threshold: 10 });
    app.get('/text', async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/plain').send('市場報價'.repeat(50)));
    app.post('/echo', async (request) => ({ got: request.body, host: request.headers.host }));
    const front = await serveOverHttp2(app, 0, certificate);
    const port = front.port;
    const client = connect(`https://localhost:${port}`, { ca: certificate.cert });
    const ask = (headers: Record<string, string>, body?: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const stream = client.request(headers);
        const chunks: Buffer[] = [];
        let responseHeaders: Record<string, unknown> = {};
        stream.on('response', (received) => (responseHeaders = received));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ headers: responseHeaders, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
        stream.end(body);
      });
    try {
      const text = await ask({ ':path': '/text', 'accept-encoding': 'br' });
      expect(text.headers[':status']).toBe(200);
      expect(text.headers['content-encoding']).toBe('br');
      expect(text.headers['cache-control']).toBe('no-cache');
      expect(Number(text.headers['content-length'])).toBe(text.body.length);
      const { brotliDecompressSync } = await import('node:zlib');
      expect(brotliDecompressSync(text.body).toString('utf8')).toBe('市場報價'.repeat(50));
      const echo = await ask({ ':method': 'POST', ':path': '/echo', 'content-type': 'application/json' }, JSON.stringify({ amount: '100.00' }));
      expect(JSON.parse(echo.body.toString('utf8'))).toEqual({ got: { amount: '100.00' }, host: `localhost:${port}` });
    } finally {
      client.close();
      await front.close();
    }
  });
});
