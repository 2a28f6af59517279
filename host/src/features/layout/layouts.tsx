import { Outlet } from 'shared/internal';
import { Footer } from './footer';
import { Header } from './header';
import { PrefetchLink } from './prefetch-link';

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
        <PrefetchLink to="/overseas" end>
          海外首頁
        </PrefetchLink>
        <PrefetchLink to="/overseas/bond">海外債券</PrefetchLink>
        <PrefetchLink to="/overseas/stock">海外股票</PrefetchLink>
        <PrefetchLink to="/overseas/fund">海外基金</PrefetchLink>
        <PrefetchLink to="/overseas/account">帳務查詢</PrefetchLink>
        <PrefetchLink to="/marginDeposit/info">保證金專區</PrefetchLink>
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
        <PrefetchLink to="/marginDeposit/info">保證金資訊</PrefetchLink>
        <PrefetchLink to="/marginDeposit/trans">保證金轉帳</PrefetchLink>
      </nav>
      <Outlet />
    </div>
  );
}
