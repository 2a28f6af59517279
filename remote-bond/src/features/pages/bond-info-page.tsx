import { InfoPage } from 'shared';

const PAGES = {
  find: { title: '債券搜尋', text: '依發行機構、幣別、到期年限與殖利率條件尋找債券。' },
  marketinfo: { title: '債券市場資訊', text: '海外債券市場概況與利率走勢。' },
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
