import type { IncomingHttpHeaders } from 'node:http';
import { SHELL_SCRIPT } from '../../shared/kernel/src/shell/shell-script';
import { answerProblems, compressionProblems, corsProblems, cspProblems, inlineScriptProblems, parseCsp, revalidationProblems, type Answer, type Probe } from './check-headers';
import { contentSecurityPolicy, securityHeadersFor, shellScriptHash, type DeploymentOrigins } from './static/security-headers';

const origins: DeploymentOrigins = {
  host: 'http://localhost:8080',
  remotes: ['http://localhost:8081', 'http://localhost:8082', 'http://localhost:8083'],
  api: 'http://localhost:8090',
};

function answer(status: number, headers: IncomingHttpHeaders, body = ''): Answer {
  return { status, headers, body: Buffer.from(body) };
}

const entry: Probe = { app: 'remote-bond', path: '/remoteEntry.js', kind: 'entry' };
const goodEntryHeaders: IncomingHttpHeaders = {
  'cache-control': 'no-cache',
  'content-type': 'application/javascript; charset=utf-8',
  ...Object.fromEntries(Object.entries(securityHeadersFor('remote-bond', origins)).map(([name, value]) => [name.toLowerCase(), value])),
};

describe('the header rules', () => {
  it('accept the policies this project sends, for every app', () => {
    for (const app of ['host', 'remote-bond', 'remote-margin', 'remote-overseas-misc'] as const) {
      expect(cspProblems(app, contentSecurityPolicy(app, origins), origins)).toEqual([]);
    }
    expect(answerProblems(entry, answer(200, goodEntryHeaders), origins)).toEqual([]);
  });

  it('reject a CSP that evals, runs inline script, allows other origins or lacks the lock-down directives', () => {
    const problems = cspProblems('host', "default-src 'self'; script-src 'self' 'unsafe-eval' 'unsafe-inline' https://cdn.example; connect-src *", origins);
    expect(problems).toEqual(
      expect.arrayContaining([
        "script-src allows 'unsafe-eval' 'unsafe-inline' https://cdn.example",
        `script-src lacks http://localhost:8081 http://localhost:8082 http://localhost:8083 ${shellScriptHash()}`,
        'connect-src allows *',
        "script-src allows 'unsafe-eval'",
        "script-src allows 'unsafe-inline'",
        "object-src is 'self', not 'none'",
        "base-uri is missing, not 'none'",
        "frame-ancestors is missing, not 'none'",
      ]),
    );
    expect(cspProblems('host', undefined, origins)).toEqual(['no Content-Security-Policy']);
    // A remote serves no page that loads other remotes, nor the shell's inline script: its scripts come from itself only.
    expect(cspProblems('remote-bond', contentSecurityPolicy('host', origins), origins)).toContain(
      `script-src allows http://localhost:8081 http://localhost:8082 http://localhost:8083 ${shellScriptHash()}`,
    );
  });

  it('parse a CSP, keeping the first of a repeated directive as browsers do', () => {
    expect(parseCsp("script-src 'self'; script-src *").get('script-src')).toEqual(["'self'"]);
  });

  it('want the cache policy of each kind of file, nosniff and a strict referrer policy', () => {
    const hashed: Probe = { app: 'host', path: '/main.0123456789.js', kind: 'hashed' };
    expect(answerProblems(hashed, answer(200, { ...goodEntryHeaders, 'content-security-policy': contentSecurityPolicy('host', origins) }), origins)).toEqual([
      'Cache-Control is no-cache, not public, max-age=31536000, immutable',
    ]);
    const bare = answerProblems(entry, answer(200, { 'cache-control': 'max-age=600', 'content-type': 'text/plain' }), origins);
    expect(bare).toEqual(
      expect.arrayContaining([
        'Cache-Control is max-age=600, not no-cache',
        'Content-Type is text/plain',
        'no X-Content-Type-Options: nosniff',
        'Referrer-Policy is missing',
        'no Content-Security-Policy',
      ]),
    );
    expect(answerProblems(entry, answer(200, { ...goodEntryHeaders, 'referrer-policy': 'unsafe-url' }), origins)).toEqual(['Referrer-Policy is unsafe-url']);
  });

  it('want every inline script of the page allowed by its hash, the served shell\'s included (rule PRF-2)', () => {
    const csp = contentSecurityPolicy('host', origins);
    const page = (script: string) => `<head><script type="application/json" id="shell-rules">{"a":1}</script><script>${script}</script><script defer src="/main.1.js"></script></head>`;
    expect(inlineScriptProblems(page(SHELL_SCRIPT), csp)).toEqual([]);
    expect(inlineScriptProblems(page(`${SHELL_SCRIPT} `), csp)).toEqual([expect.stringMatching(/^an inline script \('sha256-.+='\) is not allowed by script-src$/)]);
    expect(inlineScriptProblems(page('alert(1)'), contentSecurityPolicy('remote-bond', origins))).toHaveLength(1);
  });

  it('want a missing chunk to be a 404 that is neither the page nor cached for a year', () => {
    const missing: Probe = { app: 'host', path: '/0000000000.deadbeef00.js', kind: 'missing' };
    const spa = answer(200, { ...goodEntryHeaders, 'content-security-policy': contentSecurityPolicy('host', origins), 'cache-control': 'public, max-age=31536000, immutable' }, '<div id=root></div>');
    expect(answerProblems(missing, spa, origins)).toEqual([
      'status 200, not 404',
      'Cache-Control is public, max-age=31536000, immutable, not no-cache',
      'a missing file is answered with the page',
    ]);
  });

  it('allow CORS to the host only, from remotes only, with Vary: Origin', () => {
    const allowed = answer(200, { 'access-control-allow-origin': 'http://localhost:8080', vary: 'Accept-Encoding, Origin' });
    expect(corsProblems(entry, allowed, answer(200, {}), origins)).toEqual([]);
    expect(corsProblems(entry, answer(200, { 'access-control-allow-origin': '*' }), answer(200, { 'access-control-allow-origin': '*' }), origins)).toEqual([
      'Access-Control-Allow-Origin for the host is *',
      'no Vary: Origin on an answer that depends on it',
      'Access-Control-Allow-Origin * for https://attacker.example',
    ]);
    expect(corsProblems({ app: 'host', path: '/index.html', kind: 'document' }, allowed, answer(200, {}), origins)).toEqual([
      'the host answers CORS (http://localhost:8080); nothing needs it',
    ]);
  });

  it('want compression as asked, with Vary: Accept-Encoding, and revalidation that keeps the cache policy', () => {
    expect(compressionProblems('br', answer(200, { 'content-encoding': 'br', vary: 'Accept-Encoding' }))).toEqual([]);
    expect(compressionProblems('br', answer(200, { 'content-encoding': 'gzip' }))).toEqual(['asked for br, got gzip', 'no Vary: Accept-Encoding']);
    expect(revalidationProblems({ app: 'host', path: '/main.0123456789.js', kind: 'hashed' }, answer(304, { 'cache-control': 'no-cache' }))).toEqual([
      'Cache-Control of the 304 is no-cache, not public, max-age=31536000, immutable',
    ]);
  });
});
