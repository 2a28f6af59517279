import { Link, usePrefetchOnIntent } from 'shared';
import { Block } from '../../account-overview';

function ServiceLink({ to, title, text }: { to: string; title: string; text: string }) {
  const prefetch = usePrefetchOnIntent<HTMLAnchorElement>(to);
  return (
    <li className="home-services__item">
      <Link to={to} className="home-services__link" {...prefetch}>
        {title}
      </Link>
      <span className="home-services__text">{text}</span>
    </li>
  );
}

/** What a customer can do in overseas trading (rule ACC-1): one link per area, prefetched on intent (rule FED-6). */
export function ServicesBlock() {
  return (
    <Block title="海外交易服務">
      <ul className="home-services">
        <ServiceLink to="/overseas/bond" title="海外債券" text="凱基選、債券報價與自選清單，線上申購" />
        <ServiceLink to="/overseas/stock" title="海外股票" text="美股、港股等海外市場報價與下單" />
        <ServiceLink to="/overseas/fund" title="海外基金" text="境外基金查詢、比較與申購" />
        <ServiceLink to="/marginDeposit/info" title="保證金專區" text="外幣保證金餘額、入金、出金與換匯" />
      </ul>
    </Block>
  );
}
