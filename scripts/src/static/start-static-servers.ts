import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APPS, PORTS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';
import { corsOriginsFor, localDeploymentOrigins, securityHeadersFor } from './security-headers';
import { createStaticServer } from './static-server';

/** Serves each app's production build on its own origin (host :8080, remotes :8081–8083), with production's headers. */
export async function startStaticServers(apps: readonly AppName[] = APPS): Promise<FastifyInstance[]> {
  const origins = localDeploymentOrigins();
  const servers: FastifyInstance[] = [];
  for (const app of apps) {
    const server = await createStaticServer({
      root: join(REPO_ROOT, app, 'dist'),
      spa: app === 'host',
      corsOrigins: corsOriginsFor(app, origins),
      securityHeaders: securityHeadersFor(app, origins),
    });
    await server.listen({ port: PORTS[app], host: '127.0.0.1' });
    console.log(`${app.padEnd(22)} http://localhost:${PORTS[app]}`);
    servers.push(server);
  }
  return servers;
}
