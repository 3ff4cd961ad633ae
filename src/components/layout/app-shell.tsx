import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import classes from './app-shell.module.css';

/** Header, page, footer; every path change starts at the top of the page. */
export function AppShell() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <div className={classes.shell}>
      <a className={classes.skip} href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
