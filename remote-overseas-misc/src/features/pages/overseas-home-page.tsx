import { InfoPage, Link, usePrefetchOnIntent } from 'shared';

function SectionLink({ to, title, text }: { to: string; title: string; text: string }) {
  const prefetch = usePrefetchOnIntent<HTMLAnchorElement>(to);
  return (
    <li>
      <Link to={to} {...prefetch}>
        {title}
      </Link>
      <span>：{text}</span>
    </li>
  );
}

/** The overseas home, `/overseas` (rule SHL-1). */
export function OverseasHomePage() {
  return (
    <InfoPage title="海外交易">
      <ul className="overseas-home__links">
        <SectionLink to="/overseas/bond" title="海外債券" text="凱基精選、債券報價與自選清單" />
        <SectionLink to="/overseas/stock" title="海外股票" text="美股、港股等海外市場" />
        <SectionLink to="/overseas/fund" title="海外基金" text="境外基金申購與查詢" />
        <SectionLink to="/overseas/account/sub-brokerage" title="複委託帳戶" text="複委託帳戶與交割資訊" />
        <SectionLink to="/marginDeposit/info" title="保證金專區" text="保證金資訊與轉帳" />
      </ul>
    </InfoPage>
  );
}
