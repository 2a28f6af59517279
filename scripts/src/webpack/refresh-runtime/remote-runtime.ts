// Development builds of a federated remote only: what the remote's modules get for `react-refresh/runtime`.
// The remote's code runs on the host's React, so its components must register with the runtime the host's
// page hooked into React before React loaded (./publish-runtime.ts); a copy of its own would see no React.
// Each app's module ids start at its own folder (`./src/…` in all four), so a remote's ids carry its name:
// two apps' components never count as versions of one another.
import { REFRESH_RUNTIME_KEY, type RefreshRuntime } from './refresh-runtime';

/** The remote's `output.uniqueName`, set by the build (./react-refresh.ts). */
declare const __REACT_REFRESH_NAMESPACE__: string;

// Absent under a host built for production (a remote's dev server beside `pnpm serve`): then nothing
// counts as a component, no module accepts its own update, and an edit reloads the page as before.
const hosted = (globalThis as Record<string, unknown>)[REFRESH_RUNTIME_KEY] as RefreshRuntime | undefined;

export function register(type: unknown, id: string): void {
  hosted?.register(type, `${__REACT_REFRESH_NAMESPACE__} ${id}`);
}

export function createSignatureFunctionForTransform(): <T>(type: T, ...rest: unknown[]) => T {
  return hosted ? hosted.createSignatureFunctionForTransform() : (type) => type;
}

export function getFamilyByType(type: unknown): unknown {
  return hosted?.getFamilyByType(type);
}

export function isLikelyComponentType(value: unknown): boolean {
  return hosted?.isLikelyComponentType(value) ?? false;
}

export function performReactRefresh(): unknown {
  return hosted?.performReactRefresh() ?? null;
}

/** The host's page hooked the runtime into React before React loaded; a remote loads too late to. */
export function injectIntoGlobalHook(): void {}
