import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

/** Options of the Module Federation 2 webpack plugin, as each app's `module-federation.config.ts` declares them. */
export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
