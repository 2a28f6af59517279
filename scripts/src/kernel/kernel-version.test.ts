import { changeOf, judgeSurface, lowestAllowedVersion } from './kernel-version';
import type { SurfaceDiff } from './kernel-surface';

const NONE: SurfaceDiff = { removed: [], added: [], changed: [] };

function judge(recordedVersion: string, currentVersion: string, diff: SurfaceDiff) {
  return judgeSurface({ packageName: 'shared', packageJson: 'shared/kernel/package.json', recordedVersion, currentVersion, diff, recordCommand: 'pnpm kernel:surface' });
}

describe('the version a surface change asks for', () => {
  it('is a major bump for a removed or changed export, a minor one for an added export', () => {
    expect(changeOf({ ...NONE, removed: ['shared:a'] })).toBe('breaking');
    expect(changeOf({ ...NONE, changed: ['shared:a'] })).toBe('breaking');
    expect(changeOf({ ...NONE, added: ['shared:a'] })).toBe('addition');
    expect(changeOf(NONE)).toBe('none');
    expect(lowestAllowedVersion('1.4.2', 'breaking')).toBe('2.0.0');
    expect(lowestAllowedVersion('1.4.2', 'addition')).toBe('1.5.0');
    expect(lowestAllowedVersion('1.4.2', 'none')).toBe('1.4.2');
  });

  it('while 0.x, is a minor bump for a breaking change too (semver\'s rule for 0.x)', () => {
    expect(lowestAllowedVersion('0.3.1', 'breaking')).toBe('0.4.0');
    expect(lowestAllowedVersion('0.3.1', 'addition')).toBe('0.4.0');
  });
});

describe('judging the kernel\'s surface and version', () => {
  it('passes an unchanged surface, with or without a bump', () => {
    expect(judge('1.0.0', '1.0.0', NONE).ok).toBe(true);
    expect(judge('1.0.0', '1.0.1', NONE).ok).toBe(true);
    expect(judge('1.0.0', '2.0.0', NONE).ok).toBe(true);
  });

  it('refuses a removed export without a major bump, naming the export, the version to set and the command', () => {
    const verdict = judge('1.0.0', '1.1.0', { ...NONE, removed: ['shared:showModal'], added: ['shared:openModal'] });
    expect(verdict).toMatchObject({ ok: false, bumped: false });
    expect(verdict.message).toContain('removed: shared:showModal');
    expect(verdict.message).toContain('added:   shared:openModal');
    expect(verdict.message).toContain('set the version to 2.0.0 or higher, then run `pnpm kernel:surface`');
    expect(verdict.message).toContain('shared/kernel/package.json is 1.1.0');
  });

  it('refuses a changed type without a major bump', () => {
    const verdict = judge('1.2.0', '1.2.1', { ...NONE, changed: ['(referenced):LoginState'] });
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('changed: (referenced):LoginState');
    expect(verdict.message).toContain('2.0.0');
  });

  it('refuses an added export without a minor bump, and takes a minor or a major one', () => {
    const added = { ...NONE, added: ['shared/internal:resetAll'] };
    expect(judge('1.0.0', '1.0.1', added).message).toContain('set the version to 1.1.0 or higher');
    expect(judge('1.0.0', '1.1.0', added)).toMatchObject({ ok: false, bumped: true });
    expect(judge('1.0.0', '2.0.0', added)).toMatchObject({ ok: false, bumped: true });
  });

  it('once bumped, asks for the surface to be recorded again, so the next change is judged against this one', () => {
    const verdict = judge('1.0.0', '2.0.0', { ...NONE, removed: ['shared:a'] });
    expect(verdict).toMatchObject({ ok: false, bumped: true });
    expect(verdict.message).toMatch(/Record the new surface: run `pnpm kernel:surface`\.$/);
  });

  it('refuses a version that goes back or is not a semantic version', () => {
    expect(judge('1.2.0', '1.1.9', NONE).message).toContain('a version never goes back');
    expect(judge('1.2.0', 'latest', NONE).message).toContain('is not a semantic version');
  });
});
