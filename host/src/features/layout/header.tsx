import { isGuestIdno, Link, signInTarget, useLocation, useLogin } from 'shared';
import { MESSAGES } from 'shared/internal';
import { AccountSelector } from './account-selector';
import { CartButtonSlot } from './cart-button-slot';
import { logout } from './logout';

/**
 * The header (rule SHL-4): logo, remote-bond's cart button in the bond area, 登出 for web logins (empty
 * apver), and 登入 for someone not signed in and for the guest (rule SES-10).
 */
export function Header() {
  const { pathname } = useLocation();
  const { idno, apver } = useLogin();
  const signedOut = idno === '' || isGuestIdno(idno);
  const showLogout = !signedOut && apver === '';
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
        {signedOut && (
          <a className="ui-button ui-button--primary site-header__login" href={signInTarget()}>
            {MESSAGES.signIn}
          </a>
        )}
        {showLogout && (
          <button type="button" className="ui-button site-header__logout" onClick={() => logout()}>
            {MESSAGES.logout}
          </button>
        )}
      </div>
    </header>
  );
}
