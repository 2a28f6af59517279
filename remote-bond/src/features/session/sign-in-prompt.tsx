import { getRuntimeConfig } from 'shared';

/** What a bond page shows a visitor who has not signed in: only a customer with a token may query (rule SES-4). */
export function SignInPrompt({ title }: { title: string }) {
  return (
    <section className="bond-empty" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{title}</h1>
      <p>登入後即可查看凱基精選債券、債券報價、您的自選清單與購物車。</p>
      <a className="ui-button ui-button--primary" href={getRuntimeConfig().loginUrl}>
        前往登入
      </a>
    </section>
  );
}
