/**
 * Which shell parts show on a path: login, signup, recovery, account deletion and /adm hide the
 * top bar, header and footer; a path ending in 'subscription' shows a banner instead of the
 * header; /adm uses a fluid container.
 */
interface LayoutParts {
  topBar: boolean;
  header: boolean;
  footer: boolean;
  subscriptionBanner: boolean;
  fluid: boolean;
}

const BARE_PREFIXES = ['/auth', '/account/delete-account', '/recovery-access', '/signup'];

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function layoutFor(pathname: string): LayoutParts {
  const path = pathname.replace(/\/+$/, '') || '/';
  const adm = startsWithSegment(path, '/adm');
  const bare = adm || BARE_PREFIXES.some((p) => startsWithSegment(path, p));
  const lastSegment = path.split('/').filter(Boolean).pop() ?? '';
  const subscription = !bare && lastSegment === 'subscription';
  return {
    topBar: !bare,
    header: !bare && !subscription,
    footer: !bare,
    subscriptionBanner: subscription,
    fluid: adm,
  };
}
