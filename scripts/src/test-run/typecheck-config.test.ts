import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../repo-root';

// `pnpm typecheck` checks every project in one program (tsconfig.typecheck.json). That is the same check
// as one program per project only while each project's files are in it, and each project has the base's
// options (its own rootDir aside, which matters to emitting only), and no file declares anything global
// (a global one project declares would be seen by every other's files); an untyped package's typings
// (`declare module 'pkg'` in a .d.ts) may be, as they are the package's, not the project's.

interface TsConfig {
  extends?: string;
  compilerOptions?: Record<string, unknown>;
  include?: string[];
}

const read = (path: string): TsConfig => JSON.parse(readFileSync(path, 'utf8')) as TsConfig;

function projectConfigs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return ['node_modules', 'dist', '.git', '.release', 'bench-results'].includes(entry.name) || entry.name.startsWith('.') ? [] : projectConfigs(join(dir, entry.name));
    return entry.name === 'tsconfig.json' || (dir === REPO_ROOT && entry.name === 'tsconfig.tools.json') ? [join(dir, entry.name)] : [];
  });
}

const projects = projectConfigs(REPO_ROOT);
const combined = read(join(REPO_ROOT, 'tsconfig.typecheck.json'));

describe('the one-program type-check', () => {
  it('finds the projects', () => {
    expect(projects.map((path) => relative(REPO_ROOT, path)).sort()).toEqual(expect.arrayContaining(['host/tsconfig.json', 'shared/kernel/tsconfig.json', 'tsconfig.tools.json']));
  });

  it.each(projects.map((path) => [relative(REPO_ROOT, path), path]))('has every file of %s', (_name, path) => {
    const project = read(path);
    const missing = (project.include ?? []).map((pattern) => relative(REPO_ROOT, resolve(dirname(path), pattern))).filter((pattern) => !(combined.include ?? []).includes(pattern));
    expect(missing).toEqual([]);
  });

  it.each(projects.map((path) => [relative(REPO_ROOT, path), path]))('checks %s with the base options', (_name, path) => {
    const project = read(path);
    expect(resolve(dirname(path), project.extends ?? '')).toBe(join(REPO_ROOT, 'tsconfig.base.json'));
    expect(Object.keys(project.compilerOptions ?? {}).filter((option) => option !== 'rootDir')).toEqual([]);
  });

  it('checks files that declare nothing global or ambient', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? (entry.name === 'node_modules' ? [] : sources(join(dir, entry.name))) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const folders = (combined.include ?? []).map((pattern) => join(REPO_ROOT, pattern)).filter((path) => existsSync(path) && statSync(path).isDirectory());
    const declaring = folders
      .flatMap(sources)
      // typings of an untyped package (`declare module 'pkg'` in a .d.ts) are the package's, the same for every project
      .filter((file) => /^\s*(declare\s+global\b|\/\/\/\s*<reference)/m.test(readFileSync(file, 'utf8')) || (!file.endsWith('.d.ts') && /^\s*declare\s+module\b/m.test(readFileSync(file, 'utf8'))))
      .map((file) => relative(REPO_ROOT, file));
    expect(declaring).toEqual([]);
  });
});
