import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path with an optional query; a function is called again on click (fresh `time=` values). */
  href: string | (() => string);
  /** Class added when the current path starts with this link's path. */
  activeClassName?: string;
  /** Match the path exactly instead of by prefix. */
  exact?: boolean;
  children: ReactNode;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** Path prefix (or exact path) matches and every query value of the link except `time` is present. */
export function isActive(locationHref: string, linkHref: string, exact: boolean): boolean {
  const here = new URL(locationHref, 'http://local');
  const link = new URL(linkHref, 'http://local');
  const pathMatches =
    exact || link.pathname === '/'
      ? here.pathname === link.pathname
      : here.pathname === link.pathname || here.pathname.startsWith(`${link.pathname}/`);
  if (!pathMatches) return false;
  for (const [key, value] of link.searchParams) {
    if (key !== 'time' && here.searchParams.get(key) !== value) return false;
  }
  return true;
}

/**
 * An in-app link for any path, including pages that are not built yet (those land on the 404
 * page): router navigation on a plain click, a real `href` for new tabs and assistive tech.
 */
export function AppLink({
  href,
  activeClassName,
  exact,
  className,
  onClick,
  children,
  ...rest
}: Props) {
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location.href });
  const current = typeof href === 'function' ? href() : href;
  const active = isActive(location, current, exact ?? false);
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ');

  return (
    <a
      {...rest}
      href={current}
      className={classes || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target) return;
        event.preventDefault();
        void router.navigate({ href: typeof href === 'function' ? href() : href });
      }}
    >
      {children}
    </a>
  );
}
