export { createAppConfig } from './create-app-config';
export type { AppConfigOptions, AppRole } from './create-app-config';
export { requiredVersionOverrides, sharedSingletons } from './shared-singletons';
export type { RequiredVersionOverrides } from './shared-singletons';
export type { FederationOptions } from './federation-options';
export { BuildMetaPlugin } from './build-meta-plugin';
export type { BuildMeta } from './build-meta-plugin';
