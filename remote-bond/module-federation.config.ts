import { requiredVersionOverrides, sharedSingletons, type FederationOptions } from 'scripts/webpack';
import pkg from './package.json';

/** Federation config of remote-bond: the name the host registers it under and the modules it exposes. */
export const federation: FederationOptions = {
  name: 'remote_bond',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './CartButton': './src/exposes/cart-button.tsx',
    './preload': './src/exposes/preload.ts',
  },
  // FEDERATION_REQUIRED_VERSIONS (a build-time option, unset normally) rehearses a build against other singleton versions.
  shared: sharedSingletons(__dirname, pkg.dependencies, requiredVersionOverrides()),
};
