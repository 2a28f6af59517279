import * as v from 'valibot';

/**
 * The part of a build's `mf-manifest.json` (written by `@module-federation/enhanced`) that says which
 * shared modules the app provides and requires: for each, `version` is the one the app bundles and would
 * provide, `requiredVersion` the range it accepts from whichever app provides it in the page, and
 * `singleton` whether one instance serves the whole page. Subpath entries (`react/jsx-runtime`) carry no
 * `singleton` flag; their range in the manifest is not the one the runtime checks, so they are not judged.
 */
const SharedModuleSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  version: v.string(),
  singleton: v.optional(v.boolean(), false),
  // `false` (or nothing) when the app accepts any version
  requiredVersion: v.optional(v.union([v.string(), v.literal(false)])),
});

export const FederationManifestSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  shared: v.array(SharedModuleSchema),
});

export type FederationManifest = v.InferOutput<typeof FederationManifestSchema>;
export type SharedModule = v.InferOutput<typeof SharedModuleSchema>;

/** Reads a manifest's JSON; `problem` names the first field that is wrong, as `shared.3.version: …`. */
export function parseFederationManifest(json: unknown): { ok: true; manifest: FederationManifest } | { ok: false; problem: string } {
  const result = v.safeParse(FederationManifestSchema, json);
  if (result.success) return { ok: true, manifest: result.output };
  const [issue] = result.issues;
  const path = issue === undefined ? undefined : v.getDotPath(issue);
  return { ok: false, problem: `${path === null || path === undefined ? 'the manifest' : path}: ${issue?.message ?? 'not a federation manifest'}` };
}

/** A manifest read from a live server: what it answered, or why there is nothing to judge. */
export type LiveManifest =
  | { kind: 'answered'; url: string; manifest: FederationManifest }
  | { kind: 'unreachable'; url: string; cause: string }
  | { kind: 'malformed'; url: string; problem: string };

function messageOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string' ? value.message : undefined;
}

/** fetch's own message is only "fetch failed": the reason (ECONNREFUSED, a timeout, a DNS failure) is its cause's. */
function whyFetchFailed(error: unknown): string {
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? messageOf(error.cause) : undefined;
  return cause ?? messageOf(error) ?? String(error);
}

/** Fetches a live app's manifest (never from a cache: the release is judged against what is served now). */
export async function readLiveManifest(url: string, timeoutMs = 5000): Promise<LiveManifest> {
  let json: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { kind: 'unreachable', url, cause: `answered ${response.status}` };
    const text = await response.text();
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'malformed', url, problem: 'not JSON' };
    }
  } catch (error) {
    return { kind: 'unreachable', url, cause: whyFetchFailed(error) };
  }
  const parsed = parseFederationManifest(json);
  return parsed.ok ? { kind: 'answered', url, manifest: parsed.manifest } : { kind: 'malformed', url, problem: parsed.problem };
}
