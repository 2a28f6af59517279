import type { ReactNode } from 'react';
import { Link, LoadError, PageLoading, useParams, useQuery, type FundDetail } from 'shared';
import { fundDetailQuery } from '../api/fund-queries';
import { errorText } from '../domain/format';
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
            <LoadError className="fund-empty" message={errorText(detail.error, '基金資料暫時無法取得，請稍後再試。')} onRetry={() => void detail.refetch()} />
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
 * The confirmation step of a fund order (rules ORD-1, ORD-10): what is about to be sent, the failure of
 * the last try (nothing typed is lost: 返回修改 goes back to the filled form), and 確認送出, disabled while
 * the order is on its way so a double click sends it once.
 */
export function ConfirmStep({ title, children, pending, error, onSend, onBack }: { title: string; children: ReactNode; pending: boolean; error: unknown; onSend: () => void; onBack: () => void }) {
  return (
    <section className="fund-card" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{title}</h2>
      {children}
      {error !== null && error !== undefined && (
        <p className="fund-form__error" role="alert">
          委託未成功：{errorText(error, '系統暫時無法受理，請稍後再試。')}
        </p>
      )}
      <div className="fund-actions">
        <button type="button" className="ui-button ui-button--primary" disabled={pending} onClick={onSend}>
          {pending ? '送出中…' : '確認送出'}
        </button>
        <button type="button" className="ui-button" disabled={pending} onClick={onBack}>
          返回修改
        </button>
      </div>
    </section>
  );
}
