import { InfoPage } from 'shared';

const PAGES = {
  account: { title: '帳務查詢', text: '查詢海外帳戶庫存、損益與交割款項。' },
  subBrokerage: { title: '複委託帳戶', text: '複委託帳戶資料、交割銀行與外幣帳戶資訊。' },
  stock: { title: '海外股票', text: '海外股票報價、下單與委託查詢。' },
  fund: { title: '海外基金', text: '境外基金申購、贖回與淨值查詢。' },
} as const;

/** An overseas page (rule SHL-1) whose content is not designed yet. */
export function OverseasInfoPage({ page }: { page: keyof typeof PAGES }) {
  const { title, text } = PAGES[page];
  return (
    <InfoPage title={title}>
      <p>{text}</p>
    </InfoPage>
  );
}
