import { Link, usePrefetchOnIntent } from 'shared';
import { Block } from '../../account-overview';

function Shortcut({ to, label }: { to: string; label: string }) {
  const prefetch = usePrefetchOnIntent<HTMLAnchorElement>(to);
  return (
    <li>
      <Link to={to} className="ui-button home-shortcuts__link" {...prefetch}>
        {label}
      </Link>
    </li>
  );
}

/** A signed-in customer's shortcuts (rule ACC-2). */
export function ShortcutsBlock() {
  return (
    <Block title="快速功能">
      <ul className="home-shortcuts">
        <Shortcut to="/overseas/bond" label="債券下單" />
        <Shortcut to="/overseas/stock" label="股票下單" />
        <Shortcut to="/overseas/fund" label="基金申購" />
        <Shortcut to="/overseas/account" label="帳務查詢" />
        <Shortcut to="/overseas/account/sub-brokerage" label="複委託帳戶" />
        <Shortcut to="/marginDeposit/trans" label="保證金入出金" />
      </ul>
    </Block>
  );
}
