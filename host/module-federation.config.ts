import { sharedSingletons, type FederationOptions } from 'scripts/webpack';
import pkg from './package.json';

/** Federation config of host: the name the host registers it under and the modules it exposes. */
export const federation: FederationOptions = {
  name: 'host',
  remotes: {}, // registered at run time from runtime-config.json
  shared: sharedSingletons(__dirname, pkg.dependencies),
};
