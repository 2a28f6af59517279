import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { byteGroupOf, formatByteSplit, pageSplits, splitByMap } from './byte-split';

const REACT_DOM = 'webpack://host/../node_modules/.pnpm/react-dom@19.2.0_react@19.2.0/node_modules/react-dom/cjs/react-dom-client.production.js';
const ROUTER = 'webpack://host/../node_modules/.pnpm/react-router@7.9.4_react@19.2.0/node_modules/react-router/dist/production/chunk.mjs';
const QUERY = 'webpack://host/../node_modules/.pnpm/@tanstack+query-core@5.90.0/node_modules/@tanstack/query-core/build/modern/query.js';
const FEDERATION = 'webpack://host/../node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/core.js';
const KERNEL = 'webpack://host/../shared/kernel/src/api/api-client.ts';
const BOND = 'webpack://remote_bond/./src/features/bond-list/bond-list-page.tsx';

describe('byteGroupOf', () => {
  it.each([
    [REACT_DOM, 'React and React DOM'],
    ['webpack://host/../node_modules/.pnpm/scheduler@0.27.0/node_modules/scheduler/index.js', 'React and React DOM'],
    [ROUTER, 'router'],
    [QUERY, 'TanStack Query'],
    ['webpack://remote_bond/../node_modules/.pnpm/valibot@1.5.0_typescript@5.9.3/node_modules/valibot/dist/index.js', 'valibot'],
    [FEDERATION, 'federation runtime'],
    ['webpack://host/webpack/runtime/load script', 'federation runtime'],
    [null, 'federation runtime'],
    [KERNEL, 'kernel'],
    ['webpack://remote_bond/shared/kernel/src/calendar/holidays.ts', 'kernel'],
    ['webpack://host/./src/features/layout/header.tsx', 'host shell'],
    ['webpack://host/src/features/layout/header.tsx', 'host shell'],
    [BOND, 'product code'],
    ['webpack://remote_bond/shared/bond/src/math/bond-schedule.ts', 'product code'],
    ['webpack://remote_bond/../node_modules/.pnpm/big.js@7.0.1/node_modules/big.js/big.mjs', 'other libraries'],
  ])('%s → %s', (source, group) => {
    expect(byteGroupOf(source)).toBe(group);
  });
});

/** A one-line "minified" file of pieces, each mapped to its source, and its map. */
function minified(pieces: readonly (readonly [string, string | null])[]): { code: string; map: ReturnType<SourceMapGenerator['toJSON']> } {
  const generator = new SourceMapGenerator({ file: 'out.js' });
  let column = 0;
  for (const [text, source] of pieces) {
    if (source !== null) generator.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source });
    else generator.addMapping({ generated: { line: 1, column } });
    column += text.length;
  }
  return { code: pieces.map(([text]) => text).join(''), map: generator.toJSON() };
}

describe('splitByMap', () => {
  it('gives each mapping the text up to the next one, and unmapped text to the federation runtime', () => {
    const { code, map } = minified([
      ['aaaaaaaaaa', REACT_DOM], // 10
      ['bbbbb', ROUTER], // 5
      ['cc', null], // 2: webpack's own
      ['ddd', KERNEL], // 3
    ]);
    expect(splitByMap(`${code}\n/*x*/`, map)).toEqual({ 'React and React DOM': 10, router: 5, 'federation runtime': 2 + 6, kernel: 3 });
  });
});

describe('pageSplits', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'byte-split-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('splits each served script in its transferred bytes, by origin, and leaves out failed loads', () => {
    const host = minified([
      ['x'.repeat(60), REACT_DOM],
      ['y'.repeat(40), QUERY],
    ]);
    const bond = minified([['z'.repeat(50), BOND]]);
    writeFileSync(join(dir, 'main.js'), host.code);
    writeFileSync(join(dir, 'main.js.map'), JSON.stringify(host.map));
    writeFileSync(join(dir, 'list.js'), bond.code);
    writeFileSync(join(dir, 'list.js.map'), JSON.stringify(bond.map));
    writeFileSync(join(dir, 'glue.js'), 'x');
    const splits = pageSplits(
      [
        {
          route: '/overseas/bond',
          error: null,
          scripts: [
            { label: 'host', path: '/main.js', bytes: 1000 },
            { label: 'host', path: '/glue.js', bytes: 30 },
            { label: 'remote-bond', path: '/list.js', bytes: 400 },
          ],
        },
        { route: '/broken', error: 'never visible', scripts: [{ label: 'host', path: '/main.js', bytes: 1000 }] },
      ],
      (label) => (label === 'api' ? null : dir),
    );
    expect(splits).toEqual([
      {
        route: '/overseas/bond',
        host: { 'React and React DOM': 600, 'TanStack Query': 400, 'federation runtime': 30 },
        page: { 'React and React DOM': 600, 'TanStack Query': 400, 'federation runtime': 30, 'product code': 400 },
      },
    ]);
    const table = formatByteSplit(splits);
    expect(table).toMatch(/\/overseas\/bond\s+host origin\s+0\.6\s+0\.0\s+0\.4/);
    expect(table).toMatch(/whole page.*\s1\.4$/m);
  });
});
