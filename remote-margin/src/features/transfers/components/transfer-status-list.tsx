import { useRef, useState } from 'react';
import {
  MINOR_UNITS,
  TRANSFER_ACTION_LABELS,
  TRANSFER_STATUS_LABELS,
  isApiError,
  marginBalanceKeys,
  marginTransfersKeys,
  newClientKey,
  useMutation,
  useQueryClient,
  type MarginTransfer,
} from 'shared';
import { useNow } from 'shared';
import { formatDate, formatMoney, formatTaipeiClock } from '../../money';
import { sendCancel } from '../api/transfer-calls';
import { cutoffInstant } from '../batch-text';

function amountText(transfer: MarginTransfer): string {
  const sold = `${transfer.currency} ${formatMoney(transfer.amount, MINOR_UNITS[transfer.currency])}`;
  if (transfer.action !== 'fx' || transfer.toCurrency === '') return sold;
  return `${sold} → ${transfer.toCurrency} ${formatMoney(transfer.toAmount, MINOR_UNITS[transfer.toCurrency])}（匯率 ${transfer.rate}）`;
}

/** The cancel of one transfer: asked to confirm, then sent once with its own key (rule MRG-7). */
function CancelButton({ accountNo, transfer }: { accountNo: string; transfer: MarginTransfer }) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const cancel = useMutation({ mutationFn: (clientKey: string) => sendCancel(accountNo, transfer.transferNo, clientKey) });
  if (!asking) {
    return (
      <button type="button" className="ui-button" onClick={() => setAsking(true)} aria-label={`取消轉帳 ${transfer.transferNo}`}>
        取消
      </button>
    );
  }
  return (
    <span className="margin-cancel">
      <button
        type="button"
        className="ui-button ui-button--primary"
        disabled={cancel.isPending}
        onClick={() => {
          key.current = key.current ?? newClientKey();
          cancel.mutate(key.current, {
            onSuccess: () => {
              void queryClient.invalidateQueries({ queryKey: marginTransfersKeys.all });
              void queryClient.invalidateQueries({ queryKey: marginBalanceKeys.all });
            },
            onError: (error) => setProblem(isApiError(error) ? error.message : '取消未成功，請稍後再試。'),
          });
        }}
      >
        確定取消 {transfer.transferNo}
      </button>
      <button type="button" className="ui-button" onClick={() => setAsking(false)} disabled={cancel.isPending}>
        不取消
      </button>
      {problem === null ? null : (
        <span className="margin-field-error" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}

/**
 * The account's transfers of the last 30 days with their status (rule MRG-7): 受理中 → 處理中 → 已完成, or
 * 已退回 with the reason; a transfer still 受理中 before its cut-off can be cancelled. The list is polled by
 * the page; a change of status is announced politely.
 */
export function TransferStatusList({ accountNo, transfers }: { accountNo: string; transfers: readonly MarginTransfer[] }) {
  const now = useNow();
  return (
    <section className="margin-card" aria-labelledby="margin-status-title">
      <h2 id="margin-status-title">轉帳狀態</h2>
      {transfers.length === 0 ? (
        <p>近 30 日沒有轉帳紀錄。</p>
      ) : (
        <div className="margin-table-scroll" tabIndex={0} role="region" aria-label="轉帳狀態表（可左右捲動）">
          <table className="margin-table" aria-live="polite">
            <caption className="margin-visually-hidden">近 30 日轉帳</caption>
            <thead>
              <tr>
                <th scope="col">編號</th>
                <th scope="col">類別</th>
                <th scope="col">金額</th>
                <th scope="col">狀態</th>
                <th scope="col">批次</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {transfers.map((transfer) => (
                <tr key={transfer.transferNo}>
                  <th scope="row">
                    {transfer.transferNo}
                    <span className="margin-muted margin-block">{formatTaipeiClock(transfer.submittedAt)} 送出</span>
                  </th>
                  <td>{TRANSFER_ACTION_LABELS[transfer.action]}</td>
                  <td>{amountText(transfer)}</td>
                  <td>
                    <span className={`margin-status margin-status--${transfer.status}`}>{TRANSFER_STATUS_LABELS[transfer.status]}</span>
                    {transfer.status === 'returned' && transfer.reason !== '' ? <span className="margin-block">原因：{transfer.reason}</span> : null}
                  </td>
                  <td>
                    {formatDate(transfer.batchDate)} {transfer.batchCutoff}
                    {transfer.nextBusinessDay ? <span className="margin-block margin-muted">次一營業日處理</span> : null}
                  </td>
                  <td>
                    {transfer.status === 'accepted' && now < cutoffInstant(transfer.batchDate, transfer.batchCutoff) ? (
                      <CancelButton accountNo={accountNo} transfer={transfer} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
