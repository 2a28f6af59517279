/** `Cache-Control` for files whose name carries their content hash: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `Cache-Control` for entry points that must be revalidated on every load (config, html, manifests, remote entries). */
export const REVALIDATE = 'no-cache';

/** A file named `[name].[contenthash:10].[ext]` (webpack's output names); also rendered into the nginx configs. */
export const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/;

/** A file's build-time compressed copy (`x.1a2b3c4d5e.js.br`, `.gz`): it shares the file's cache policy. */
export const PRECOMPRESSED = /\.(br|gz)$/;

/** The cache policy of a served file, by its path below the app's dist folder (a `.br`/`.gz` copy as its file). */
export function cacheControlFor(path: string): string {
  return HASHED_FILE.test(path.replace(PRECOMPRESSED, '')) ? IMMUTABLE : REVALIDATE;
}
