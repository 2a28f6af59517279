import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { KERNEL_DIR, RECORD_COMMAND, readKernelPackage, SURFACE_FILE } from './kernel-dir';
import { computeKernelSurface, diffSurfaces, formatSurfaceFile, parseSurfaceFile } from './kernel-surface';
import { judgeSurface } from './kernel-version';

/**
 * `pnpm kernel:surface`: records the kernel's public surface in its surface.txt. Refuses while the
 * surface changed and the version was not bumped for it, so the record cannot hide a change.
 */
function main(): void {
  const kernel = readKernelPackage();
  const { surface } = computeKernelSurface(kernel, KERNEL_DIR);
  const where = relative(REPO_ROOT, SURFACE_FILE);
  if (existsSync(SURFACE_FILE)) {
    const recorded = parseSurfaceFile(readFileSync(SURFACE_FILE, 'utf8'));
    const verdict = judgeSurface({
      packageName: kernel.name,
      packageJson: relative(REPO_ROOT, join(KERNEL_DIR, 'package.json')),
      recordedVersion: recorded.version,
      currentVersion: kernel.version,
      diff: diffSurfaces(recorded.lines, surface.lines),
      recordCommand: RECORD_COMMAND,
    });
    if (!verdict.ok && !verdict.bumped) {
      console.error(verdict.message);
      process.exit(1);
    }
  }
  writeFileSync(SURFACE_FILE, formatSurfaceFile(kernel.name, surface, RECORD_COMMAND));
  console.log(`recorded the surface of ${kernel.name} ${kernel.version} (${surface.lines.size} lines) in ${where}`);
}

main();
