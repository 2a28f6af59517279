import { NavLink } from 'shared/internal';
import { usePrefetchOnIntent } from 'shared';

/** A navigation link whose page code is fetched once the link is seen, hovered or focused. */
export function PrefetchLink({ to, children, end }: { to: string; children: string; end?: boolean }) {
  const prefetch = usePrefetchOnIntent<HTMLAnchorElement>(to);
  return (
    <NavLink to={to} end={end} className="site-nav__link" {...prefetch}>
      {children}
    </NavLink>
  );
}
