import { formatAmount } from 'shared';
import type { AccountSummary, SummaryPart } from '../domain/summary';
import './total-block.css';
import { Block } from './block';

const STATE_WORDS: Readonly<Record<Exclude<SummaryPart['state'], 'ready'>, string>> = {
  loading: '載入中',
  error: '查詢失敗',
  unavailable: '尚未開放查詢',
};

/**
 * The account's total assets in TWD and its parts (rule ACC-4). A part still loading, failed or not yet
 * offered is named and left out of the total, which then says it is partial, never a silent gap (rule ACC-5).
 */
export function TotalBlock({ summary, title = '資產總值' }: { summary: AccountSummary; title?: string }) {
  return (
    <Block title={title} className="page-block--total">
      <p className="total-figure">
        <span className="total-figure__label">合計（新台幣）</span>
        <span className="total-figure__value" data-testid="account-total">
          {formatAmount(summary.total, 'TWD')}
        </span>
      </p>
      <dl className="total-parts">
        {summary.parts.map((part) => (
          <div key={part.key} className="total-parts__item">
            <dt>{part.label}</dt>
            <dd data-testid={`part-${part.key}`}>{part.twd === null ? STATE_WORDS[part.state as Exclude<SummaryPart['state'], 'ready'>] : formatAmount(part.twd, 'TWD')}</dd>
          </div>
        ))}
      </dl>
      {/* a part still loading says so in its own box; the note is for what the total will leave out (failed, not offered) */}
      {summary.missing.some((part) => part.state !== 'loading') && (
        <p className="page-block__note" role="note">
          合計未含：{summary.missing.map((part) => `${part.label}（${STATE_WORDS[part.state as Exclude<SummaryPart['state'], 'ready'>]}）`).join('、')}。
        </p>
      )}
    </Block>
  );
}
