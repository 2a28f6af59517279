import { InfoPage, showModal } from 'shared';

/** Margin deposit information, `/marginDeposit/info` (rule MRG-1). */
export function MarginInfoPage() {
  return (
    <InfoPage title="保證金資訊">
      <p>查詢複委託保證金帳戶餘額、可用額度與近期異動。</p>
      <button
        type="button"
        className="ui-button"
        onClick={() =>
          showModal({
            title: '保證金說明',
            content: '保證金專戶款項僅供複委託交易交割使用，轉入後於營業日入帳。',
          })
        }
      >
        保證金說明
      </button>
    </InfoPage>
  );
}
