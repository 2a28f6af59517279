/**
 * The longest chain of requests that had to wait on each other, from request timing and initiators.
 *
 * Method: request B depends on request A when A had finished before B started and either
 *  - A is a script (or the document) that initiated B: A's URL is `initiator.url` of a parser-initiated
 *    B, or appears in B's initiator stack (webpack's chunk loading and federation's runtime run inside
 *    a script, so that script is on the stack of every `<script>`/`fetch` they start), or
 *  - A is a data response of B's origin family that names B: its body contains B's URL, or B's file
 *    name when both are on the same origin. This is how `runtime-config.json` leads to a remote's
 *    `mf-manifest.json` and the manifest to `remoteEntry.js` and chunks; a script awaiting a fetch
 *    before starting the next request leaves no other trace in the initiator.
 * Of all such A, the one that finished last is B's parent (the wait that actually held B back). A CORS
 * preflight is put between the request it precedes and that request's parent. The chain of a request is
 * its parent's chain plus itself; only requests finished by the cut-off (the moment the view was
 * visible) count, since later ones did not hold the view back.
 *
 * Initiator stacks are synchronous (capturing async stacks needs the debugger, which would slow the page
 * being measured): a request started in a promise continuation is attributed to the script running it,
 * often the webpack/federation runtime in `main.js`. A wait on anything else (say, the shared chunks the
 * bootstrap needed before it registered the remotes) goes unseen unless a data answer names the request,
 * so the chain is a lower bound; its span, from real start and end times, is not.
 */

/** What the chain needs to know of one request. */
export interface ChainRequest {
  id: string;
  url: string;
  /** Start and end (ms, one clock for all); `end` undefined when it never finished. */
  start: number;
  end: number | undefined;
  /** URLs of the scripts that initiated it: the parser's document or the frames of the initiator stack. */
  initiatorUrls: readonly string[];
  /** For a CORS preflight, the id of the request it precedes. */
  preflightOf?: string;
  /** Body of a small data response (JSON), to see which URLs it names. */
  body?: string;
}

/** A chain, root first. */
export interface RequestChain {
  ids: string[];
  /** From the start of the first to the end of the last request, ms. */
  span: number;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

function fileName(url: string): string {
  try {
    return new URL(url).pathname.split('/').pop() ?? '';
  } catch {
    return '';
  }
}

/** Whether `data` (a response body) names `target`'s URL. */
function names(data: ChainRequest, target: ChainRequest): boolean {
  if (data.body === undefined || data.id === target.id) return false;
  if (data.body.includes(target.url)) return true;
  const name = fileName(target.url);
  // A bare word such as `Query` would match by accident; file names carry an extension.
  return name.includes('.') && name.length >= 6 && sameOrigin(data.url, target.url) && data.body.includes(name);
}

/** The parent of every request (see the method above); absent for roots. */
export function parents(requests: readonly ChainRequest[]): Map<string, string> {
  const byId = new Map(requests.map((request) => [request.id, request]));
  const preflightFor = new Map<string, ChainRequest>();
  for (const request of requests) if (request.preflightOf !== undefined) preflightFor.set(request.preflightOf, request);

  const dependencyOf = (subject: ChainRequest, startedAt: number): ChainRequest | undefined => {
    let best: ChainRequest | undefined;
    for (const candidate of requests) {
      if (candidate.id === subject.id || candidate.end === undefined || candidate.end > startedAt) continue;
      if (candidate.preflightOf !== undefined) continue;
      const initiated = subject.initiatorUrls.includes(candidate.url);
      if (!initiated && !names(candidate, subject)) continue;
      if (best === undefined || (best.end ?? 0) < candidate.end) best = candidate;
    }
    return best;
  };

  const result = new Map<string, string>();
  for (const request of requests) {
    if (request.preflightOf !== undefined) {
      const actual = byId.get(request.preflightOf);
      const parent = actual === undefined ? undefined : dependencyOf(actual, actual.start);
      if (parent !== undefined) result.set(request.id, parent.id);
      continue;
    }
    const preflight = preflightFor.get(request.id);
    if (preflight !== undefined) {
      result.set(request.id, preflight.id);
      continue;
    }
    const parent = dependencyOf(request, request.start);
    if (parent !== undefined) result.set(request.id, parent.id);
  }
  return result;
}

/** The longest chain among requests finished by `cutoff` (ties: the one that ends last). */
export function longestChain(requests: readonly ChainRequest[], cutoff: number): RequestChain {
  const byId = new Map(requests.map((request) => [request.id, request]));
  const parentOf = parents(requests);
  const chainOf = (id: string): string[] => {
    const chain: string[] = [];
    const seen = new Set<string>();
    for (let current: string | undefined = id; current !== undefined && !seen.has(current); current = parentOf.get(current)) {
      seen.add(current);
      chain.unshift(current);
    }
    return chain;
  };
  let best: string[] = [];
  let bestEnd = -Infinity;
  for (const request of requests) {
    if (request.end === undefined || request.end > cutoff) continue;
    const chain = chainOf(request.id);
    if (chain.length > best.length || (chain.length === best.length && request.end > bestEnd)) {
      best = chain;
      bestEnd = request.end;
    }
  }
  const first = best[0] === undefined ? undefined : byId.get(best[0]);
  return { ids: best, span: first === undefined ? 0 : bestEnd - first.start };
}
