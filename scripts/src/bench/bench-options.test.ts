import { BOND_LIST_READY, HEADING_READY, parseBenchOptions } from './bench-options';

describe('pnpm bench options', () => {
  it('defaults to five runs of the three routes, the list contract and the quote tab', () => {
    const options = parseBenchOptions([]);
    expect(options.runs).toBe(5);
    expect(options.routes).toEqual([
      { path: '/overseas/bond', readySelector: BOND_LIST_READY, tab: '債券報價' },
      { path: '/overseas/bond/cart', readySelector: HEADING_READY, tab: null },
      { path: '/marginDeposit/info', readySelector: HEADING_READY, tab: null },
    ]);
  });

  it('takes runs, routes and selectors, with or without =', () => {
    const options = parseBenchOptions(['--', '--runs', '3', '--routes=/overseas/bond,/overseas', '--bond-ready', 'main h1', '--tab', 'none']);
    expect(options.runs).toBe(3);
    expect(options.routes).toEqual([
      { path: '/overseas/bond', readySelector: 'main h1', tab: null },
      { path: '/overseas', readySelector: HEADING_READY, tab: null },
    ]);
  });

  it('refuses what it does not understand', () => {
    expect(() => parseBenchOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseBenchOptions(['--routes', 'overseas'])).toThrow(/starting with \//);
    expect(() => parseBenchOptions(['--fast'])).toThrow(/unknown option --fast/);
    expect(() => parseBenchOptions(['--record-budget', '--routes', '/overseas'])).toThrow(/needs \/overseas\/bond/);
  });
});
