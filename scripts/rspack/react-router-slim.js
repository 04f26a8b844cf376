// The router as the front ends share it. A shared module cannot be tree-shaken (any remote might use
// any export), and react-router 7 whole is ~60 KiB gzip, mostly data-router, framework and server
// code this app does not use. Sharing this facade instead keeps one router instance for every remote
// and lets the bundler drop the rest. A build that needs another export fails loudly: add it here.
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-full';
