import { InfoPage } from 'shared';

/** The bond landing page, `/overseas/bond` (spec 2). */
export function BondListPage() {
  return (
    <InfoPage title="海外債券">
      <p>瀏覽凱基精選債券、債券報價與您的自選清單。</p>
    </InfoPage>
  );
}
