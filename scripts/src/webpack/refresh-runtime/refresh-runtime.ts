/**
 * The part of React Refresh's runtime (`react-refresh/runtime`) that the refresh plugin's code in a module
 * calls: registering components, hook signatures, telling a component module from another, and applying
 * an update to the mounted tree.
 */
export interface RefreshRuntime {
  register(type: unknown, id: string): void;
  createSignatureFunctionForTransform(): <T>(type: T, ...rest: unknown[]) => T;
  getFamilyByType(type: unknown): unknown;
  isLikelyComponentType(value: unknown): boolean;
  performReactRefresh(): unknown;
  injectIntoGlobalHook(globalObject: object): void;
}

/** Where the page that owns React (the host's, or a remote's standalone page) publishes its refresh runtime. */
export const REFRESH_RUNTIME_KEY = '__overseasReactRefreshRuntime__';
