import { resolve } from 'node:path';

/** The workspace's top folder. */
export const REPO_ROOT = resolve(__dirname, '..', '..');
