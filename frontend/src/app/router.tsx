import * as React from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { RouteErrorPage } from '@/app/routes/route-error';
// The landing page is the site's front door: it ships in the entry chunk, so a first visit to "/"
// renders without waiting for a second download.
import PublicLayout from '@/features/public/components/public-layout';
import Landing from '@/features/public/routes/landing';

const lazy = React.lazy;

// Query client and toaster for every route but the landing and legal pages (see app-providers.tsx).
const AppProviders = lazy(() => import('@/app/app-providers'));

// Public site (written in features/public).
const PrivacyPolicy = lazy(() => import('@/features/public/routes/privacy-policy'));
const Terms = lazy(() => import('@/features/public/routes/terms'));
const DeleteAccount = lazy(() => import('@/features/public/routes/delete-account'));

// Account screens.
const Login = lazy(() => import('@/features/auth/routes/login'));
const AdminLogin = lazy(() => import('@/features/auth/routes/admin-login'));
const CreateAccount = lazy(() => import('@/features/auth/routes/create-account'));
const Otp = lazy(() => import('@/features/auth/routes/otp'));
const ForgotPassword = lazy(() => import('@/features/auth/routes/forgot-password'));
const Logout = lazy(() => import('@/features/auth/routes/logout'));

// Creator area (/user) and the signed-in pages under /app share the creator shell.
const loadCreatorLayout = () => import('@/features/creator/components/creator-layout');
const CreatorLayout = lazy(loadCreatorLayout);
// The guards load with the area they protect (and with PocketBase), never with the landing page;
// each starts fetching its area's layout at the same time.
const RequireUser = lazy(() => {
  void loadCreatorLayout();
  return import('@/components/guards/require-user').then((m) => ({ default: m.RequireUser }));
});
const CreatorDashboard = lazy(() => import('@/features/creator/routes/dashboard'));
const CreatorSongs = lazy(() => import('@/features/creator/routes/songs'));
const CreatorPodcasts = lazy(() => import('@/features/creator/routes/podcasts'));
const CreatorSermons = lazy(() => import('@/features/creator/routes/sermons'));
const AppHome = lazy(() => import('@/features/listen/routes/app-home'));
const AppSettings = lazy(() => import('@/features/listen/routes/app-settings'));
const AppContent = lazy(() => import('@/features/creator/routes/all-content'));
const CreatorMedia = lazy(() => import('@/features/creator/routes/media-detail'));
const CreatorAnalytics = lazy(() => import('@/features/creator/routes/analytics'));
const ListenMedia = lazy(() => import('@/features/listen/routes/media'));

// Admin area.
const loadAdminLayout = () => import('@/features/admin/components/admin-layout');
const AdminLayout = lazy(loadAdminLayout);
const RequireAdmin = lazy(() => {
  void loadAdminLayout();
  return import('@/components/guards/require-admin').then((m) => ({ default: m.RequireAdmin }));
});
const AdminDashboard = lazy(() => import('@/features/admin/routes/dashboard'));
const AdminUsers = lazy(() => import('@/features/admin/routes/users'));
const AdminSongs = lazy(() => import('@/features/admin/routes/songs'));
const AdminSermons = lazy(() => import('@/features/admin/routes/sermons'));
const AdminPodcasts = lazy(() => import('@/features/admin/routes/podcasts'));
const AdminSettings = lazy(() => import('@/features/admin/routes/settings'));

const NotFound = lazy(() => import('@/app/routes/not-found'));

function RootLayout() {
  return (
    <>
      <React.Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </React.Suspense>
      <ScrollRestoration />
    </>
  );
}

/** routes: every SPEC screen; each area's code loads on first visit. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        element: <PublicLayout />,
        children: [
          { index: true, element: <Landing /> },
          { path: 'privacy-policy', element: <PrivacyPolicy /> },
          { path: 'terms', element: <Terms /> },
          {
            element: <AppProviders />,
            children: [{ path: 'delete-account', element: <DeleteAccount /> }],
          },
        ],
      },
      {
        element: <AppProviders />,
        children: [
          { path: '/login', element: <Login /> },
          { path: '/admin-login', element: <AdminLogin /> },
          { path: '/create-account', element: <CreateAccount /> },
          { path: '/otp', element: <Otp /> },
          { path: '/forgot-password', element: <ForgotPassword /> },
          { path: '/logout', element: <Logout /> },
          {
            path: '/user',
            element: (
              <RequireUser>
                <CreatorLayout />
              </RequireUser>
            ),
            children: [
              { index: true, element: <CreatorDashboard /> },
              { path: 'songs', element: <CreatorSongs /> },
              { path: 'podcasts', element: <CreatorPodcasts /> },
              { path: 'sermons', element: <CreatorSermons /> },
              { path: 'media/:id', element: <CreatorMedia /> },
              { path: 'analytics', element: <CreatorAnalytics /> },
            ],
          },
          {
            path: '/app',
            element: (
              <RequireUser>
                <CreatorLayout />
              </RequireUser>
            ),
            children: [
              { index: true, element: <AppHome /> },
              { path: 'settings', element: <AppSettings /> },
              { path: 'content', element: <AppContent /> },
              { path: 'media/:id', element: <ListenMedia /> },
            ],
          },
          {
            path: '/admin',
            element: (
              <RequireAdmin>
                <AdminLayout />
              </RequireAdmin>
            ),
            children: [
              { index: true, element: <AdminDashboard /> },
              { path: 'users', element: <AdminUsers /> },
              { path: 'songs', element: <AdminSongs /> },
              { path: 'sermons', element: <AdminSermons /> },
              { path: 'podcasts', element: <AdminPodcasts /> },
              { path: 'settings', element: <AdminSettings /> },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
