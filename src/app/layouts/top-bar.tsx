import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HeartIcon } from '@/components/favorite-toggle';
import { GarageLink } from '@/components/garage/garage-link';
import { paths } from '@/config/paths';
import { useFavoriteCount } from '@/stores/favorites';
import { useSession } from '@/stores/session';
import { LARGE_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { SearchBox } from '@/features/search/search-box';
import { lazyPart, LazySlot, useOnDemand } from '@/components/lazy-slot';
import { toast } from '@/components/toast/toast-store';
import { BackButton } from './back-button';
import { MenuButton } from './menu-button';
import { useLogout } from './use-logout';

// Loaded on demand, so a visitor's first load carries neither Popper nor the drawer.
const ProfileModal = lazyPart(() => import('@/features/profile/profile-modal').then((m) => m.ProfileModal));
const UserMenu = lazyPart(() => import('./user-menu').then((m) => m.UserMenu));
const SideDrawer = lazyPart(() => import('./side-drawer').then((m) => m.SideDrawer));

/** Back button (not on the home page), logo, search slot, user menu and (below 992 px) the side drawer. */
export function TopBar() {
  const { t } = useTranslation();
  const user = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const isHome = pathname === '/' || pathname === paths.home;
  const drawer = useOnDemand();
  const [profile, setProfile] = useState(false);
  const favoriteCount = useFavoriteCount();
  // One search box: in the bar from 992 px, under it below (the other one is not drawn at all).
  const largeScreen = useMediaQuery(LARGE_SCREEN);

  const partFailed = () => toast.danger(t('states.partFailed'));

  return (
    <>
      <div className="navbar navbar-expand-lg navbar-dark bg-primary py-2 shadow-sm">
        <div className="container gap-3">
          {isHome ? null : <BackButton className="btn-outline-light" />}
          <Link to={paths.home} className="navbar-brand d-flex align-items-center gap-2 me-auto me-lg-0" aria-label={t('brand.logoAlt')}>
            <img src="/brand/logo.svg" alt="" width={40} height={40} className="bg-white rounded-circle p-1" />
            <span className="fw-bold d-none d-sm-inline" aria-hidden="true">
              {t('brand.name')}
            </span>
          </Link>
          {largeScreen ? (
            <div className="flex-grow-1 d-none d-lg-block">
              <SearchBox variant="desktop" />
            </div>
          ) : null}
          <GarageLink />
          <Link
            to={paths.favorites}
            className="btn btn-outline-light d-inline-flex align-items-center gap-1 px-2"
            aria-label={favoriteCount ? t('favorites.linkCount', { count: favoriteCount }) : t('favorites.link')}
            title={t('favorites.link')}
          >
            <HeartIcon filled={favoriteCount > 0} />
            {favoriteCount ? <span className="badge rounded-pill bg-light text-primary">{favoriteCount}</span> : null}
          </Link>
          <div className="d-none d-lg-flex align-items-center" style={{ minHeight: 50 }}>
            {user ? (
              <LazySlot fallback={<span className="text-white">{user.username}</span>} onFailed={partFailed}>
                <UserMenu user={user} onProfile={() => setProfile(true)} onLogout={logout} />
              </LazySlot>
            ) : (
              <Link to={paths.auth} className="btn btn-light fw-semibold">
                {t('nav.login')}
              </Link>
            )}
          </div>
          <MenuButton open={drawer.shown} onOpen={drawer.open} />
        </div>
        {largeScreen ? null : (
          <div className="container d-lg-none pt-2">
            <div className="w-100">
              <SearchBox variant="mobile" />
            </div>
          </div>
        )}
      </div>
      {drawer.mounted ? (
        <LazySlot onFailed={drawer.failed}>
          <SideDrawer show={drawer.shown} user={user} onClose={drawer.close} onProfile={() => setProfile(true)} onLogout={logout} />
        </LazySlot>
      ) : null}
      {profile ? (
        <LazySlot
          onFailed={() => {
            partFailed();
            setProfile(false);
          }}
        >
          <ProfileModal show={profile} onClose={() => setProfile(false)} />
        </LazySlot>
      ) : null}
    </>
  );
}
