/**
 * What could not be fetched: the remote's manifest, its remote entry, an exposed module or a chunk of
 * its code; `incompatible` is a remote the runtime refused (a shared singleton it cannot be given, a
 * module it does not expose), which a retry will not cure.
 */
export type RemoteLoadFailure = 'manifest' | 'entry' | 'chunk' | 'incompatible';

/** A remote's code could not be loaded (server down, entry or manifest missing, chunk gone after a release). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly remote: string;
  readonly failure: RemoteLoadFailure;
  override readonly cause: unknown;

  constructor(remote: string, failure: RemoteLoadFailure, cause: unknown) {
    // the runtime's own words stay in the message: the log and the console show why
    super(`remote ${remote} could not be loaded (${failure}): ${cause instanceof Error ? cause.message : String(cause)}`);
    this.remote = remote;
    this.failure = failure;
    this.cause = cause;
  }
}

/**
 * True for errors that mean code could not be fetched, as opposed to code that failed while running:
 * every failure of a remote's load (classified by the federation plugin) and webpack's `ChunkLoadError`
 * for a page chunk a remote fetches itself.
 */
export function isCodeLoadError(error: unknown): boolean {
  return error instanceof RemoteLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}
