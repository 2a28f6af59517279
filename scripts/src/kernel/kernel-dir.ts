import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root';

/**
 * The kernel's package folder (package `shared`, the federation singleton): `shared/kernel` once the
 * product packages have moved out beside it, `shared` until then. Every tool that reads the kernel's
 * version, entries or recorded surface starts here, so the move changes nothing else.
 */
export const KERNEL_DIR = existsSync(join(REPO_ROOT, 'shared', 'kernel', 'package.json')) ? join(REPO_ROOT, 'shared', 'kernel') : join(REPO_ROOT, 'shared');

/** The kernel's recorded public surface, beside its package.json. */
export const SURFACE_FILE = join(KERNEL_DIR, 'surface.txt');

/** The command that records the kernel's surface again (after a version bump when it changed). */
export const RECORD_COMMAND = 'pnpm kernel:surface';

/** The kernel's run-time entries (export path → source file), the ones its surface covers. */
export const KERNEL_ENTRIES = ['.', './internal'] as const;

export interface KernelPackage {
  name: string;
  version: string;
  /** Each run-time entry's name as importers write it (`shared`, `shared/internal`) → absolute source file. */
  entries: Array<{ entry: string; file: string }>;
}

/** Reads the kernel's package.json: its name, version and the source files of its run-time entries. */
export function readKernelPackage(dir: string = KERNEL_DIR): KernelPackage {
  const json: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (typeof json !== 'object' || json === null) throw new Error(`${dir}/package.json is not an object`);
  const { name, version, exports } = json as { name?: unknown; version?: unknown; exports?: unknown };
  if (typeof name !== 'string' || typeof version !== 'string') throw new Error(`${dir}/package.json has no name or version`);
  if (typeof exports !== 'object' || exports === null) throw new Error(`${dir}/package.json has no exports map`);
  const entries = KERNEL_ENTRIES.map((path) => {
    const file = (exports as Record<string, unknown>)[path];
    if (typeof file !== 'string') throw new Error(`${dir}/package.json exports no "${path}" entry`);
    return { entry: path === '.' ? name : `${name}/${path.slice(2)}`, file: join(dir, file) };
  });
  return { name, version, entries };
}
