import { ADM_ROOT } from '@/config/routes';

/*
 * How the router reads an address of the admin area, apart from the role guard (route-access.ts)
 * so that the service worker, which only asks whether a page is an admin page, does not carry
 * the route table's roles.
 */

/**
 * The pathname of a path that may carry a search and a hash, read as the router reads it: each
 * segment decoded ('%4F' is 'O'), empty segments dropped ('/adm//x' is '/adm/x', as a trailing slash).
 */
export function pathnameOf(path: string): string {
  const segments = path
    .split(/[?#]/)[0]
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return `/${segments.join('/')}`;
}

const ADM_LOWER = ADM_ROOT.toLowerCase();

/** A path of the admin area ('/adm' or below it), whatever its spelling ('/ADM/x', '/adm//x', '/%61dm'). */
export function isAdmPath(path: string): boolean {
  const pathname = pathnameOf(path).toLowerCase();
  return pathname === ADM_LOWER || pathname.startsWith(`${ADM_LOWER}/`);
}
