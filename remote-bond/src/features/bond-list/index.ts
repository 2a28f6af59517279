/**
 * The bond list, the area's first view. The routes load its page lazily and the `./preload` exposed module
 * starts its first query; both import the module itself, so that each stays in a chunk of its own.
 */
export { BondListPage } from './bond-list-page';
export { preloadBondList } from './preload-bond-list';
