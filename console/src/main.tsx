/**
 * The operator console: React, a router (react-router, basename /console) and a query cache (TanStack Query).
 * Every screen is its own lazily loaded module, so the first page load carries only the shell and sign-in.
 */
import { StrictMode, lazy, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { isApiError, onSessionExpired } from './lib/api';
import { useMe } from './lib/session';
import { Loading, ErrorBox } from './lib/ui';
import { Shell } from './shell';
import { SignIn } from './screens/SignIn';
import './styles.css';

const Overview = lazy(() => import('./screens/Overview'));
const Resolutions = lazy(() => import('./screens/Resolutions'));
const Resolution = lazy(() => import('./screens/Resolution'));
const Identities = lazy(() => import('./screens/Identities'));
const Accounts = lazy(() => import('./screens/Accounts'));
const Account = lazy(() => import('./screens/Account'));
const Playground = lazy(() => import('./screens/Playground'));
const Webhooks = lazy(() => import('./screens/Webhooks'));
const Delivery = lazy(() => import('./screens/Delivery'));
const Jobs = lazy(() => import('./screens/Jobs'));
const Job = lazy(() => import('./screens/Job'));
const Audit = lazy(() => import('./screens/Audit'));
const Operators = lazy(() => import('./screens/Operators'));
const Me = lazy(() => import('./screens/Me'));
const Reviews = lazy(() => import('./screens/Reviews'));
const Review = lazy(() => import('./screens/Review'));
const Datasets = lazy(() => import('./screens/Datasets'));
const Lists = lazy(() => import('./screens/Lists'));
const List = lazy(() => import('./screens/List'));
const Policies = lazy(() => import('./screens/Policies'));
const Policy = lazy(() => import('./screens/Policy'));
const Models = lazy(() => import('./screens/Models'));
const Report = lazy(() => import('./screens/Report'));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An ended session or a refused call is not retried; a lost connection is, twice.
      retry: (count, err) => !isApiError(err) && count < 2,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});

/** A session that ends (any call answers 401 UNAUTHENTICATED) leads to sign-in, then back to this page. */
function ExpiryWatch() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  useEffect(
    () =>
      onSessionExpired(() => {
        if (location.pathname === '/sign-in') return;
        client.clear();
        navigate(`/sign-in?expired=1&next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
      }),
    [navigate, location, client],
  );
  return null;
}

function Authenticated() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Loading what="your session" />;
  if (isApiError(me.error, 'UNAUTHENTICATED')) return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.error) return <ErrorBox error={me.error} />;
  return (
    <Shell me={me.data}>
      <Suspense fallback={<Loading what="the screen" />}>
        <Routes>
          <Route index element={<Overview />} />
          <Route path="resolutions" element={<Resolutions />} />
          <Route path="resolutions/:id" element={<Resolution />} />
          <Route path="reviews" element={<Reviews />} />
          <Route path="reviews/:id" element={<Review />} />
          <Route path="lists" element={<Lists />} />
          <Route path="lists/:account/:list" element={<List />} />
          <Route path="policies" element={<Policies />} />
          <Route path="policies/:account/:operation" element={<Policy />} />
          <Route path="models" element={<Models />} />
          <Route path="report" element={<Report />} />
          <Route path="identities" element={<Identities />} />
          <Route path="identities/nodes/:ref" element={<Identities />} />
          <Route path="accounts" element={<Accounts />} />
          <Route path="accounts/:id" element={<Account />} />
          <Route path="playground" element={<Playground />} />
          <Route path="webhooks" element={<Webhooks />} />
          <Route path="webhooks/:id" element={<Delivery />} />
          <Route path="jobs" element={<Jobs />} />
          <Route path="jobs/:id" element={<Job />} />
          <Route path="datasets" element={<Datasets />} />
          <Route path="audit" element={<Audit />} />
          <Route path="operators" element={<Operators />} />
          <Route path="me" element={<Me />} />
          <Route path="*" element={<p className="state">No such page. <a href="/console/">Go to the overview</a>.</p>} />
        </Routes>
      </Suspense>
    </Shell>
  );
}

function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/console">
        <ExpiryWatch />
        <Routes>
          <Route path="sign-in" element={<SignIn />} />
          <Route path="*" element={<Authenticated />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
