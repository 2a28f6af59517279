import { InfoPage } from 'shared';

const PAGES = {
  account: { title: '債券帳務', text: '查詢您的海外債券庫存、交割與配息紀錄。' },
  marketorder: { title: '債券委託查詢', text: '查詢您送出的債券委託與成交狀態。' },
  order: { title: '債券下單', text: '確認購物車內容後於此送出委託。' },
} as const;

/** A bond child page (rule ORD-3) whose content is not designed yet. */
export function BondInfoPage({ page }: { page: keyof typeof PAGES }) {
  const { title, text } = PAGES[page];
  return (
    <InfoPage title={title}>
      <p>{text}</p>
    </InfoPage>
  );
}
