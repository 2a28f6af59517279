import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** The workspace's top folder. */
export const REPO_ROOT = resolve(__dirname, '..', '..');

/** One Content-Security-Policy violation the page reported. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every CSP violation of the page, across reloads: the `securitypolicyviolation` events of each
 * document, and Chromium's console reports (which also cover what happens before any script of ours runs).
 */
export async function watchCspViolations(page: Page): Promise<() => readonly CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (violation: CspViolation) => void }).__reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push({ directive: 'console', blocked: message.text(), source: message.location().url });
  });
  return () => violations;
}

/** Runs a command of the workspace (`pnpm release …`, `pnpm build …`) and fails with its output when it fails. */
export function runPnpm(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('pnpm', [...args], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise(output) : reject(new Error(`pnpm ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** A fingerprint of every file below `dir` (path → sha256), to show that a release left another app's files alone. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const file of listFiles(dir).sort()) hashes[relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  return hashes;
}

/** The content-hashed files of a served folder, as paths below it. */
export function hashedFilesOf(dir: string): string[] {
  return Object.keys(hashTree(dir)).filter((file) => /\.[0-9a-f]{8,}\.js$/.test(file));
}

/** The files the served manifest of a remote names (its exposes' and shared modules' chunks). */
export function filesOfManifest(manifest: unknown): string[] {
  const files = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'string' && /\.[0-9a-f]{8,}\.js$/.test(value)) files.add(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(manifest);
  return [...files].sort();
}

/** Where the e2e tests put a changed copy of a remote's sources; its webpack cache beside it survives between runs. */
const COPIES = join(REPO_ROOT, '.release', 'e2e');

/**
 * Keeps a copy of an app's served build (`<app>/dist`, its build stamp with it) before a test releases
 * into it; `restore` puts the build back as it was, so that later tests, the header check and the
 * JavaScript budget see the normal build of the unchanged sources, as a rebuild would give, without one.
 */
export function keepServedBuild(app: string): { restore: () => void } {
  const dist = join(REPO_ROOT, app, 'dist');
  const kept = join(COPIES, `${app}-dist-before-release`);
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(COPIES, { recursive: true });
  cpSync(dist, kept, { recursive: true, verbatimSymlinks: true });
  return {
    restore: () => {
      rmSync(dist, { recursive: true, force: true });
      renameSync(kept, dist);
    },
  };
}

/** The new optional field of the bond list's contract that {@link changedBondCopy} adds and shows. */
export const NEW_BOND_FIELD = 'releaseNote';

/** Replaces `anchor` in a copied file (once), failing loudly when a refactor removed it. */
function patch(file: string, anchor: string, replacement: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${relative(COPIES, file)} no longer has "${anchor}": update changedBondCopy`);
  writeFileSync(file, text.replace(anchor, replacement));
}

/** A package folder's copy (without its node_modules), resolving its own dependencies as the original does. */
function copyPackage(original: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(original)) {
    if (name === 'dist' || name === 'node_modules') continue;
    cpSync(join(original, name), join(dir, name), { recursive: true });
  }
}

/**
 * A node_modules for a copied app: the original's packages, each linked by its real path, with `overrides`
 * (package name → folder) in place of some: the copy bundles those instead.
 */
function linkNodeModules(original: string, dir: string, overrides: Readonly<Record<string, string>>): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(original)) {
    const path = join(original, name);
    if (name.startsWith('@') && statSync(path).isDirectory()) {
      for (const scoped of readdirSync(path)) {
        const full = `${name}/${scoped}`;
        mkdirSync(join(dir, name), { recursive: true });
        symlinkSync(overrides[full] ?? realpathSync(join(path, scoped)), join(dir, name, scoped), 'dir');
      }
    } else symlinkSync(overrides[name] ?? realpathSync(path), join(dir, name), 'dir');
  }
}

/**
 * A copy of `remote-bond` whose release is visibly different, made as a bond team would make it, with no
 * host release: a release label line under its pages; a bond contract change (a new optional field,
 * {@link NEW_BOND_FIELD}, in the bond list's contract of a copy of `@shared/bond`, the product package
 * remote-bond bundles) that the list shows under each bond's name; and every hashed file renamed (a hash
 * salt), as a release that touched many modules would. The working tree is not modified; `remove` deletes
 * the copies.
 */
export function changedBondCopy(label: string): { dir: string; remove: () => void } {
  const dir = join(COPIES, 'remote-bond');
  const bondPackage = join(COPIES, 'shared-bond');
  const original = join(REPO_ROOT, 'remote-bond');
  copyPackage(original, dir);
  copyPackage(join(REPO_ROOT, 'shared', 'bond'), bondPackage);
  // The copies resolve packages and loaders exactly as the originals do, but for the copied bond package.
  symlinkSync(join(REPO_ROOT, 'shared', 'bond', 'node_modules'), join(bondPackage, 'node_modules'), 'dir');
  linkNodeModules(join(original, 'node_modules'), join(dir, 'node_modules'), { '@shared/bond': bondPackage });

  patch(
    join(bondPackage, 'src', 'contracts', 'bond.ts'),
    'export const BOND_ENTRIES = {',
    `export const BOND_ENTRIES = {\n  /** A field the back end has started to send, which this release reads. */\n  ${NEW_BOND_FIELD}: v.optional(v.string()),`,
  );
  patch(
    join(dir, 'src', 'features', 'bond-list', 'components', 'bond-table.tsx'),
    '</BondDetailLink>',
    `</BondDetailLink>\n          {bond.${NEW_BOND_FIELD} !== undefined && <span data-testid="bond-new-field">債券備註：{bond.${NEW_BOND_FIELD}}</span>}`,
  );

  const exposes = join(dir, 'src', 'exposes');
  if (!existsSync(join(exposes, 'routes.tsx'))) throw new Error('remote-bond/src/exposes/routes.tsx is gone: update changedBondCopy');
  renameSync(join(exposes, 'routes.tsx'), join(exposes, 'routes-before-release.tsx'));
  writeFileSync(
    join(exposes, 'routes.tsx'),
    [
      "import BondRoutes from './routes-before-release';",
      '',
      'export default function ReleasedBondRoutes() {',
      '  return (',
      '    <>',
      '      <BondRoutes />',
      `      <p data-testid="bond-release-label">債券服務版本 ${label}</p>`,
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  renameSync(join(dir, 'webpack.config.ts'), join(dir, 'webpack.base.config.ts'));
  writeFileSync(
    join(dir, 'webpack.config.ts'),
    [
      "import base from './webpack.base.config';",
      '',
      'export default (env: Record<string, unknown>, argv: { mode?: "production" | "development" }) => {',
      '  const config = base(env, argv);',
      `  return { ...config, output: { ...config.output, hashSalt: ${JSON.stringify(label)} } };`,
      '};',
      '',
    ].join('\n'),
  );
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(bondPackage, { recursive: true, force: true });
    },
  };
}
