import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { KERNEL_DIR, RECORD_COMMAND, readKernelPackage, SURFACE_FILE } from './kernel-dir';
import { computeKernelSurface, diffSurfaces, parseSurfaceFile } from './kernel-surface';
import { judgeSurface } from './kernel-version';

// The gate: a remote built against the kernel's recorded surface runs on whatever kernel the live host
// provides, and `pnpm release` only compares versions; so the version must move whenever the surface does.
describe('the kernel\'s public surface', () => {
  it('is the recorded one, or its version is bumped for the change and the surface recorded again', () => {
    const kernel = readKernelPackage();
    const recorded = parseSurfaceFile(readFileSync(SURFACE_FILE, 'utf8'));
    const { surface } = computeKernelSurface(kernel, KERNEL_DIR);
    const verdict = judgeSurface({
      packageName: kernel.name,
      packageJson: relative(REPO_ROOT, join(KERNEL_DIR, 'package.json')),
      recordedVersion: recorded.version,
      currentVersion: kernel.version,
      diff: diffSurfaces(recorded.lines, surface.lines),
      recordCommand: RECORD_COMMAND,
    });
    if (!verdict.ok) throw new Error(verdict.message);
    expect(surface.lines.size).toBeGreaterThan(0);
  });
});
