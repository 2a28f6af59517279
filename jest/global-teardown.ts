import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { UNIVERSE_FILE_VARIABLE } from '../scripts/sandbox/src/bonds/generate-universe';

/** Removes the universe file of jest/global-setup.ts. */
export default function globalTeardown(): void {
  const file = process.env[UNIVERSE_FILE_VARIABLE];
  if (file !== undefined && file !== '') rmSync(dirname(file), { recursive: true, force: true });
  Reflect.deleteProperty(process.env, UNIVERSE_FILE_VARIABLE);
}
