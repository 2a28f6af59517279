import type { ReactNode } from 'react';
import { failureMessage, Link, LoadError, PageLoading, SubmitOutcomeNotice, useParams, useQuery, type OnceOnlySubmit } from 'shared';
import { type FundDetail, type FundOrder } from '@shared/fund';
import { fundDetailQuery } from '../api/fund-queries';
import { CustomerGate } from './customer-gate';

/**
 * The frame of a fund order page, `/overseas/fund/:fundId/subscribe|redeem`: the customer gate (rule
 * GRD-3), the way back to the fund, the heading with the fund's name once known, and the fund's own
 * loading and error states; `children` gets the fund and the selected account.
 */
export function FundOrderFrame({ title, intro, children }: { title: string; intro?: (fund: FundDetail) => ReactNode; children: (fund: FundDetail, customer: { idno: string; account: string }) => ReactNode }) {
  const { fundId = '' } = useParams();
  const detail = useQuery(fundDetailQuery(fundId));
  return (
    <CustomerGate title={title}>
      {(customer) => (
        <section className="fund-page" aria-labelledby="fund-title">
          <p className="fund-back">
            <Link to={`/overseas/fund/${fundId}`}>← 回基金資訊</Link>
          </p>
          <h1 id="fund-title">
            {title}
            {detail.data === undefined ? '' : `：${detail.data.name}`}
          </h1>
          {detail.isError ? (
            <LoadError className="fund-empty" message={failureMessage(detail.error, '基金資料暫時無法取得，請稍後再試。')} onRetry={() => void detail.refetch()} />
          ) : detail.data === undefined ? (
            <PageLoading label="基金資料載入中…" />
          ) : (
            <>
              {intro?.(detail.data)}
              {children(detail.data, customer)}
            </>
          )}
        </section>
      )}
    </CustomerGate>
  );
}

/**
 * The confirmation step of a fund order (rules ORD-1, ORD-10, ORD-18): what is about to be sent, what
 * became of the last try (shared's words: refused with the reason, or unknown while its answer is lost,
 * in which case 確認送出 asks what became of it before anything is sent again), 確認送出, disabled while
 * the order or the question is on its way so a double click sends it once, and 返回修改, which goes back to
 * the filled form (nothing typed is lost).
 */
export function ConfirmStep({ title, children, submit, onSend, onBack }: { title: string; children: ReactNode; submit: OnceOnlySubmit<FundOrder>; onSend: () => void; onBack: () => void }) {
  return (
    <section className="fund-card" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{title}</h2>
      {children}
      <SubmitOutcomeNotice submit={submit} noun="委託" className="fund-submit-notice" />
      <div className="fund-actions">
        <button type="button" className="ui-button ui-button--primary" disabled={submit.busy} onClick={onSend}>
          {submit.phase === 'sending' ? '送出中…' : '確認送出'}
        </button>
        <button type="button" className="ui-button" disabled={submit.busy} onClick={onBack}>
          返回修改
        </button>
      </div>
    </section>
  );
}
