import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { cacheControlFor, HASHED_FILE, REVALIDATE } from './cache-policy';
import type { SecurityHeaders } from './security-headers';

/** How one app's production build is served on its own origin. */
export interface StaticServerOptions {
  /** The build output folder. */
  root: string;
  /** Serve `index.html` for unknown paths (the host's client-side routes). */
  spa: boolean;
  /** Origins allowed to fetch these files with CORS (the host's origin, for a remote's manifest). */
  corsOrigins: readonly string[];
  /** Sent with every response, as nginx does in production (CSP, referrer policy, nosniff). */
  securityHeaders: SecurityHeaders;
}

/** Adds `value` to the response's `Vary` header without dropping what another hook (compression) put there. */
function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('Vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim()).filter((v) => v.length > 0);
  if (!values.some((v) => v.toLowerCase() === value.toLowerCase())) values.push(value);
  reply.header('Vary', values.join(', '));
}

/**
 * A static server with the headers a real deployment needs (the same as `deploy/<app>/nginx.conf`):
 * revalidated entry points, immutable hashed files, CORS for the host only, CSP and the other security headers.
 */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, threshold: 512, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (request, reply, payload) => {
    if (options.corsOrigins.length > 0) {
      // The answer depends on the Origin header: caches must not hand one origin's answer to another.
      addVary(reply, 'Origin');
      const origin = request.headers.origin;
      if (origin !== undefined && options.corsOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
    }
    for (const [name, value] of Object.entries(options.securityHeaders)) reply.header(name, value);
    // a hashed file is sent as its .br or .gz copy or as it is, by the request's Accept-Encoding (preCompressed below)
    if (HASHED_FILE.test(request.url.split('?')[0] ?? '')) addVary(reply, 'Accept-Encoding');
    return payload;
  });
  await app.register(fastifyStatic, {
    root: options.root,
    index: options.spa ? 'index.html' : false,
    cacheControl: false,
    // a hashed file's build-time brotli (q11) or gzip (9) copy when the browser accepts it (scripts/src/webpack/precompress.ts)
    preCompressed: true,
    // Build stamps, the release ledger and a release's half-copied temporary files are not for the public.
    dotfiles: 'ignore',
    etag: true,
    lastModified: true,
    setHeaders: (response, path) => {
      response.setHeader('Cache-Control', cacheControlFor(path));
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  const hasIndex = () => options.spa && existsSync(join(options.root, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (hasIndex() && (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile) return sendIndex(reply);
    return reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
