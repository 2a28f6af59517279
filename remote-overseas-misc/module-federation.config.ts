import { requiredVersionOverrides, sharedSingletons, type FederationOptions } from 'scripts/webpack';
import pkg from './package.json';

/** Federation config of remote-overseas-misc: the name the host registers it under and the modules it exposes. */
export const federation: FederationOptions = {
  name: 'remote_overseas_misc',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './preload': './src/exposes/preload.ts',
  },
  // FEDERATION_REQUIRED_VERSIONS (a build-time option, unset normally) rehearses a build against other singleton versions.
  shared: sharedSingletons(__dirname, pkg.dependencies, requiredVersionOverrides()),
};
