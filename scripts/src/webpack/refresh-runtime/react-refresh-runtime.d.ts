// React Refresh's runtime ships no types; these are the calls the refresh plugin makes (see ./refresh-runtime.ts).
declare module 'react-refresh/runtime' {
  export function register(type: unknown, id: string): void;
  export function createSignatureFunctionForTransform(): <T>(type: T, ...rest: unknown[]) => T;
  export function getFamilyByType(type: unknown): unknown;
  export function isLikelyComponentType(value: unknown): boolean;
  export function performReactRefresh(): unknown;
  export function injectIntoGlobalHook(globalObject: object): void;
}
