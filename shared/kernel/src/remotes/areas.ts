/**
 * The remote areas of the product: which remote serves which paths, in which layout, what its first
 * paint needs, and which of its pages a guest may not open (rules GRD-2, GRD-3, SHL-1). The host's routes, its
 * remote lookup and first-paint preloads, the header's cart button and the guest guard all read this
 * one table: a page added inside an area needs no change here or in the host, a new area is one row.
 *
 * Side-effect free and free of imports on purpose: the host bundles it (as `shared/areas`) into the
 * code that runs before the shared singleton is available, to start the address's remote early.
 */

/** Federation names of the remotes, as runtime-config.json registers them. */
export type RemoteName = 'remote_bond' | 'remote_margin' | 'remote_overseas_misc';

/** The host layout an area's pages are shown in (rule SHL-1); `margindeposit` sits inside the default one. */
export type AreaLayout = 'overseas' | 'margindeposit';

/** The guest messages of rules GRD-2, GRD-3, by their key in `MESSAGES`. */
export type GuestMessageKey = 'guestBond' | 'guestLogin';

/** What a guest may not open inside an area (rules GRD-2, GRD-3), and what the modal then says (rules GRD-2, GRD-3). */
export interface GuestRule {
  /** First path segments below the area's base path, lower case: `cart` blocks `/overseas/bond/cart` and below. */
  readonly pages?: readonly string[];
  /** The message for a blocked page. */
  readonly pageMessage?: GuestMessageKey;
  /** Values of the `tab` query parameter, lower case, blocked on every page of the area. */
  readonly tabs?: readonly string[];
  /** The message for a blocked tab. */
  readonly tabMessage?: GuestMessageKey;
}

/** One remote's area of the product. */
export interface RemoteAreaSpec {
  readonly remote: RemoteName;
  /** The path the area's pages live under, as spelled in links (matched case-insensitively, as the router does). */
  readonly basePath: string;
  readonly layout: AreaLayout;
  /** Exposed modules the area's first paint needs; fetched in parallel with the remote entry. */
  readonly firstPaint: readonly string[];
  /** The remote exposes `./preload`, which starts the data of the page being opened. */
  readonly preload: boolean;
  /** The header shows the remote's `./CartButton` on the area's pages, except on these pages (rule CRT-1). */
  readonly cartButton?: { readonly hiddenOn: readonly string[] };
  /** Pages and tabs a guest may not open (rules GRD-2, GRD-3). */
  readonly guest: GuestRule;
}

/** Query tabs a guest may not open on any overseas page (rule GRD-3). */
const OVERSEAS_GUEST_TABS = ['noauth', 'favorites'] as const;

/** The product's remote areas (rule SHL-1). An area nested in another (`/overseas/bond` in `/overseas`) wins for its paths. */
export const REMOTE_AREAS: readonly RemoteAreaSpec[] = [
  {
    remote: 'remote_bond',
    basePath: '/overseas/bond',
    layout: 'overseas',
    firstPaint: ['./routes', './CartButton'],
    preload: true,
    cartButton: { hiddenOn: ['cart'] },
    guest: {
      pages: ['marketorder', 'find', 'account', 'marketinfo', 'cart', 'ladder'],
      pageMessage: 'guestBond',
      tabs: OVERSEAS_GUEST_TABS,
      tabMessage: 'guestLogin',
    },
  },
  {
    remote: 'remote_overseas_misc',
    basePath: '/overseas',
    layout: 'overseas',
    firstPaint: ['./routes'],
    preload: true,
    guest: { tabs: OVERSEAS_GUEST_TABS, tabMessage: 'guestLogin' },
  },
  {
    remote: 'remote_margin',
    basePath: '/marginDeposit',
    layout: 'margindeposit',
    firstPaint: ['./routes'],
    preload: false,
    guest: { pages: ['info', 'trans'], pageMessage: 'guestLogin' },
  },
];

/** An address matched to its area. */
export interface AreaMatch {
  readonly area: RemoteAreaSpec;
  /** The path's segments below the area's base path, lower case, without empty ones: `['cart']` for `/overseas/bond/cart/`. */
  readonly below: readonly string[];
}

/** By the longest base path first, so a nested area wins over the one around it. */
const BY_DEPTH = [...REMOTE_AREAS].sort((a, b) => b.basePath.length - a.basePath.length);

/** The area an address (a path, optionally with `?query` or `#hash`) belongs to, or `undefined` for the host's own pages. */
export function matchArea(path: string): AreaMatch | undefined {
  const pathname = (path.split(/[?#]/)[0] ?? '').toLowerCase();
  for (const area of BY_DEPTH) {
    const base = area.basePath.toLowerCase();
    if (pathname !== base && !pathname.startsWith(`${base}/`)) continue;
    return { area, below: pathname.slice(base.length).split('/').filter((segment) => segment !== '') };
  }
  return undefined;
}

/** Which remote serves an address, or `undefined` for the host's own pages. */
export function remoteForPath(path: string): RemoteName | undefined {
  return matchArea(path)?.area.remote;
}

/**
 * Whether an address is in `remote`'s area; with `page`, whether it is exactly that page of the area
 * (`''` the area's landing page, `'cart'` its cart page), with or without a trailing slash.
 */
export function pathInArea(path: string, remote: RemoteName, page?: string): boolean {
  const match = matchArea(path);
  if (match === undefined || match.area.remote !== remote) return false;
  if (page === undefined) return true;
  return match.below.join('/') === page.toLowerCase().replace(/^\/+|\/+$/g, '');
}

/** Whether the header shows the cart button on this address (rule CRT-1: inside its area, not on the cart page itself). */
export function showsCartButton(path: string): boolean {
  const match = matchArea(path);
  const rule = match?.area.cartButton;
  if (match === undefined || rule === undefined) return false;
  return !rule.hiddenOn.includes(match.below.join('/'));
}

/**
 * The key of the message to show a guest who opens this address (rules GRD-2, GRD-3), or `null` when a guest
 * may open it. A blocked page wins over a blocked tab.
 */
export function guestBlockKey(path: string, search: string): GuestMessageKey | null {
  const match = matchArea(path);
  if (match === undefined) return null;
  const { guest } = match.area;
  const page = match.below[0];
  if (page !== undefined && guest.pageMessage !== undefined && guest.pages?.includes(page) === true) return guest.pageMessage;
  const tab = new URLSearchParams(search).get('tab')?.toLowerCase();
  if (tab !== undefined && guest.tabMessage !== undefined && guest.tabs?.includes(tab) === true) return guest.tabMessage;
  return null;
}
