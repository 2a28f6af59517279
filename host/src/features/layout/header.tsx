import { Link, useLocation, useLogin } from 'shared';
import { MESSAGES } from 'shared/internal';
import { AccountSelector } from './account-selector';
import { CartButtonSlot } from './cart-button-slot';
import { logout } from './logout';

/** The header (rule SHL-4): logo, remote-bond's cart button in the bond area, and 登出 for web logins (empty apver). */
export function Header() {
  const { pathname } = useLocation();
  const { idno, apver } = useLogin();
  const showLogout = idno !== '' && apver === '';
  return (
    <header className="site-header">
      <Link to="/overseas" className="site-header__logo">
        <span className="visually-hidden">凱基證券 </span>
        <span className="site-header__mark" aria-hidden="true">
          KGI
        </span>
        <span className="site-header__name">海外交易</span>
        <span className="visually-hidden">首頁</span>
      </Link>
      <div className="site-header__actions">
        <AccountSelector />
        <CartButtonSlot pathname={pathname} />
        {showLogout && (
          <button type="button" className="ui-button site-header__logout" onClick={() => logout()}>
            {MESSAGES.logout}
          </button>
        )}
      </div>
    </header>
  );
}
