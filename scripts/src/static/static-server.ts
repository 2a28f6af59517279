import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { cacheControlFor, REVALIDATE } from './cache-policy';

/** How one app's production build is served on its own origin. */
export interface StaticServerOptions {
  /** The build output folder. */
  root: string;
  /** Serve `index.html` for unknown paths (the host's client-side routes). */
  spa: boolean;
  /** Origins allowed to fetch these files with CORS (the host's origin, for a remote's manifest). */
  corsOrigins: readonly string[];
}

/** A static server with the headers a real deployment needs: revalidated entry points, immutable hashed files. */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, threshold: 512, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (request, reply, payload) => {
    const origin = request.headers.origin;
    if (origin !== undefined && options.corsOrigins.includes(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
  await app.register(fastifyStatic, {
    root: options.root,
    index: options.spa ? 'index.html' : false,
    cacheControl: false,
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
