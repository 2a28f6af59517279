import { InfoPage } from 'shared';

const PAGES = {
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
