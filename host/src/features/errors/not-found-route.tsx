import { NotFoundPage, useLocation } from 'shared';

/** Any address no route matches (rule SHL-2): `Page not found: {path}`. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}
