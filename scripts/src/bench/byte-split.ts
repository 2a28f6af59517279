import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/**
 * What a page's JavaScript is made of, in the groups the performance rules talk about (rule PRF-7):
 * which libraries and which of our own code the bytes a customer downloads carry.
 */
export const BYTE_GROUPS = [
  'React and React DOM',
  'router',
  'TanStack Query',
  'valibot',
  'federation runtime',
  'kernel',
  'host shell',
  'product code',
  'other libraries',
] as const;

/** One of the {@link BYTE_GROUPS}. */
export type ByteGroup = (typeof BYTE_GROUPS)[number];

/** Bytes per group; groups with none are absent. */
export type ByteSplit = Partial<Record<ByteGroup, number>>;

const LIBRARY_GROUPS: readonly (readonly [RegExp, ByteGroup])[] = [
  [/^(react|react-dom|scheduler)$/, 'React and React DOM'],
  [/^(react-router|react-router-dom|cookie|set-cookie-parser)$/, 'router'],
  [/^@tanstack\//, 'TanStack Query'],
  [/^valibot$/, 'valibot'],
  [/^@module-federation\//, 'federation runtime'],
];

/** The npm package a source path of pnpm's store belongs to (`…/node_modules/.pnpm/@scope+name@1.0.0/…` → `@scope/name`). */
function storePackage(source: string): string | null {
  const match = /node_modules\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+)@/.exec(source);
  return match?.[1] === undefined ? null : match[1].replace('+', '/');
}

/**
 * The group of one source file named in a source map. Code webpack writes itself (its module loading,
 * the federation container's glue, a file's wrapper) counts as the federation runtime: a one-bundle build
 * carries only a little of it.
 */
export function byteGroupOf(source: string | null): ByteGroup {
  if (source === null || source.startsWith('webpack/') || /^webpack:\/\/[^/]*\/webpack\//.test(source)) return 'federation runtime';
  const name = storePackage(source);
  if (name !== null) {
    const group = LIBRARY_GROUPS.find(([pattern]) => pattern.test(name));
    return group === undefined ? 'other libraries' : group[1];
  }
  if (source.includes('node_modules/.federation/')) return 'federation runtime';
  if (/^webpack:\/\/host\/(\.\/)?src\//.test(source)) return 'host shell';
  if (/(^|\/)shared\/kernel\/src\//.test(source) || /^webpack:\/\/[^/]*\/(\.\.\/)*kernel\/src\//.test(source)) return 'kernel';
  return 'product code';
}

/**
 * Characters of a minified file per group, read from its source map: each mapping owns the generated
 * text up to the next mapping on its line; text no mapping covers counts as webpack's own (federation runtime).
 */
export function splitByMap(code: string, map: RawSourceMap): ByteSplit {
  const lines = code.split('\n');
  const split: ByteSplit = {};
  const add = (group: ByteGroup, characters: number) => {
    if (characters > 0) split[group] = (split[group] ?? 0) + characters;
  };
  const consumer = new SourceMapConsumer(map);
  let previous: { line: number; column: number; group: ByteGroup } | null = null;
  let mapped = 0;
  const close = (untilColumn: number | null) => {
    if (previous === null) return;
    const end = untilColumn ?? (lines[previous.line - 1]?.length ?? previous.column);
    add(previous.group, end - previous.column);
    mapped += Math.max(0, end - previous.column);
  };
  consumer.eachMapping((mapping) => {
    close(previous !== null && previous.line === mapping.generatedLine ? mapping.generatedColumn : null);
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, group: byteGroupOf(mapping.source) };
  });
  close(null);
  add('federation runtime', code.length - mapped);
  return split;
}

/** Scales a split of characters to a file's transferred bytes (each group its share of the file). */
function scaled(split: ByteSplit, total: number, bytes: number): ByteSplit {
  const result: ByteSplit = {};
  for (const group of BYTE_GROUPS) {
    const characters = split[group];
    if (characters !== undefined && total > 0) result[group] = (characters * bytes) / total;
  }
  return result;
}

/** Adds splits group by group. */
export function addSplits(splits: readonly ByteSplit[]): ByteSplit {
  const sum: ByteSplit = {};
  for (const split of splits) for (const group of BYTE_GROUPS) if (split[group] !== undefined) sum[group] = (sum[group] ?? 0) + (split[group] ?? 0);
  return sum;
}

/**
 * The split of one served script, in the bytes it was transferred as: its minified text split by its
 * hidden source map (the bench's builds write one beside each file), scaled to `bytes`. A file without a
 * map (a few bytes of webpack glue) counts whole as the federation runtime.
 */
export function splitServedFile(dist: string, file: string, bytes: number): ByteSplit {
  const path = join(dist, file);
  if (!existsSync(path)) return {};
  const code = readFileSync(path, 'utf8');
  const mapPath = `${path}.map`;
  if (!existsSync(mapPath)) return { 'federation runtime': bytes };
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as RawSourceMap;
  return scaled(splitByMap(code, map), code.length, bytes);
}

/** A page's first view split: the host origin's scripts and all of the page's scripts. */
export interface PageSplit {
  route: string;
  host: ByteSplit;
  page: ByteSplit;
}

/** The scripts a load requested before visible, as the bench records them. */
interface LoadScripts {
  route: string;
  error: string | null;
  scripts: readonly { label: string; path: string; bytes: number }[];
}

/**
 * The split of each page's first view from one run's loads: every script by the build folder of the
 * origin that served it (`distOf(label)`, null for an origin that serves no build, such as the API).
 */
export function pageSplits(loads: readonly LoadScripts[], distOf: (label: string) => string | null): PageSplit[] {
  return loads
    .filter((load) => load.error === null)
    .map((load) => {
      const byFile = load.scripts.map((script) => {
        const dist = distOf(script.label);
        const file = script.path.split('/').pop() ?? '';
        return { label: script.label, split: dist === null ? {} : splitServedFile(dist, file, script.bytes) };
      });
      return {
        route: load.route,
        host: addSplits(byFile.filter((entry) => entry.label === 'host').map((entry) => entry.split)),
        page: addSplits(byFile.map((entry) => entry.split)),
      };
    });
}

const kb = (bytes: number | undefined) => ((bytes ?? 0) / 1024).toFixed(1);

/** The splits as a table, KB as transferred: one line per page and origin scope, one column per group. */
export function formatByteSplit(splits: readonly PageSplit[]): string {
  const header = ['page', 'scope', ...BYTE_GROUPS, 'total'];
  const rows = splits.flatMap((split) =>
    (['host', 'page'] as const).map((scope) => {
      const values = split[scope];
      const total = BYTE_GROUPS.reduce((sum, group) => sum + (values[group] ?? 0), 0);
      return [split.route, scope === 'host' ? 'host origin' : 'whole page', ...BYTE_GROUPS.map((group) => kb(values[group])), kb(total)];
    }),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return ['JavaScript of the first view by what it carries (KB as transferred):', line(header), ...rows.map(line)].join('\n');
}
