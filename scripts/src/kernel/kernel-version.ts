import semver from 'semver';
import type { SurfaceDiff } from './kernel-surface';

/** What a surface change asks of the version: a removed or changed export breaks importers, an added one does not. */
export type SurfaceChange = 'breaking' | 'addition' | 'none';

export function changeOf(diff: SurfaceDiff): SurfaceChange {
  if (diff.removed.length > 0 || diff.changed.length > 0) return 'breaking';
  return diff.added.length > 0 ? 'addition' : 'none';
}

/**
 * The lowest version the kernel may have after `change` to the surface recorded at `recorded`: a breaking
 * change bumps the major (while 0.x, the minor: semver's rule for 0.x), an addition at least the minor.
 */
export function lowestAllowedVersion(recorded: string, change: SurfaceChange): string {
  const parsed = semver.parse(recorded);
  if (parsed === null) throw new Error(`"${recorded}" is not a semantic version`);
  if (change === 'none') return parsed.version;
  const release = change === 'breaking' && parsed.major > 0 ? 'major' : 'minor';
  return semver.inc(parsed, release) ?? parsed.version;
}

/** The kernel's surface and version judged against the recorded surface; when they disagree, `message` says why and ends with the one command to run. */
export interface SurfaceVerdict {
  /** The surface and the version agree and the file is up to date. */
  ok: boolean;
  /** The version is high enough for the change: only the surface file needs recording again. */
  bumped: boolean;
  message: string;
}

function listed(diff: SurfaceDiff): string[] {
  return [
    ...diff.removed.map((key) => `  removed: ${key}`),
    ...diff.changed.map((key) => `  changed: ${key}`),
    ...diff.added.map((key) => `  added:   ${key}`),
  ];
}

/**
 * Judges the kernel's current surface and version against the recorded ones. A bump without a surface
 * change is fine; a surface change needs its bump (see {@link lowestAllowedVersion}) and then the surface
 * recorded again, so the next change is judged against this one.
 */
export function judgeSurface(options: {
  packageName: string;
  packageJson: string;
  recordedVersion: string;
  currentVersion: string;
  diff: SurfaceDiff;
  recordCommand: string;
}): SurfaceVerdict {
  const { packageName, packageJson, recordedVersion, currentVersion, diff, recordCommand } = options;
  if (semver.valid(currentVersion) === null) {
    return { ok: false, bumped: false, message: `The kernel's version "${currentVersion}" in ${packageJson} is not a semantic version.` };
  }
  if (semver.lt(currentVersion, recordedVersion)) {
    return { ok: false, bumped: false, message: `The kernel's version in ${packageJson} (${currentVersion}) is lower than the recorded surface's (${recordedVersion}): a version never goes back.` };
  }
  const change = changeOf(diff);
  if (change === 'none') return { ok: true, bumped: false, message: `The kernel's surface is as recorded at ${recordedVersion}.` };
  const lowest = lowestAllowedVersion(recordedVersion, change);
  const what = change === 'breaking' ? 'removed or changed exports break remotes built against it' : 'added exports need at least a minor version';
  if (semver.lt(currentVersion, lowest)) {
    return {
      ok: false,
      bumped: false,
      message: [
        `The public surface of the kernel \`${packageName}\` changed since ${recordedVersion}, and its version in ${packageJson} is ${currentVersion}:`,
        ...listed(diff),
        `${what[0]?.toUpperCase()}${what.slice(1)}: set the version to ${lowest} or higher, then run \`${recordCommand}\`.`,
      ].join('\n'),
    };
  }
  return {
    ok: false,
    bumped: true,
    message: [
      `The public surface of the kernel \`${packageName}\` changed since ${recordedVersion} and its version is bumped to ${currentVersion}:`,
      ...listed(diff),
      `Record the new surface: run \`${recordCommand}\`.`,
    ].join('\n'),
  };
}
