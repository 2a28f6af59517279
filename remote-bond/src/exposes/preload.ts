import { preloadBondList } from '../features/bond-list/preload-bond-list';

/** Exposed as `./preload`: starts the data of the bond page being opened (a few hundred bytes, no React). */
export default preloadBondList;
