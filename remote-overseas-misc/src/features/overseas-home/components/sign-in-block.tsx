import { getRuntimeConfig } from 'shared';
import { Block } from '../../account-overview';

/**
 * The way in for an anonymous visitor or the guest (rule ACC-1): what signing in gives, and the broker's
 * login page from the runtime configuration.
 */
export function SignInBlock({ guest }: { guest: boolean }) {
  return (
    <Block title={guest ? '您正以訪客身分瀏覽' : '登入海外交易'} className="home-sign-in">
      <p>登入後即可查看您的資產總覽、保證金專戶餘額、委託與配息，並可申購債券、股票與基金。</p>
      <a className="ui-button ui-button--primary" href={getRuntimeConfig().loginUrl}>
        前往登入
      </a>
    </Block>
  );
}
