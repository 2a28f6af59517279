import { useEffect, useRef } from 'react';
import { useLocation } from 'shared';
import { Outlet } from 'shared/internal';
import { Footer } from './footer';
import { Header } from './header';
import { PrefetchLink } from './prefetch-link';
import { MARGIN_TABS, OVERSEAS_NAV } from './shell-text';

/** The default layout (rule SHL-1): header, page, footer. */
export function DefaultLayout() {
  return (
    <div className="layout layout--default" data-layout="default">
      <Header />
      <main className="layout__main" id="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/**
 * Keeps the current page's link of a navigation row in view (rule SHL-1): on a phone the row scrolls
 * sideways, and 帳務查詢 or 保證金專區 would otherwise sit off-screen while it is the page shown. The margin
 * tabs fit at 360 px today; a longer label or a larger text size must not hide the page shown either.
 */
function useCurrentLinkInView() {
  const row = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = row.current;
    const current = nav?.querySelector<HTMLElement>('a.active');
    if (nav === null || current === null || current === undefined) return;
    // the row is positioned, so a link's offsetLeft is measured from it
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < nav.scrollLeft) nav.scrollLeft = start;
    else if (end > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = end - nav.clientWidth;
  }, [pathname]);
  return row;
}

/** The overseas layout (rule SHL-1): the default frame with the overseas sections' navigation. */
export function OverseasLayout() {
  const nav = useCurrentLinkInView();
  return (
    <div className="layout layout--overseas" data-layout="overseas">
      <Header />
      <nav className="site-nav" aria-label="海外交易選單" ref={nav}>
        {OVERSEAS_NAV.map((item) => (
          <PrefetchLink key={item.to} to={item.to} end={item.end}>
            {item.label}
          </PrefetchLink>
        ))}
      </nav>
      <main className="layout__main" id="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** The margin deposit layout (rule SHL-1), inside the default one: the section's own tabs above its pages. */
export function MarginDepositLayout() {
  const tabs = useCurrentLinkInView();
  return (
    <div className="layout--margindeposit" data-layout="margindeposit">
      <nav className="section-tabs" aria-label="保證金專區" ref={tabs}>
        {MARGIN_TABS.map((tab) => (
          <PrefetchLink key={tab.to} to={tab.to}>
            {tab.label}
          </PrefetchLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
