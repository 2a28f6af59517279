import type { RemoteName } from './load-remote-module';

/** Which remote serves an address of the product, or `undefined` for the host's own pages. */
export function remoteForPath(path: string): RemoteName | undefined {
  const pathname = (path.split(/[?#]/)[0] ?? '').toLowerCase();
  if (pathname === '/overseas/bond' || pathname.startsWith('/overseas/bond/')) return 'remote_bond';
  if (pathname === '/overseas' || pathname.startsWith('/overseas/')) return 'remote_overseas_misc';
  if (pathname === '/margindeposit' || pathname.startsWith('/margindeposit/')) return 'remote_margin';
  return undefined;
}
