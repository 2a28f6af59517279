import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateUniverse, UNIVERSE_FILE_VARIABLE } from '../scripts/sandbox/src/bonds/generate-universe';

/**
 * Once per run, before any test file: the sandbox's 5,000-bond universe, generated as the sandbox does
 * and written to a temporary file that each test file's sandbox reads (defaultUniverse()) instead of
 * generating it again. The workers inherit the variable; jest/global-teardown.ts removes the folder.
 */
export default function globalSetup(): void {
  const dir = mkdtempSync(join(tmpdir(), 'jest-bond-universe-'));
  const file = join(dir, 'universe.json');
  writeFileSync(file, JSON.stringify(generateUniverse()));
  process.env[UNIVERSE_FILE_VARIABLE] = file;
}
