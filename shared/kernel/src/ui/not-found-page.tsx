import { notFoundMessage } from '../constants/messages';

/** The 404 page (rule SHL-2); the path is shown as text, never interpreted as HTML. */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="ui-error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="ui-error-page__code">
        404
      </h1>
      <p className="ui-error-page__message">{notFoundMessage(path)}</p>
      <a className="ui-button ui-button--primary" href="/overseas">
        返回首頁
      </a>
    </section>
  );
}
