import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy';
import { createStaticServer } from './static-server';

/** The static server sends a hashed file's build-time brotli or gzip copy as it is (scripts/src/webpack/precompress.ts). */

const HASHED = 'app.1a2b3c4d5e.js';
const SOURCE = `console.log(${JSON.stringify('x'.repeat(2000))});`;
// the copies on disk, byte for byte what must be sent (the on-the-fly compressor works at other levels)
const BROTLI = brotliCompressSync(Buffer.from(SOURCE));
const GZIP = gzipSync(Buffer.from(SOURCE), { level: 9 });

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(dir, HASHED), SOURCE);
  writeFileSync(join(dir, `${HASHED}.br`), BROTLI);
  writeFileSync(join(dir, `${HASHED}.gz`), GZIP);
  writeFileSync(join(dir, 'remoteEntry.js'), SOURCE);
  app = await createStaticServer({ root: dir, spa: false, corsOrigins: [], securityHeaders: { 'Content-Security-Policy': "default-src 'self'", 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' } });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressed files', () => {
  it('sends the .br copy to a browser that accepts brotli, immutable like the file itself', async () => {
    const response = await app.inject({ method: 'GET', url: `/${HASHED}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(BROTLI)).toBe(true);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('sends the .gz copy to a browser that accepts only gzip, and the file to one that accepts neither', async () => {
    const gzip = await app.inject({ method: 'GET', url: `/${HASHED}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(GZIP)).toBe(true);
    const plain = await app.inject({ method: 'GET', url: `/${HASHED}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SOURCE);
  });

  it('still compresses an entry point on the fly, revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  it('gives a copy the cache policy of its file', () => {
    expect(cacheControlFor(`${HASHED}.br`)).toBe(IMMUTABLE);
    expect(cacheControlFor('remoteEntry.js.br')).toBe(REVALIDATE);
  });
});
