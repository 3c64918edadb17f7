import * as React from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { paths } from '@/config/paths';
import { RouteErrorPage } from '@/app/routes/route-error';
// The landing page is the site's front door: it ships in the entry chunk, so a first visit to "/"
// renders without waiting for a second download.
import PublicLayout from '@/features/public/components/public-layout';
import Landing from '@/features/public/routes/landing';

const lazy = React.lazy;

// Query client and toaster for every route but the landing and legal pages.
const QueryAndToasterLayout = lazy(() => import('@/app/query-and-toaster-layout'));

// Public site (written in features/public).
const PrivacyPolicy = lazy(() => import('@/features/public/routes/privacy-policy'));
const Terms = lazy(() => import('@/features/public/routes/terms'));
const DeleteAccount = lazy(() => import('@/features/public/routes/delete-account'));
// Where a follower's new-item email links: no sign-in, the token alone.
const Unsubscribe = lazy(() => import('@/features/public/routes/unsubscribe'));
// A rights holder's copyright notice about an item (signed in or not).
const ReportCopyright = lazy(() => import('@/features/public/routes/report-copyright'));
// Public item and creator pages (shared links): no sign-in, with the persistent player.
const PublicPlayerLayout = lazy(() => import('@/features/public/components/public-player-layout'));
const PublicMedia = lazy(() => import('@/features/public/routes/public-media'));
const PublicCreator = lazy(() => import('@/features/public/routes/public-creator'));

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
const AppLibrary = lazy(() => import('@/features/listen/routes/app-library'));
const AppFollowing = lazy(() => import('@/features/listen/routes/app-following'));
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
const AdminReports = lazy(() => import('@/features/admin/routes/reports'));
const AdminAppeals = lazy(() => import('@/features/admin/routes/appeals'));

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

/**
 * routes: every SPEC screen; each area's code loads on first visit. Every path is the one
 * config/paths.ts gives the screen (children's paths are absolute, under their parent's).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: paths.home,
        element: <PublicLayout />,
        children: [
          { index: true, element: <Landing /> },
          { path: paths.privacyPolicy, element: <PrivacyPolicy /> },
          { path: paths.terms, element: <Terms /> },
          {
            element: <QueryAndToasterLayout />,
            children: [
              { path: paths.deleteAccount, element: <DeleteAccount /> },
              { path: paths.public.unsubscribe, element: <Unsubscribe /> },
              { path: paths.public.reportCopyrightPattern, element: <ReportCopyright /> },
            ],
          },
        ],
      },
      {
        element: <QueryAndToasterLayout />,
        children: [
          { path: paths.login, element: <Login /> },
          { path: paths.adminLogin, element: <AdminLogin /> },
          { path: paths.createAccount, element: <CreateAccount /> },
          { path: paths.otp, element: <Otp /> },
          { path: paths.forgotPassword, element: <ForgotPassword /> },
          { path: paths.logout, element: <Logout /> },
          {
            element: <PublicPlayerLayout />,
            children: [
              { path: paths.public.mediaPattern, element: <PublicMedia /> },
              { path: paths.public.creatorPattern, element: <PublicCreator /> },
            ],
          },
          {
            path: paths.user.root,
            element: (
              <RequireUser>
                <CreatorLayout />
              </RequireUser>
            ),
            children: [
              { index: true, element: <CreatorDashboard /> },
              { path: paths.user.songs, element: <CreatorSongs /> },
              { path: paths.user.podcasts, element: <CreatorPodcasts /> },
              { path: paths.user.sermons, element: <CreatorSermons /> },
              { path: paths.user.mediaPattern, element: <CreatorMedia /> },
              { path: paths.user.analytics, element: <CreatorAnalytics /> },
            ],
          },
          {
            path: paths.app.root,
            element: (
              <RequireUser>
                <CreatorLayout />
              </RequireUser>
            ),
            children: [
              { index: true, element: <AppHome /> },
              { path: paths.app.settings, element: <AppSettings /> },
              { path: paths.app.library, element: <AppLibrary /> },
              { path: paths.app.following, element: <AppFollowing /> },
              { path: paths.app.content, element: <AppContent /> },
              { path: paths.app.mediaPattern, element: <ListenMedia /> },
            ],
          },
          {
            path: paths.admin.root,
            element: (
              <RequireAdmin>
                <AdminLayout />
              </RequireAdmin>
            ),
            children: [
              { index: true, element: <AdminDashboard /> },
              { path: paths.admin.users, element: <AdminUsers /> },
              { path: paths.admin.songs, element: <AdminSongs /> },
              { path: paths.admin.sermons, element: <AdminSermons /> },
              { path: paths.admin.podcasts, element: <AdminPodcasts /> },
              { path: paths.admin.settings, element: <AdminSettings /> },
              { path: paths.admin.reports, element: <AdminReports /> },
              { path: paths.admin.appeals, element: <AdminAppeals /> },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
