import { getRuntimeConfig } from 'shared';
import type { Viewer } from '../domain/viewer';

/**
 * What an account page shows someone who is not a customer: an anonymous visitor is asked to sign in,
 * the guest is told the page is for customers (the words of rule GRD-3); no call is made for either.
 */
export function SignedOutNotice({ viewer, what }: { viewer: Exclude<Viewer, { kind: 'customer' }>; what: string }) {
  if (viewer.kind === 'guest') {
    return (
      <div className="page-block" role="note">
        <p>訪客無權限，請登入後繼續使用。</p>
        <p>{what}僅提供給已開立複委託帳戶的客戶查詢。</p>
      </div>
    );
  }
  return (
    <div className="page-block" role="note">
      <p>請先登入後再查詢{what}。</p>
      <a className="ui-button ui-button--primary" href={getRuntimeConfig().loginUrl}>
        前往登入
      </a>
    </div>
  );
}
