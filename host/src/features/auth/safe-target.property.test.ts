import fc from 'fast-check';
import { matchArea } from 'shared/areas';
import { safeTarget } from './safe-target';

const ORIGIN = 'http://localhost:8080';

/** Pieces an attacker strings together: dot segments, encodings, backslashes, `@`, control characters, hosts. */
const PIECES = [
  '/', '//', '\\', '/\\', '.', '..', '%2e', '%2E', '%2e%2e', '%2f', '%2F', '%5c', '%5C', '%25', '%', '%252f',
  '@', ':', '?', '#', ';', '&', '=', ' ', '\t', '\n', '\r', '\u0000', '\u0008', '\u001f', '\u007f', '\u00a0', '\u3000',
  'evil.example', 'user:pass@evil.example', 'localhost:8080', 'localhost:8080.evil.example', 'http:', 'https:', 'javascript:',
  'data:', 'overseas', 'bond', 'cart', 'marginDeposit', 'auth', 'verify', 'OVERSEAS', 'x',
];

const hostile = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));
const mixed = fc.oneof(hostile, fc.string({ maxLength: 30 }), fc.webUrl({ withQueryParameters: true, withFragments: true }));

/** Number of generated targets in the hostile property (the report's fuzz case count). */
const RUNS = 20_000;

describe('safeTarget, fuzzed', () => {
  it(`answers /overseas or a path of the product on this origin, for ${RUNS} hostile targets`, () => {
    fc.assert(
      fc.property(mixed, (target) => {
        const answer = safeTarget(target, ORIGIN);
        if (answer === '/overseas') return;
        // what the router gets: a single-slash path without backslashes, and no control characters anywhere
        expect(answer).toMatch(/^\/(?![/\\])/);
        expect(answer.split(/[?#]/)[0]).not.toContain('\\');
        expect([...answer].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)).toBe(false);
        // the browser resolves it on this origin, to a page of a remote area or the host's index
        const resolved = new URL(answer, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        expect(resolved.pathname === '/' || matchArea(resolved.pathname) !== undefined).toBe(true);
        // and to where the target itself pointed: the answer is the target, resolved, never another page
        const pointed = new URL(target, ORIGIN);
        expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(`${pointed.pathname}${pointed.search}${pointed.hash}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps every plain path of a remote area, with its query and hash', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const base = fc.constantFrom('/overseas', '/overseas/bond', '/marginDeposit');
    fc.assert(
      fc.property(base, fc.array(segment, { maxLength: 3 }), fc.stringMatching(/^(\?[a-z]=[a-z0-9]{0,5})?(#[a-z]{1,5})?$/), (root, segments, tail) => {
        const target = [root, ...segments].join('/') + tail;
        expect(safeTarget(target, ORIGIN)).toBe(target);
      }),
      { numRuns: 1_000 },
    );
  });
});
