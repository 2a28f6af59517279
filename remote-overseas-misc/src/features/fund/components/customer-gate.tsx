import type { ReactNode } from 'react';
import { Link, isGuestIdno, signInTarget, useAccounts, useLogin } from 'shared';

/**
 * Orders and holdings are the signed-in customer's: nobody signed in is asked to sign in, the guest is told
 * the page is not for guests (rule GRD-3's words), both offered 前往登入 (rule SES-10), and the page gets
 * the selected account (rule SES-8).
 */
export function CustomerGate({ title, children }: { title: string; children: (customer: { idno: string; account: string }) => ReactNode }) {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  const reason = idno === '' ? '請先登入後再使用此功能。' : isGuestIdno(idno) ? '訪客無權限，請登入後繼續使用。' : selectAccount === '' ? '您沒有可交易的帳號。' : '';
  if (reason !== '') {
    return (
      <section className="fund-page" aria-labelledby="fund-title">
        <h1 id="fund-title">{title}</h1>
        <p role="alert">{reason}</p>
        {(idno === '' || isGuestIdno(idno)) && (
          <a className="ui-button ui-button--primary" href={signInTarget()}>
            前往登入
          </a>
        )}
        <Link to="/overseas/fund">回基金列表</Link>
      </section>
    );
  }
  return <>{children({ idno, account: selectAccount })}</>;
}
