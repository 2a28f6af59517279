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

/** The overseas layout (rule SHL-1): the default frame with the overseas sections' navigation. */
export function OverseasLayout() {
  return (
    <div className="layout layout--overseas" data-layout="overseas">
      <Header />
      <nav className="site-nav" aria-label="海外交易選單">
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
  return (
    <div className="layout--margindeposit" data-layout="margindeposit">
      <nav className="section-tabs" aria-label="保證金專區">
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
