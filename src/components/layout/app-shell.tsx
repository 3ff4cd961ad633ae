import { Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { FRAME_TEXT } from '../../content/navigation';
import { SiteHeader } from './site-header';
import classes from './app-shell.module.css';

// Below the fold on every page: the footer's links and marks load after the first screen.
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

interface AppShellProps {
  /** The header's live search, composed by the root route. */
  search: ReactNode;
  /** The header's cart link, composed by the root route. */
  cart: ReactNode;
  /** The header's connection and outbox state, composed by the root route. */
  status?: ReactNode;
  /** A line above every page (how old the offline catalogue is), composed by the root route. */
  notice?: ReactNode;
  /** An app tool the menu offers as one tap (saving the catalogue for offline), composed by the root route. */
  menuTool?: ComponentType<{ className: string }>;
}

/** Header, page, footer; every path change starts at the top of the page. */
export function AppShell({ search, cart, status, notice, menuTool }: AppShellProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <div className={classes.shell}>
      <a className={classes.skip} href="#main">
        {FRAME_TEXT.skipToContent}
      </a>
      <SiteHeader search={search} cart={cart} status={status} menuTool={menuTool} />
      <main id="main" className={classes.main} tabIndex={-1}>
        {notice}
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
