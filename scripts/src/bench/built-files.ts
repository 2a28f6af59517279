import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuiltFile } from './js-budget';

/** The JavaScript files of a production build folder (`*.js` at its top) with their gzip sizes (zlib's default level). */
export function builtFiles(dist: string): BuiltFile[] {
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run pnpm build`);
  return readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => ({ name, gzipBytes: gzipSync(readFileSync(join(dist, name))).length }));
}
