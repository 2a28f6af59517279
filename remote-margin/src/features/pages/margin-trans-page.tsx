import { InfoPage } from 'shared';

/** Margin deposit transfer, `/marginDeposit/trans` (rule MRG-1). */
export function MarginTransPage() {
  return (
    <InfoPage title="保證金轉帳">
      <p>於交割帳戶與保證金專戶之間轉入或轉出款項。</p>
    </InfoPage>
  );
}
