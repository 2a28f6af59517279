import { useId, type ReactNode } from 'react';
import { failureMessage, LoadError } from 'shared';
import './block.css';

/** The tag beside a name with its explanation (rule BND-11): the shared one. */
export { NoticeTag } from 'shared';

/**
 * One block of a page of blocks: its own heading and its own state, so a slow or failed read shows its
 * message here and holds up nothing else on the page (rule ACC-3).
 */
export function Block({ title, children, className, actions }: { title: string; children: ReactNode; className?: string; actions?: ReactNode }) {
  const id = useId();
  return (
    <section className={`page-block${className === undefined ? '' : ` ${className}`}`} aria-labelledby={id}>
      <div className="page-block__head">
        <h2 id={id} className="page-block__title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A block's waiting line, announced politely. */
export function BlockLoading({ label = '載入中…' }: { label?: string }) {
  return (
    <p className="page-block__status" role="status">
      {label}
    </p>
  );
}

/** A block's failed read: why, and 重新查詢 (rule API-10). */
export function BlockError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadError className="page-block__error" message={message} onRetry={onRetry} />;
}

/** What a block says when its read came back with nothing to show. */
export function BlockEmpty({ children }: { children: ReactNode }) {
  return <p className="page-block__empty">{children}</p>;
}

/** The states of one read, as a block shows them: loading, failed, or its data. */
export function QueryBody<T>({
  query,
  children,
  loadingLabel,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
  loadingLabel?: string;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <BlockError message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <BlockLoading label={loadingLabel} />;
}
