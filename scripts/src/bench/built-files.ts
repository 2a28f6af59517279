import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkGroupsFile } from '../webpack/chunk-groups-plugin';
import type { AppBuild, BuiltFile, ChunkGroup } from './js-budget';

/** The JavaScript files of a production build folder (`*.js` at its top) with their gzip sizes (zlib's default level). */
export function builtFiles(dist: string): BuiltFile[] {
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run pnpm build`);
  return readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => ({ name, gzipBytes: gzipSync(readFileSync(join(dist, name))).length }));
}

function isChunkGroup(value: unknown): value is ChunkGroup {
  if (typeof value !== 'object' || value === null || !('id' in value) || !('files' in value)) return false;
  return typeof value.id === 'string' && Array.isArray(value.files) && value.files.every((file) => typeof file === 'string');
}

/** A production build folder's files and chunk groups (written beside it by the chunk-groups plugin). */
export function appBuild(dist: string): AppBuild {
  const files = builtFiles(dist);
  const record = chunkGroupsFile(dist);
  if (!existsSync(record)) throw new Error(`${record} is missing: rebuild with pnpm build --force`);
  const parsed: unknown = JSON.parse(readFileSync(record, 'utf8'));
  const groups = typeof parsed === 'object' && parsed !== null && 'chunkGroups' in parsed && Array.isArray(parsed.chunkGroups) ? parsed.chunkGroups : [];
  return { files, chunkGroups: groups.filter(isChunkGroup) };
}
