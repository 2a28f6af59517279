import { useState } from 'react';
import { CancelConfirm, DataTable, newClientKey, type DataColumn } from 'shared';
import { TRANSFER_ACTION_LABELS, TRANSFER_STATUS_LABELS, type MarginTransfer } from '@shared/margin';
import { formatDate, formatTime, useNow } from 'shared';
import { useTransferCancelMutation } from '../api/transfer-calls';
import { cutoffInstant } from '../batch-text';
import { amountText } from '../transfer-text';

/**
 * The confirmation of one transfer's cancel (rules MRG-7, ORD-13), the shared one of every order list: its
 * client key is made when it opens and reused by every try, so a retry after a lost answer cancels once.
 */
function TransferCancel({ accountNo, transfer, onClose }: { accountNo: string; transfer: MarginTransfer; onClose: () => void }) {
  const [clientKey] = useState(newClientKey);
  const cancel = useTransferCancelMutation();
  const label = TRANSFER_ACTION_LABELS[transfer.action];
  return (
    <CancelConfirm
      className="margin-cancel-confirm"
      label={`取消轉帳 ${transfer.transferNo}`}
      question={`確定取消${label} ${transfer.transferNo}（${amountText(transfer)}）？`}
      outcome={cancel.data === undefined ? null : `${label} ${cancel.data.transferNo} ${TRANSFER_STATUS_LABELS[cancel.data.status]}。`}
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate({ accountNo, transferNo: transfer.transferNo, clientKey })}
      onClose={onClose}
    />
  );
}

/**
 * The account's transfers of the last 30 days with their status (rule MRG-7): 受理中 → 處理中 → 已完成, or
 * 已退回 with the reason; a transfer still 受理中 before its cut-off can be cancelled. The list is polled by
 * the page; a change of status is announced politely.
 */
export function TransferStatusList({ accountNo, transfers }: { accountNo: string; transfers: readonly MarginTransfer[] }) {
  const now = useNow();
  const [cancelling, setCancelling] = useState<MarginTransfer | null>(null);
  const columns: readonly DataColumn<MarginTransfer>[] = [
    {
      id: 'transferNo',
      header: '編號',
      rowHeader: true,
      cell: (transfer) => (
        <>
          {transfer.transferNo}
          <span className="margin-muted margin-block">{formatTime(transfer.submittedAt, { seconds: true })} 送出</span>
        </>
      ),
    },
    { id: 'action', header: '類別', cell: (transfer) => TRANSFER_ACTION_LABELS[transfer.action] },
    { id: 'amount', header: '金額', numeric: true, cell: (transfer) => amountText(transfer) },
    {
      id: 'status',
      header: '狀態',
      cell: (transfer) => (
        <>
          <span className={`margin-status margin-status--${transfer.status}`}>{TRANSFER_STATUS_LABELS[transfer.status]}</span>
          {transfer.status === 'returned' && transfer.reason !== '' ? <span className="margin-block">原因：{transfer.reason}</span> : null}
        </>
      ),
    },
    {
      id: 'batch',
      header: '批次',
      cell: (transfer) => (
        <>
          {formatDate(transfer.batchDate)} {transfer.batchCutoff}
          {transfer.nextBusinessDay ? <span className="margin-block margin-muted">次一營業日處理</span> : null}
        </>
      ),
    },
    {
      id: 'cancel',
      header: '操作',
      kind: 'action',
      cell: (transfer) =>
        transfer.status === 'accepted' && now < cutoffInstant(transfer.batchDate, transfer.batchCutoff) ? (
          <button type="button" className="ui-button" onClick={() => setCancelling(transfer)} aria-label={`取消轉帳 ${transfer.transferNo}`}>
            取消
          </button>
        ) : null,
    },
  ];
  return (
    <section className="margin-card" aria-labelledby="margin-status-title">
      <h2 id="margin-status-title">轉帳狀態</h2>
      {cancelling === null ? null : <TransferCancel key={cancelling.transferNo} accountNo={accountNo} transfer={cancelling} onClose={() => setCancelling(null)} />}
      {transfers.length === 0 ? (
        <p>近 30 日沒有轉帳紀錄。</p>
      ) : (
        // a change of status is announced politely
        <div aria-live="polite">
          <DataTable caption="近 30 日轉帳" captionHidden columns={columns} rows={transfers} rowKey={(transfer) => transfer.transferNo} />
        </div>
      )}
    </section>
  );
}
