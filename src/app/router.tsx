import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { homeQuery, morePartsQuery } from '@/api/catalog';
import { filtersFromParams, pageFromParams, vehicleFromParams } from '@/features/catalog/more-parts-params';
import { i18n } from './i18n';
import { paths } from '@/config/paths';
import { ADM_ROOT, ADM_ROUTES, SITE_ROUTES, type AdmRouteId, type Preload, type RouteEntry, type SiteRouteId } from '@/config/routes';
import { AppShell } from './app-shell';
import type { SiteScreens } from './site-screens';
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
function prefetchers(queryClient?: QueryClient): Record<Preload, LoaderFunction> {
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
      const url = params.url;
      if (queryClient && url) {
        // The call's module comes with the page's code, off the first load; a product link opened
        // cold has both, and the call itself, preloaded by the server's HTML.
        void import('@/api/product').then(({ productQuery }) => {
          const query = productQuery(url);
          // Likewise the first photo of the gallery.
          return queryClient.prefetchQuery(query).then(() => preloadImage(queryClient.getQueryData(query.queryKey)?.main.images[0]));
        });
      }
      return null;
    },
  };
}

/** What a route shows: a screen of the first load, a lazily loaded route module, or an element. */
type Screen = Pick<RouteObject, 'Component' | 'lazy' | 'element' | 'shouldRevalidate'>;

/** A site screen whose module the map in site-screens.ts names (loaded with the first such screen). */
const fromSiteScreens = (id: keyof SiteScreens): Screen => ({ lazy: () => import('./site-screens').then(({ siteScreens }) => siteScreens[id]()) });

/**
 * Each site route's screen, by its id in the route table: a missing or unknown id does not compile.
 * The landing pages are in the first load (the product page's module is preloaded by the server's
 * HTML of a product link); the others' modules are named by site-screens.ts, as the admin pages'
 * by adm-screens.ts, so the first load carries neither their imports nor the files each one needs.
 */
const SITE_SCREENS = {
  root: { Component: HomePage },
  home: { Component: HomePage },
  moreParts: {
    // A filter or page change within the list is the page's own query, as before the loader.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    Component: MorePartsPage,
  },
  productPattern: { lazy: () => import('./routes/product') },
  searchPattern: fromSiteScreens('searchPattern'),
  about: fromSiteScreens('about'),
  contact: fromSiteScreens('contact'),
  faq: fromSiteScreens('faq'),
  terms: fromSiteScreens('terms'),
  privacy: fromSiteScreens('privacy'),
  favorites: fromSiteScreens('favorites'),
  garage: fromSiteScreens('garage'),
  subscription: fromSiteScreens('subscription'),
  payment: fromSiteScreens('payment'),
  adsSubscribe: fromSiteScreens('adsSubscribe'),
  adsPayment: fromSiteScreens('adsPayment'),
  auth: fromSiteScreens('auth'),
  signup: fromSiteScreens('signup'),
  recovery: fromSiteScreens('recovery'),
  deleteAccount: fromSiteScreens('deleteAccount'),
} satisfies Record<SiteRouteId, Screen>;

const toDashboard = <Navigate to={paths.adm.dashboard} replace />;

/**
 * Each admin route's screen, by its id in the route table ('/adm' itself leads to the dashboard).
 * The map of their modules loads with the admin area (adm-screens.ts), so the first page of the
 * public site carries neither their imports nor the list of files each one needs.
 */
const ADM_SCREENS = Object.fromEntries(
  Object.keys(ADM_ROUTES).map((id): [string, Screen] => [
    id,
    id === 'root' ? { element: toDashboard } : { lazy: () => import('./adm-screens').then(({ admScreens }) => admScreens[id as keyof typeof admScreens]()) },
  ]),
) as Record<AdmRouteId, Screen>;

/**
 * A route's one loader, from its entry: it loads the texts the entry names, in parallel with the
 * screen's code, and starts its preload. A landing route (one with a preload) never holds its
 * navigation, its texts included; any other waits for its texts and the API error catalogue, so
 * its screen never suspends while it appears.
 */
function loaderOf({ texts, preload }: RouteEntry, prefetch: Record<Preload, LoaderFunction>): LoaderFunction {
  return (args) => {
    if (preload) {
      if (texts) void i18n.loadNamespaces(texts);
      return prefetch[preload](args);
    }
    // Any other screen may show an API error: the shared catalogue ('api') loads with its texts.
    return i18n.loadNamespaces([...(texts ?? []), 'api']).then(() => null);
  };
}

/**
 * The router's routes of one section of the table: each entry's path ('' is the section's index),
 * its screen, its loader and the entry itself as the route's handle. A route whose address without
 * its parameter leads to the home gets that address too.
 */
function routesOf(entries: [string, RouteEntry][], screens: Record<string, Screen>, load: Record<Preload, LoaderFunction>): RouteObject[] {
  return entries.flatMap(([id, entry]): RouteObject[] => {
    const loader = loaderOf(entry, load);
    const route = { ...screens[id], handle: entry, loader };
    const own: RouteObject = entry.path ? { ...route, path: entry.splat ? `${entry.path}/*` : entry.path } : { ...route, index: true };
    return entry.emptyToHome ? [own, { path: entry.path.replace(/\/:\w+$/, ''), element: <Navigate to={paths.home} replace /> }] : [own];
  });
}

/** Every route of the public site and /adm, from the route table; each screen is its own lazily loaded module. */
export function buildRoutes(queryClient?: QueryClient): RouteObject[] {
  const load = prefetchers(queryClient);
  // The bare pages (no shell) are grouped so that their errors show inside the public layout.
  const site = (bare: boolean) =>
    routesOf(
      Object.entries(SITE_ROUTES as Record<string, RouteEntry>).filter(([, entry]) => (entry.shell === 'bare') === bare),
      SITE_SCREENS,
      load,
    );
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
          children: [...site(false), { errorElement: <ErrorPage />, children: site(true) }, { path: '*', element: <NotFoundPage /> }],
        },
        // The admin area: every page below /adm, behind the role guard (today in its layout).
        {
          path: ADM_ROOT.slice(1),
          // The guard (a loader that redirects before any admin page renders) and the area's texts
          // come with the layout's code: the router loads them all before it runs the loader.
          lazy: () =>
            Promise.all([import('./layouts/adm-layout'), import('@/auth/adm-guard'), i18n.loadNamespaces('adm')]).then(([m, g]) => ({
              Component: m.AdmLayout,
              ...g.admGuard,
            })),
          errorElement: <ErrorPage />,
          children: [...routesOf(Object.entries(ADM_ROUTES), ADM_SCREENS, load), { path: '*', element: toDashboard }],
        },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(queryClient));
}
