import type { ReactNode } from 'react';

/** A page with a heading and a body: the frame of the content pages whose data is not specified yet. */
export function InfoPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="ui-info-page" aria-labelledby="page-title">
      <h1 id="page-title" className="ui-info-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
