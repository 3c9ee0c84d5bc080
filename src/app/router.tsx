import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ErrorPage, NotFoundPage } from './error-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

/** Every route of both spec files; each screen is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    // Shown while the first lazy route module loads.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'home', lazy: () => import('./routes/home') },
          { path: 'more_parts', lazy: () => import('./routes/more-parts') },
          { path: 'search/:term', lazy: () => import('./routes/search') },
          { path: 'search', element: <Navigate to={paths.home} replace /> },
          { path: 'product/:url', lazy: () => import('./routes/product') },
          { path: 'product', element: <Navigate to={paths.home} replace /> },
          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'faq', lazy: () => import('./routes/faq') },
          { path: 'subscription', lazy: () => import('./routes/subscription') },
          { path: 'payment', lazy: () => import('./routes/payment') },
          { path: 'ads/subscribe', lazy: () => import('./routes/ads-subscribe') },
          { path: 'ads/payment', lazy: () => import('./routes/ads-payment') },
          {
            errorElement: <ErrorPage />,
            children: [
              { path: 'auth/*', lazy: () => import('./routes/auth') },
              { path: 'signup', lazy: () => import('./routes/signup') },
              { path: 'recovery-access', lazy: () => import('./routes/recovery') },
              { path: 'account/delete-account', lazy: () => import('./routes/delete-account') },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'adm',
        lazy: () => import('./layouts/adm-layout').then((m) => ({ Component: m.AdmLayout })),
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <Navigate to={paths.adm.dashboard} replace /> },
          { path: 'dashboard', lazy: () => import('./routes/adm-dashboard') },
          { path: 'productList', lazy: () => import('./routes/adm-product-list') },
          { path: 'productCreate', lazy: () => import('./routes/adm-product-create') },
          { path: 'productUpdate', lazy: () => import('./routes/adm-product-update') },
          { path: 'engagement', lazy: () => import('./routes/adm-engagement') },
          { path: 'subscription/statement', lazy: () => import('./routes/adm-statement') },
          { path: 'ads-create', lazy: () => import('./routes/adm-ads-create') },
          { path: 'ads-list', lazy: () => import('./routes/adm-ads-list') },
          { path: 'ads-update', lazy: () => import('./routes/adm-ads-update') },
          { path: 'ads-statement', lazy: () => import('./routes/adm-ads-statement') },
          { path: 'paymentOrder', lazy: () => import('./routes/adm-payment-order') },
          { path: 'report/subscriptions', lazy: () => import('./routes/adm-report-subscriptions') },
          { path: '*', element: <Navigate to={paths.adm.dashboard} replace /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
