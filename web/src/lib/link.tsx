import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

/**
 * The app's links to its own pages. React Router's <Link> carries framework-mode prefetching
 * (route-module discovery, prefetch <link>s, server-component variants) that this SPA never uses,
 * and its <NavLink> view-transition state: ~2 kB gzipped of every page's first load. These keep
 * what the app relies on (a real href, client-side navigation on a plain click, the browser's own
 * behaviour for modified clicks and other targets, aria-current on the current page) and nothing
 * else. eslint forbids importing Link or NavLink from react-router.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

/** A Link that says it is the current page (aria-current="page") on its path, or below it unless `end`. */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const to = useResolvedPath(props.to).pathname;
  // As React Router decides it: the path itself, or (without `end`) a path below it.
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const current = pathname === to || (!end && pathname.startsWith(to) && pathname.charAt(slashAt) === '/');
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
