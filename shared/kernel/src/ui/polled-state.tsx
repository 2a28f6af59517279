import type { ReactNode } from 'react';
import type { PolledQuery } from '../query/polled-query';
import { LoadError } from './load-error';
import { PageLoading } from './page-loading';

/** `HH:mm:ss` of an instant in Taiwan (UTC+8 all year), the time the customer reads. */
function taipeiClock(at: number): string {
  return new Date(at + 8 * 3_600_000).toISOString().slice(11, 19);
}

/**
 * A list that refreshes on its own, as every page shows it (rule ORD-2): 載入中 until its first answer;
 * a failed first read as {@link LoadError}, which stays (with 重新查詢) until a read succeeds; and once
 * there is data, the data, marked 「資料可能不是最新（更新失敗，HH:mm:ss 之資料）」 with 重新查詢 while the
 * refreshes fail. `describeFailure` puts the reason in the page's words; `className` goes to the failure.
 */
export function PolledState<T>({
  query,
  loadingLabel,
  describeFailure = (reason) => reason,
  className,
  children,
}: {
  query: PolledQuery<T>;
  loadingLabel: string;
  describeFailure?: (reason: string) => string;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    if (query.failure === null) return <PageLoading label={loadingLabel} />;
    return <LoadError className={className} message={describeFailure(query.failure)} onRetry={query.retry} retrying={query.retrying} />;
  }
  return (
    <>
      {query.failure !== null && (
        <div className="ui-stale" role="status">
          <p>資料可能不是最新（更新失敗，{taipeiClock(query.dataUpdatedAt)} 之資料）</p>
          <button type="button" className="ui-button" onClick={query.retry} disabled={query.retrying} aria-busy={query.retrying}>
            {query.retrying ? '查詢中…' : '重新查詢'}
          </button>
        </div>
      )}
      {children(query.data)}
    </>
  );
}
