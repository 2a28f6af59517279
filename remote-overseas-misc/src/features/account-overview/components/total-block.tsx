import { formatAmount, formatDateTime } from 'shared';
import type { AccountSummary, SummaryPart } from '../domain/summary';
import './total-block.css';
import { Block, BlockError } from './block';

const STATE_WORDS: Readonly<Record<Exclude<SummaryPart['state'], 'ready'>, string>> = {
  loading: '載入中',
  error: '查詢失敗',
  unavailable: '尚未開放查詢',
};

/** What a failed part is called where the total says it leaves it out. */
const FAILED_PART_NAMES: Readonly<Record<SummaryPart['key'], string>> = {
  cash: '保證金帳戶資料',
  bond: '債券庫存資料',
  stock: '股票庫存資料',
  fund: '基金庫存資料',
};

function partText(part: SummaryPart): string {
  if (part.twd === null) return STATE_WORDS[part.state as Exclude<SummaryPart['state'], 'ready'>];
  return part.unconverted > 0 ? `${formatAmount(part.twd, 'TWD')}（未含 ${part.unconverted} 筆無匯率）` : formatAmount(part.twd, 'TWD');
}

/**
 * The account's total assets in TWD and its parts (rule ACC-4). While a part or the rates are on their way
 * the total waits with a placeholder; a failed part is named with why and 重新查詢, a part not offered yet is
 * named, and the total of what is known says it leaves them out: never a 0.00 that is not one, never a
 * silent gap (rule ACC-5). The rates' time is named: the total is of figures converted at it.
 */
export function TotalBlock({ summary, title = '資產總值' }: { summary: AccountSummary; title?: string }) {
  const failed = summary.missing.filter((part) => part.state === 'error');
  const unavailable = summary.missing.filter((part) => part.state === 'unavailable');
  const nothingKnown = !summary.loading && summary.total === null;
  return (
    <Block title={title} className="page-block--total">
      <p className="total-figure" aria-busy={summary.loading}>
        <span className="total-figure__label">合計（新台幣）</span>
        <span className={`total-figure__value${summary.total === null ? ' total-figure__value--waiting' : ''}`} data-testid="account-total">
          {summary.total !== null ? formatAmount(summary.total, 'TWD') : summary.loading ? '計算中…' : '無法計算'}
        </span>
      </p>
      <dl className="total-parts">
        {summary.parts.map((part) => (
          <div key={part.key} className="total-parts__item">
            <dt>{part.label}</dt>
            <dd data-testid={`part-${part.key}`}>{partText(part)}</dd>
          </div>
        ))}
      </dl>
      {/* there from the first paint, the time kept invisible until the rates come, so nothing below moves for it */}
      {summary.rates.state !== 'error' && (
        <p className="page-block__note">
          外幣依{' '}
          {summary.rates.state === 'ready' && summary.rates.time !== null ? (
            formatDateTime(summary.rates.time)
          ) : (
            <span className="total-note__time-waiting" aria-hidden="true">
              0000/00/00 00:00
            </span>
          )}{' '}
          參考匯率換算為新台幣；各項以未四捨五入金額加總後四捨五入至分，合計為各項相加。
        </p>
      )}
      {nothingKnown && <p className="page-block__note">各項資料皆暫時無法取得，目前無法計算合計。</p>}
      {failed.map((part) =>
        part.failure === undefined ? null : (
          <BlockError
            key={part.key}
            message={`${FAILED_PART_NAMES[part.key]}暫時無法取得，合計未含此部分（${part.failure.message}）`}
            onRetry={part.failure.retry}
          />
        ),
      )}
      {summary.rates.state === 'error' && (
        <BlockError message={`參考匯率暫時無法取得，外幣資產無法換算，合計未含外幣部分（${summary.rates.message}）`} onRetry={summary.rates.retry} />
      )}
      {summary.rates.state === 'ready' && summary.unconverted > 0 && (
        <p className="page-block__note">{summary.unconverted} 筆外幣資產沒有參考匯率，未計入合計。</p>
      )}
      {unavailable.length > 0 && (
        <p className="page-block__note" role="note">
          合計未含：{unavailable.map((part) => `${part.label}（${STATE_WORDS.unavailable}）`).join('、')}。
        </p>
      )}
    </Block>
  );
}
