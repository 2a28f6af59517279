import { preloadOverseasPageCode } from '../features/routes/overseas-pages';

/**
 * Exposed as `./preload`: starts the code of the overseas page being opened while the host loads the
 * routes, instead of after the routes have rendered.
 */
export default function preloadOverseasPage(url: string): void {
  preloadOverseasPageCode(new URL(url, 'http://localhost').pathname);
}
