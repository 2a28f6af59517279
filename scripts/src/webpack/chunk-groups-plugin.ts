import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { Compilation, Compiler, Module } from 'webpack';

/** One chunk group of a build: what is loaded together, under a name that survives renamed chunks. */
export interface ChunkGroupRecord {
  /** Stable key: the entry's or named group's name, or the modules and requests that import the group. */
  id: string;
  /** Its JavaScript files as emitted (content-hashed names). */
  files: string[];
}

/** `<build folder>.chunk-groups.json`, beside the build folder in `.build-stats/` (never served, git-ignored). */
export function chunkGroupsFile(outputPath: string): string {
  return join(dirname(outputPath), '.build-stats', `${basename(outputPath)}.chunk-groups.json`);
}

/**
 * A module's identity without absolute paths, loaders, a concatenation's hash or package versions: a
 * shared module by its share key, a package file by its path inside the package.
 */
export function moduleKey(module: Module, root: string): string {
  const inner = 'rootModule' in module && typeof module.rootModule === 'object' && module.rootModule !== null ? (module.rootModule as Module) : module;
  const identifier = inner.identifier();
  // `consume-shared-module|<scope>|<share key>|<range>|…` and `provide module (<scope>) <name>@<version> = <request>`
  if (identifier.startsWith('consume-shared-module|')) return `consume shared ${identifier.split('|')[2] ?? ''}`;
  const provided = /^provide module \([^)]*\)(?: \([^)]*\))? (.+)@[^@ ]* = /.exec(identifier);
  if (provided !== null) return `provide shared ${provided[1] ?? ''}`;
  const withoutLoaders = identifier.includes('!') ? identifier.slice(identifier.lastIndexOf('!') + 1) : identifier;
  return withoutLoaders
    .split(root + sep)
    .join('')
    .split(root)
    .join('')
    .replace(/node_modules[\\/]\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/]/g, 'node_modules/');
}

/**
 * Every chunk group of a build with a stable key. A chunk's file name (`262.abc….js`) changes when
 * webpack regroups modules, when another page is added, when a dependency moves; a chunk group does not:
 * it is an entry, a named group (a federation expose), or "what `import('./x')` in module M loads".
 * The JavaScript budget (`scripts/src/bench/js-budget.ts`) records a page's first view as chunk groups and
 * sums their current files, so a renamed or re-split chunk changes nothing, and a new page is not counted.
 */
export function chunkGroupRecords(compilation: Compilation, root: string): ChunkGroupRecord[] {
  const byId = new Map<string, Set<string>>();
  for (const group of compilation.chunkGroups) {
    const origins = group.origins
      .map((origin) => `${origin.module === null ? '' : moduleKey(origin.module, root)} → ${origin.request}`)
      .sort();
    const id = group.name !== null && group.name !== undefined ? `named ${group.name}` : `import ${[...new Set(origins)].join(' | ')}`;
    const files = byId.get(id) ?? new Set<string>();
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    byId.set(id, files);
  }
  return [...byId]
    .filter(([, files]) => files.size > 0)
    .map(([id, files]) => ({ id, files: [...files].sort() }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Writes {@link chunkGroupRecords} to {@link chunkGroupsFile} after each production build. */
export class ChunkGroupsPlugin {
  /** @param root the repository root, cut from module paths so the keys are the same on every machine. */
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ChunkGroupsPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const file = chunkGroupsFile(outputPath);
      mkdirSync(dirname(file), { recursive: true });
      const records = chunkGroupRecords(compilation, this.root);
      writeFileSync(file, `${JSON.stringify({ build: relative(this.root, outputPath), chunkGroups: records }, null, 1)}\n`);
    });
  }
}
