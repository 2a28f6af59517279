import { preloadBondList } from '../features/bond-list/preload-bond-list';
import { preloadBondPageCode } from '../features/routes/bond-pages';

/**
 * Exposed as `./preload`: starts what the bond page being opened needs while the host loads the routes:
 * the page's code, and for the list its data (a few hundred bytes, no React).
 */
export default function preloadBondPage(url: string): void {
  preloadBondPageCode(new URL(url, 'http://localhost').pathname);
  preloadBondList(url);
}
