/** A remote's code could not be fetched (server down, entry or manifest missing, chunk gone after a release). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly remote: string;
  override readonly cause: unknown;

  constructor(remote: string, cause: unknown) {
    super(`remote ${remote} could not be loaded`);
    this.remote = remote;
    this.cause = cause;
  }
}

const LOAD_FAILURE = /RUNTIME-00[38]|ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|ScriptExternalLoadError/i;

/**
 * True for errors that mean code could not be fetched, as opposed to code that failed while running:
 * federation's remote-entry/manifest failures (`#RUNTIME-003`, `#RUNTIME-008`) and webpack's `ChunkLoadError`.
 */
export function isCodeLoadError(error: unknown): boolean {
  if (error instanceof RemoteLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || LOAD_FAILURE.test(`${error.name} ${error.message}`);
}
