import { MESSAGES } from '../constants/messages';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** What 返回首頁 does; by default a full load of `/overseas`, a clean start after a fatal error. */
  onHome?: () => void;
}

/** The fatal-error page (rule SHL-6): code 999, its fixed message, and 返回首頁 to /overseas. */
export function ErrorPage({ onHome }: ErrorPageProps) {
  return (
    <section className="ui-error-page" role="alert" aria-labelledby="fatal-title">
      <h1 id="fatal-title" className="ui-error-page__code">
        {MESSAGES.fatalCode}
      </h1>
      <p className="ui-error-page__message">{MESSAGES.fatal}</p>
      <button
        type="button"
        className="ui-button ui-button--primary"
        onClick={() => (onHome ? onHome() : window.location.assign('/overseas'))}
      >
        {MESSAGES.backHome}
      </button>
    </section>
  );
}
