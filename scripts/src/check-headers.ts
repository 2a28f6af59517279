import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { parseArgs } from 'node:util';
import { startNginxServers } from './nginx/nginx-servers';
import { APPS, PORTS, type AppName } from './ports';
import { IMMUTABLE, REVALIDATE } from './static/cache-policy';
import { localDeploymentOrigins, shellScriptHash, type DeploymentOrigins } from './static/security-headers';
import { startStaticServers } from './static/start-static-servers';

/** What a served file is, which decides the headers it must have. */
export type FileKind =
  /** index.html, and the host's client-side routes answered with it. */
  | 'document'
  /** Unhashed files read on every load: runtime-config.json, mf-manifest.json, remoteEntry.js, builds/*.json. */
  | 'entry'
  /** `[name].[contenthash].js`: never changes. */
  | 'hashed'
  /** A chunk that is not there (gone after a release): a 404, never the page, never cached for long. */
  | 'missing';

export interface Probe {
  app: AppName;
  path: string;
  kind: FileKind;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An origin no deployment of ours has: it must get no CORS header from anyone. */
export const FOREIGN_ORIGIN = 'https://attacker.example';
/** Referrer policies that never send a page's path to another origin. */
const STRICT_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The values of every `Vary` header, lower-cased (nginx may send several). */
function varies(headers: IncomingHttpHeaders): string[] {
  return (header(headers, 'vary') ?? '').split(',').map((value) => value.trim().toLowerCase()).filter((value) => value.length > 0);
}

/** A CSP header as directive → sources. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name !== undefined && name.length > 0 && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Problems of a Content-Security-Policy against the rules of `app`'s deployment; empty when it holds. */
export function cspProblems(app: AppName, policy: string | undefined, origins: DeploymentOrigins): string[] {
  if (policy === undefined) return ['no Content-Security-Policy'];
  const csp = parseCsp(policy);
  const problems: string[] = [];
  const sourcesOf = (name: string) => csp.get(name) ?? csp.get('default-src');
  const remotes = app === 'host' ? origins.remotes : [];
  // the host's page runs one inline script, the served shell's, by its hash (rule PRF-2)
  const inline = app === 'host' ? [shellScriptHash()] : [];
  const allowed: Record<string, readonly string[]> = {
    'script-src': ["'self'", ...remotes, ...inline],
    'connect-src': ["'self'", ...remotes, origins.api],
  };
  for (const [directive, may] of Object.entries(allowed)) {
    const sources = sourcesOf(directive);
    if (sources === undefined) {
      problems.push(`${directive} missing (and no default-src)`);
      continue;
    }
    const extra = sources.filter((source) => !may.includes(source));
    if (extra.length > 0) problems.push(`${directive} allows ${extra.join(' ')}`);
    // What the app needs must be there too, or the policy breaks the product.
    const needed = directive === 'script-src' ? [...remotes, ...inline] : [...remotes, origins.api];
    const lacking = needed.filter((source) => !sources.includes(source));
    if (lacking.length > 0) problems.push(`${directive} lacks ${lacking.join(' ')}`);
  }
  for (const [name, sources] of csp) {
    if (sources.includes("'unsafe-eval'")) problems.push(`${name} allows 'unsafe-eval'`);
  }
  for (const name of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
    if (csp.get(name)?.includes("'unsafe-inline'")) problems.push(`${name} allows 'unsafe-inline'`);
  }
  for (const [name, value] of [
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ] as const) {
    const sources = name === 'object-src' ? sourcesOf(name) : csp.get(name);
    if (sources?.join(' ') !== value) problems.push(`${name} is ${sources?.join(' ') ?? 'missing'}, not ${value}`);
  }
  return problems;
}

/** Problems of one plain answer (no Origin, no compression asked) for a file of `kind`; empty when it holds. */
export function answerProblems(probe: Probe, answer: Answer, origins: DeploymentOrigins): string[] {
  const problems: string[] = [];
  const expectedStatus = probe.kind === 'missing' ? 404 : 200;
  if (answer.status !== expectedStatus) problems.push(`status ${answer.status}, not ${expectedStatus}`);
  const cacheControl = header(answer.headers, 'cache-control');
  const expectedCache = probe.kind === 'hashed' ? IMMUTABLE : REVALIDATE;
  if (cacheControl !== expectedCache) problems.push(`Cache-Control is ${cacheControl ?? 'missing'}, not ${expectedCache}`);
  const type = header(answer.headers, 'content-type') ?? '';
  // The reload guard must see a ChunkLoadError: the shell's page in place of a chunk would be run as a script.
  if (probe.kind === 'missing' && /id="?root/.test(answer.body.toString())) problems.push('a missing file is answered with the page');
  if (probe.kind !== 'missing') {
    const expectedType = probe.kind === 'document' ? /^text\/html/ : probe.path.endsWith('.json') ? /^application\/json/ : /^(application|text)\/javascript/;
    if (!expectedType.test(type)) problems.push(`Content-Type is ${type || 'missing'}`);
    if (!/charset=utf-8/i.test(type)) problems.push(`Content-Type ${type} does not say charset=utf-8`);
  }
  if (header(answer.headers, 'x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  const referrer = header(answer.headers, 'referrer-policy');
  if (referrer === undefined || !STRICT_REFERRER.includes(referrer)) problems.push(`Referrer-Policy is ${referrer ?? 'missing'}`);
  const policy = header(answer.headers, 'content-security-policy');
  problems.push(...cspProblems(probe.app, policy, origins));
  if (probe.kind === 'document') problems.push(...inlineScriptProblems(answer.body.toString(), policy));
  return problems;
}

/** Problems of a page's inline scripts: each one that runs must be allowed by its hash in script-src, or the browser blocks it. */
export function inlineScriptProblems(html: string, policy: string | undefined): string[] {
  const allowed = policy === undefined ? [] : (parseCsp(policy).get('script-src') ?? []);
  const problems: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes) || /\stype="?application\/json/.test(attributes)) continue;
    const hash = `'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`;
    if (!allowed.includes(hash)) problems.push(`an inline script (${hash}) is not allowed by script-src`);
  }
  return problems;
}

/** Problems of the CORS answers: the host's origin may read a remote's files; nobody else, and nobody the host's. */
export function corsProblems(probe: Probe, fromHost: Answer, fromForeign: Answer, origins: DeploymentOrigins): string[] {
  const problems: string[] = [];
  const hostAllowed = header(fromHost.headers, 'access-control-allow-origin');
  if (probe.app === 'host') {
    if (hostAllowed !== undefined) problems.push(`the host answers CORS (${hostAllowed}); nothing needs it`);
  } else {
    if (hostAllowed !== origins.host) problems.push(`Access-Control-Allow-Origin for the host is ${hostAllowed ?? 'missing'}`);
    if (!varies(fromHost.headers).includes('origin')) problems.push('no Vary: Origin on an answer that depends on it');
  }
  const foreignAllowed = header(fromForeign.headers, 'access-control-allow-origin');
  if (foreignAllowed !== undefined) problems.push(`Access-Control-Allow-Origin ${foreignAllowed} for ${FOREIGN_ORIGIN}`);
  return problems;
}

/** Problems of a revalidation (If-None-Match with the ETag just served): a 304 that keeps the file's cache policy. */
export function revalidationProblems(probe: Probe, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status !== 304) problems.push(`revalidation answered ${answer.status}, not 304`);
  const expected = probe.kind === 'hashed' ? IMMUTABLE : REVALIDATE;
  const cacheControl = header(answer.headers, 'cache-control');
  if (cacheControl !== expected) problems.push(`Cache-Control of the 304 is ${cacheControl ?? 'missing'}, not ${expected}`);
  return problems;
}

/** Problems of the compressed answers of a text file: brotli and gzip, as the client asked, with `Vary: Accept-Encoding`. */
export function compressionProblems(asked: 'br' | 'gzip', answer: Answer): string[] {
  const problems: string[] = [];
  const encoding = header(answer.headers, 'content-encoding');
  if (encoding !== asked) problems.push(`asked for ${asked}, got ${encoding ?? 'no compression'}`);
  if (!varies(answer.headers).includes('accept-encoding')) problems.push('no Vary: Accept-Encoding');
  return problems;
}

function fetchAnswer(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolvePromise({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The files to check on each app, found from what it serves (hashed names change with every build). */
async function probesOf(app: AppName): Promise<Probe[]> {
  const port = PORTS[app];
  const missing: Probe = { app, path: '/0000000000.deadbeef00.js', kind: 'missing' };
  if (app === 'host') {
    const index = (await fetchAnswer(port, '/index.html')).body.toString();
    const main = /src="?\/?(main\.[0-9a-f]+\.js)/.exec(index)?.[1];
    if (main === undefined) throw new Error('host index.html names no main.[hash].js: is the host built?');
    const latest: unknown = JSON.parse((await fetchAnswer(port, '/builds/latest.json')).body.toString());
    const buildId = typeof latest === 'object' && latest !== null && 'buildId' in latest ? String(latest.buildId) : '';
    return [
      { app, path: '/', kind: 'document' },
      { app, path: '/index.html', kind: 'document' },
      { app, path: '/overseas/bond/cart', kind: 'document' },
      { app, path: '/runtime-config.json', kind: 'entry' },
      { app, path: '/builds/latest.json', kind: 'entry' },
      { app, path: `/builds/meta/${buildId}.json`, kind: 'entry' },
      { app, path: `/${main}`, kind: 'hashed' },
      missing,
    ];
  }
  const manifest = (await fetchAnswer(port, '/mf-manifest.json')).body.toString();
  const chunk = /"([^"/]+\.[0-9a-f]{10}\.js)"/.exec(manifest)?.[1];
  if (chunk === undefined) throw new Error(`${app}'s mf-manifest.json names no hashed chunk: is it built?`);
  return [
    { app, path: '/mf-manifest.json', kind: 'entry' },
    { app, path: '/remoteEntry.js', kind: 'entry' },
    { app, path: `/${chunk}`, kind: 'hashed' },
    missing,
  ];
}

/** Checks every app on the ports of this machine; returns the problems found, each prefixed by its address. */
export async function checkServedHeaders(origins: DeploymentOrigins, log: (line: string) => void = () => undefined): Promise<string[]> {
  const found: string[] = [];
  for (const app of APPS) {
    const port = PORTS[app];
    for (const probe of await probesOf(app)) {
      const plain = await fetchAnswer(port, probe.path);
      const problems = answerProblems(probe, plain, origins);
      problems.push(...corsProblems(probe, await fetchAnswer(port, probe.path, { origin: origins.host }), await fetchAnswer(port, probe.path, { origin: FOREIGN_ORIGIN }), origins));
      const etag = header(plain.headers, 'etag');
      if (probe.kind !== 'missing') {
        if (etag === undefined) problems.push('no ETag: the file cannot be revalidated');
        else problems.push(...revalidationProblems(probe, await fetchAnswer(port, probe.path, { 'if-none-match': etag })));
      }
      // Text above nginx's and fastify's 512-byte threshold is compressed; smaller answers need not be.
      const compressible = probe.kind !== 'missing' && plain.body.length >= 1024;
      if (compressible) {
        for (const encoding of ['br', 'gzip'] as const) problems.push(...compressionProblems(encoding, await fetchAnswer(port, probe.path, { 'accept-encoding': encoding })));
      }
      const where = `${app} ${probe.path} (${probe.kind})`;
      log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${where.padEnd(62)} ${plain.status} ${header(plain.headers, 'cache-control') ?? '-'}${probe.kind === 'missing' ? '' : ', 304 on revalidation'}${compressible ? ', br+gzip' : ''}`);
      found.push(...problems.map((problem) => `${where}: ${problem}`));
    }
  }
  return found;
}

const USAGE = `pnpm check:headers [--server fastify|nginx|both|running]
  Starts the servers (default: both, one after the other), checks the headers every app serves
  (cache policy per kind of file, CORS, CSP, nosniff, referrer policy, compression), stops them.
  --server running checks whatever already serves on :8080–8083.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { server: { type: 'string', default: 'both' }, help: { type: 'boolean' } } });
  const server = values.server;
  if (values.help === true || !['fastify', 'nginx', 'both', 'running'].includes(server)) {
    console.log(USAGE);
    process.exit(values.help === true ? 0 : 2);
  }
  const origins = localDeploymentOrigins();
  const servers = server === 'both' ? ['fastify', 'nginx'] : [server];
  let failures = 0;
  for (const name of servers) {
    console.log(`\n${name}:`);
    let stop: () => Promise<unknown> = async () => undefined;
    if (name === 'fastify') {
      const started = await startStaticServers();
      stop = () => Promise.all(started.map((instance) => instance.close()));
    } else if (name === 'nginx') {
      stop = (await startNginxServers()).stop;
    }
    try {
      const problems = await checkServedHeaders(origins, (line) => console.log(`  ${line}`));
      for (const problem of problems) console.error(`  ✗ ${problem}`);
      console.log(`  ${problems.length === 0 ? 'all headers as required' : `${problems.length} problems`}`);
      failures += problems.length;
    } finally {
      await stop();
    }
  }
  process.exit(failures === 0 ? 0 : 1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
