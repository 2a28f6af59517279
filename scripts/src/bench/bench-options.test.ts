import { BOND_LIST_READY, HEADING_READY, parseBenchOptions } from './bench-options';

describe('pnpm bench options', () => {
  it('defaults to five runs of the page list: the bond list by its list contract with the quote tab, the others by their heading', () => {
    const options = parseBenchOptions([]);
    expect(options.runs).toBe(5);
    expect(options.routes).toEqual([
      { name: '/overseas/bond', path: '/overseas/bond', visitor: 'customer', readySelector: BOND_LIST_READY, tab: '債券報價' },
      { name: '/overseas/bond/cart', path: '/overseas/bond/cart', visitor: 'customer', readySelector: HEADING_READY, tab: null },
      { name: '/marginDeposit/info', path: '/marginDeposit/info', visitor: 'customer', readySelector: HEADING_READY, tab: null },
      { name: '/overseas', path: '/overseas', visitor: 'customer', readySelector: HEADING_READY, tab: null },
      { name: 'anonymous:/overseas', path: '/overseas', visitor: 'anonymous', readySelector: HEADING_READY, tab: null },
      { name: '/overseas/bond/account', path: '/overseas/bond/account', visitor: 'customer', readySelector: HEADING_READY, tab: null },
      { name: '/overseas/account', path: '/overseas/account', visitor: 'customer', readySelector: HEADING_READY, tab: null },
      { name: '/overseas/bond/order', path: '/overseas/bond/order', visitor: 'customer', readySelector: HEADING_READY, tab: null },
      { name: '/overseas/stock', path: '/overseas/stock', visitor: 'customer', readySelector: HEADING_READY, tab: null },
      { name: '/overseas/fund', path: '/overseas/fund', visitor: 'customer', readySelector: HEADING_READY, tab: null },
      { name: '/overseas/bond/marketinfo?isin=US00206RH051', path: '/overseas/bond/marketinfo?isin=US00206RH051', visitor: 'customer', readySelector: 'main h1.detail-title', tab: null },
    ]);
  });

  it('takes runs, routes (anonymous: for a visitor who never signed in) and selectors, with or without =', () => {
    const options = parseBenchOptions(['--', '--runs', '3', '--routes=/overseas/bond,anonymous:/overseas', '--bond-ready', 'main h1', '--tab', 'none']);
    expect(options.runs).toBe(3);
    expect(options.routes).toEqual([
      { name: '/overseas/bond', path: '/overseas/bond', visitor: 'customer', readySelector: 'main h1', tab: null },
      { name: 'anonymous:/overseas', path: '/overseas', visitor: 'anonymous', readySelector: HEADING_READY, tab: null },
    ]);
  });

  it('measures HTTP/1.1 unless asked; --protocol takes h1, h2 or both (HTTP/1.1 first), with or without =', () => {
    expect(parseBenchOptions([]).protocols).toEqual(['h1']);
    expect(parseBenchOptions(['--protocol', 'h2']).protocols).toEqual(['h2']);
    expect(parseBenchOptions(['--protocol=both']).protocols).toEqual(['h1', 'h2']);
    expect(parseBenchOptions(['--protocol', 'h1', '--runs', '2']).protocols).toEqual(['h1']);
  });

  it('times the interactions on the federated build unless told both or none', () => {
    expect(parseBenchOptions([]).interactions).toBe('federated');
    expect(parseBenchOptions(['--interactions', 'both']).interactions).toBe('both');
    expect(parseBenchOptions(['--interactions=none']).interactions).toBe('none');
    expect(() => parseBenchOptions(['--interactions', 'all'])).toThrow(/federated, both or none/);
  });

  it('refuses what it does not understand', () => {
    expect(() => parseBenchOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseBenchOptions(['--routes', 'overseas'])).toThrow(/starting with \//);
    expect(() => parseBenchOptions(['--routes', 'anonymous:overseas'])).toThrow(/starting with \//);
    expect(() => parseBenchOptions(['--fast'])).toThrow(/unknown option --fast/);
    expect(() => parseBenchOptions(['--protocol', 'h3'])).toThrow(/--protocol takes h1, h2 or both, got h3/);
    expect(() => parseBenchOptions(['--protocol'])).toThrow(/--protocol needs a value/);
  });
});
