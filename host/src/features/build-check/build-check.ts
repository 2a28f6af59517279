import { BUILD_CHECK_INTERVAL_MS } from 'shared/internal';

/** The build id the page was served with (`<meta name="build-id">`, written by the host build). */
export function currentBuildId(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || undefined;
}

/** Reads `builds/latest.json`; `undefined` when it cannot be read (offline, mid-deploy). */
export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher('/builds/latest.json', { cache: 'no-store' });
    if (!response.ok) return undefined;
    const json: unknown = await response.json();
    if (typeof json === 'object' && json !== null && 'buildId' in json && typeof json.buildId === 'string') return json.buildId;
    return undefined;
  } catch {
    return undefined;
  }
}

/** The state of the hourly check: whether the next navigation should load a newer build. */
export interface BuildCheck {
  readonly updateAvailable: () => boolean;
  readonly check: () => Promise<void>;
  readonly stop: () => void;
}

/**
 * Asks every hour (rule SHL-10) whether a newer build is deployed. When one is, `updateAvailable()` turns
 * true and the router makes the next navigation a full page load.
 */
export function startBuildCheck(
  buildId: string | undefined,
  options: { fetcher?: typeof fetch; intervalMs?: number } = {},
): BuildCheck {
  let newer = false;
  const check = async () => {
    if (buildId === undefined || newer) return;
    const latest = await fetchLatestBuildId(options.fetcher);
    if (latest !== undefined && latest !== buildId) newer = true;
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  return { updateAvailable: () => newer, check, stop: () => clearInterval(timer) };
}
