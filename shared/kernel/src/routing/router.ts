/**
 * The router of every app, taken from this package only.
 *
 * React Router keeps its state in React context, so the host and every remote must run the same
 * instance. Shared whole as its own singleton it would ship all of it, including what no app uses (the
 * framework-mode and server parts), because a shared module cannot be tree-shaken. Re-exported from
 * here, it travels inside the `shared` singleton with only the exports listed below. An app that needs
 * another export adds it here; importing `react-router` or `react-router-dom` directly is a lint error.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  redirect,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
