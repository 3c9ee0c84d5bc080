import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { homeQuery, morePartsQuery } from '@/api/catalog';
import { productQuery } from '@/api/product';
import { admGuard } from '@/auth/adm-guard';
import { filtersFromParams, pageFromParams, vehicleFromParams } from '@/features/catalog/more-parts-params';
import { garageStore } from '@/stores/garage';
import { i18n } from './i18n';
import { paths } from '@/config/paths';
import { AppShell } from './app-shell';
import { preloadImage } from '@/lib/preload-image';
import { HomePage } from '@/features/catalog/home-page';
import { MorePartsPage } from '@/features/catalog/more-parts-page';
import { ErrorPage, NotFoundPage } from './error-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

/**
 * The landing pages' loaders start their data call (and, once it names it, the page's largest
 * picture) as the router is created, before React renders, in parallel with a lazy page's code;
 * they return at once so navigation never waits on them.
 */
function prefetchers(queryClient?: QueryClient) {
  return {
    home: () => {
      if (queryClient) {
        // The first banner is the page's largest picture: start it as soon as the data says which.
        void queryClient.prefetchQuery(homeQuery()).then(() => preloadImage(queryClient.getQueryData(homeQuery().queryKey)?.ads[0]?.images[0]));
      }
      return null;
    },
    moreParts: ({ request }: LoaderFunctionArgs) => {
      if (queryClient) {
        // The page and filters in the address, as the page reads them (the same query key).
        const params = new URL(request.url).searchParams;
        const query = morePartsQuery(pageFromParams(params), filtersFromParams(params), vehicleFromParams(params));
        // The first card's picture is the list's largest on a phone: start it with the data.
        void queryClient.prefetchQuery(query).then(() => preloadImage(queryClient.getQueryData(query.queryKey)?.moreparts[0]?.image ?? undefined));
      }
      return null;
    },
    product: ({ params }: LoaderFunctionArgs) => {
      // The page's texts, in parallel with its code.
      void i18n.loadNamespaces('product');
      // The fit verdict's texts, for a buyer with a vehicle in the garage.
      if (garageStore.read().activeId) void i18n.loadNamespaces('garage');
      if (queryClient && params.url) {
        const query = productQuery(params.url);
        // Likewise the first photo of the gallery.
        void queryClient.prefetchQuery(query).then(() => preloadImage(queryClient.getQueryData(query.queryKey)?.main.images[0]));
      }
      return null;
    },
  };
}

/** Every route of the public site and /adm; each screen is its own lazily loaded module. */
export function buildRoutes(queryClient?: QueryClient): RouteObject[] {
  const load = prefetchers(queryClient);
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      // Shown while the first lazy route module loads: the same shell index.html paints.
      hydrateFallbackElement: <AppShell />,
      children: [
        {
          element: <PublicLayout />,
          errorElement: <ErrorPage />,
          children: [
            { index: true, loader: load.home, Component: HomePage },
            { path: 'home', loader: load.home, Component: HomePage },
            {
              path: 'more_parts',
              loader: load.moreParts,
              // A filter or page change within the list is the page's own query, as before the loader.
              shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
              Component: MorePartsPage,
            },
            { path: 'search/:term', lazy: () => import('./routes/search') },
            { path: 'search', element: <Navigate to={paths.home} replace /> },
            { path: 'product/:url', loader: load.product, lazy: () => import('./routes/product') },
            { path: 'product', element: <Navigate to={paths.home} replace /> },
            { path: 'about', lazy: () => import('./routes/about') },
            { path: 'contact', lazy: () => import('./routes/contact') },
            { path: 'faq', lazy: () => import('./routes/faq') },
            { path: 'termos-de-uso', lazy: () => import('./routes/terms') },
            { path: 'politica-de-privacidade', lazy: () => import('./routes/privacy') },
            { path: 'favorites', lazy: () => import('./routes/favorites') },
            { path: 'garage', lazy: () => import('./routes/garage') },
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
          ...admGuard,
          lazy: () => import('./layouts/adm-layout').then((m) => ({ Component: m.AdmLayout })),
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <Navigate to={paths.adm.dashboard} replace /> },
            { path: 'dashboard', lazy: () => import('./routes/adm-dashboard') },
            { path: 'productList', lazy: () => import('./routes/adm-product-list') },
            { path: 'productCreate', lazy: () => import('./routes/adm-product-create') },
            { path: 'productUpdate', lazy: () => import('./routes/adm-product-update') },
            { path: 'productImport', lazy: () => import('./routes/adm-product-import') },
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
}

export const routes = buildRoutes();

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(queryClient));
}
