import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type ts from 'typescript';
import { readKernelPackage } from './kernel-dir';
import { computeKernelSurface, diffSurfaces, formatSurfaceFile, parseSurfaceFile, type KernelSurface } from './kernel-surface';

// A small kernel written to a temporary folder, changed one way at a time: the surface must see each
// change an importer would see, and nothing an importer would not.

const PACKAGE = { name: 'shared', version: '1.0.0', exports: { '.': './src/index.ts', './internal': './src/internal.ts' } };
const TSCONFIG = { compilerOptions: { strict: true, target: 'ES2022', lib: ['ES2022'], module: 'ESNext', moduleResolution: 'Bundler', types: [], noEmit: true } };

const SOURCES = {
  'src/index.ts': [
    "export { ApiError, isApiError } from './errors';",
    "export { showModal, MAX_ITEMS } from './modal';",
    "export type { ModalType } from './modal';",
    "export type { Session } from './session';",
  ].join('\n'),
  'src/internal.ts': ["export { ApiError } from './errors';", "export { resetModal } from './modal';"].join('\n'),
  'src/errors.ts': [
    "export type ApiErrorKind = 'network' | 'http';",
    'export class ApiError extends Error {',
    '  constructor(readonly kind: ApiErrorKind, message: string) { super(message); }',
    '  private secret = 1;',
    '}',
    'export function isApiError(value: unknown): value is ApiError { return value instanceof ApiError; }',
  ].join('\n'),
  'src/modal.ts': [
    "export type ModalType = 'alert' | 'confirm';",
    '/** not exported by an entry: referenced through showModal */',
    'export interface ShowModalOptions { content: string; modalType?: ModalType; onClose?: (result: boolean) => void }',
    'export function showModal(options: ShowModalOptions): void { void options; }',
    'export function resetModal(): void {}',
    'export const MAX_ITEMS = 20 as const;',
  ].join('\n'),
  'src/session.ts': 'export interface Session { readonly token: string; readonly accounts: readonly string[] }',
} as const;

describe('the kernel surface printer', () => {
  let root: string;
  let previous: ts.Program | undefined;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'kernel-surface-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The surface of the small kernel with `changes` applied to its sources. */
  function surfaceWith(changes: Readonly<Record<string, string>> = {}): KernelSurface {
    const dir = mkdtempSync(join(root, 'kernel-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify(PACKAGE));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    for (const [file, text] of Object.entries({ ...SOURCES, ...changes })) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const { surface, program } = computeKernelSurface(readKernelPackage(dir), dir, previous);
    previous = program;
    return surface;
  }

  let base: KernelSurface;
  beforeAll(() => {
    base = surfaceWith();
  });

  it('lists every export of both entries with its kinds and type, and the unexported types they name', () => {
    expect([...base.lines.keys()]).toEqual([
      '(referenced):ApiErrorKind',
      '(referenced):ShowModalOptions',
      'shared/internal:ApiError',
      'shared/internal:resetModal',
      'shared:ApiError',
      'shared:MAX_ITEMS',
      'shared:ModalType',
      'shared:Session',
      'shared:isApiError',
      'shared:showModal',
    ]);
    expect(base.lines.get('shared:showModal')).toBe('[function] (options: ShowModalOptions) => void');
    expect(base.lines.get('shared:isApiError')).toBe('[function] (value: unknown) => value is ApiError');
    expect(base.lines.get('shared:MAX_ITEMS')).toBe('[const] 20');
    expect(base.lines.get('shared:Session')).toBe('[interface] { readonly accounts: readonly string[]; readonly token: string }');
    expect(base.lines.get('(referenced):ShowModalOptions')).toBe(
      "[interface] { content: string; modalType?: ModalType | undefined; onClose?: ((result: boolean) => void) | undefined }",
    );
    // a class: its constructor and statics, then what an instance has (private members are no one's business)
    expect(base.lines.get('shared:ApiError')).toMatch(/^\[class\] \{ new \(kind: ApiErrorKind, message: string\) => ApiError \} instance \{ .*readonly kind: ApiErrorKind; message: string;/);
    expect(base.lines.get('shared:ApiError')).not.toContain('secret');
  });

  it('writes a file that reads back the same, headed by its version', () => {
    const text = formatSurfaceFile('shared', base, 'pnpm kernel:surface');
    expect(text).toContain('\nversion 1.0.0\n');
    expect(parseSurfaceFile(text)).toEqual(base);
  });

  it('sees a removed export', () => {
    const diff = diffSurfaces(base.lines, surfaceWith({ 'src/internal.ts': "export { ApiError } from './errors';" }).lines);
    expect(diff).toEqual({ removed: ['shared/internal:resetModal'], added: [], changed: [] });
  });

  it('sees an added export', () => {
    const diff = diffSurfaces(base.lines, surfaceWith({ 'src/index.ts': `${SOURCES['src/index.ts']}\nexport { resetModal } from './modal';` }).lines);
    expect(diff).toEqual({ removed: [], added: ['shared:resetModal'], changed: [] });
  });

  it('sees a changed type: of an export, and of an unexported type an export names', () => {
    const parameter = diffSurfaces(base.lines, surfaceWith({ 'src/modal.ts': SOURCES['src/modal.ts'].replace('export function resetModal(): void', 'export function resetModal(force: boolean): void') }).lines);
    expect(parameter).toEqual({ removed: [], added: [], changed: ['shared/internal:resetModal'] });
    const member = diffSurfaces(base.lines, surfaceWith({ 'src/modal.ts': SOURCES['src/modal.ts'].replace('content: string;', 'content: string; title: string;') }).lines);
    expect(member).toEqual({ removed: [], added: [], changed: ['(referenced):ShowModalOptions'] });
    const union = diffSurfaces(base.lines, surfaceWith({ 'src/modal.ts': SOURCES['src/modal.ts'].replace("'alert' | 'confirm'", "'alert' | 'confirm' | 'sheet'") }).lines);
    expect(union.changed).toContain('shared:ModalType');
  });

  it('sees no change where an importer sees none: members reordered, a module moved, a body rewritten', () => {
    const moved = surfaceWith({
      'src/index.ts': SOURCES['src/index.ts'].replace("from './session'", "from './session/session'"),
      'src/session.ts': '',
      'src/session/session.ts': 'export interface Session { readonly accounts: readonly string[]; readonly token: string }',
      'src/modal.ts': SOURCES['src/modal.ts'].replace('export function resetModal(): void {}', 'export function resetModal(): void { let reset = 0; reset += 1; void reset; }'),
    });
    expect(diffSurfaces(base.lines, moved.lines)).toEqual({ removed: [], added: [], changed: [] });
  });
});
