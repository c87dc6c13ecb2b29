/**
 * The part of React Router the app uses, shared by the shell and every remote as the one
 * `react-router-dom` singleton (decision 101): each rspack config aliases `react-router-dom` to this
 * file. Module Federation keeps every export of a shared module, so sharing react-router-dom itself
 * shipped all of React Router (data routers, server rendering, ~59 KiB gzip) to every page; through
 * this list only what is named here is bundled. Types still come from react-router-dom.
 *
 * Need another export? Add it here (ui/src/router.test.ts fails the build of a new import that is
 * not listed).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
