import { Modal } from 'shared/internal';

/** The credit-rating provider's subscriber terms (rule SHL-5), opened from the footer. */
export function RatingTermsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="信用評等資訊使用條款"
      onClose={onClose}
      footer={
        <button type="button" className="ui-button ui-button--primary" onClick={onClose}>
          關閉
        </button>
      }
    >
      <ol className="terms-list">
        <li>本網站所揭露之信用評等資訊僅供訂閱者內部使用，不得轉載、轉售、散布或以任何形式提供予第三人。</li>
        <li>信用評等資訊依「現狀」提供，資訊提供者不對其正確性、完整性、即時性或特定用途之適用性作任何明示或默示之保證。</li>
        <li>不得將信用評等資訊用於訓練、開發或改善任何人工智慧、機器學習或大型語言模型。</li>
        <li>信用評等資訊非即時資訊，可能與評等機構最新公告有所差異，實際評等以評等機構官方公告為準。</li>
      </ol>
    </Modal>
  );
}
