import type { ReactNode } from 'react';
import { Link } from 'shared';

/** The address of a bond's detail page. */
export function bondDetailPath(isin: string): string {
  return `/overseas/bond/marketinfo?isin=${encodeURIComponent(isin)}`;
}

/** Props of {@link BondDetailLink}. */
export interface BondDetailLinkProps {
  readonly isin: string;
  /** What the link reads as; the bond's name, usually. */
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * A bond's name as a link to its detail page (`/overseas/bond/marketinfo?isin=…`): every bond name in the
 * list, the cart, the finder, orders and holdings leads to the terms the customer decides on (rule BND-1).
 */
export function BondDetailLink({ isin, children, className }: BondDetailLinkProps) {
  return (
    <Link to={bondDetailPath(isin)} className={className === undefined ? 'bond-detail-link' : `bond-detail-link ${className}`}>
      {children}
    </Link>
  );
}
