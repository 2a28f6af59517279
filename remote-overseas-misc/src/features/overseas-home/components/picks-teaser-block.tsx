import { formatBrokerDate, Link, useQuery, usePrefetchOnIntent } from 'shared';
import { Block, BlockEmpty, NoticeTag, QueryBody } from '../../account-overview';
import { picksTeaserQuery } from '../api/picks-teaser-query';

/** A bond's detail page (remote-bond's marketinfo), where a customer reads it in full and orders it. */
export function bondDetailPath(isin: string): string {
  return `/overseas/bond/marketinfo?isin=${encodeURIComponent(isin)}`;
}

/**
 * A few bonds of the broker's picks with their yield and currency (rule ACC-1), for anyone. A customer's
 * bond links to its detail page; the guest may not open it (rule GRD-2) and an anonymous visitor must sign
 * in first, so they get the list of picks, which is open to them.
 */
export function PicksTeaserBlock({ linkToDetail }: { linkToDetail: boolean }) {
  const query = useQuery(picksTeaserQuery());
  const prefetch = usePrefetchOnIntent<HTMLAnchorElement>('/overseas/bond');
  return (
    <Block
      title="凱基選債券"
      actions={
        <Link to="/overseas/bond" className="home-more" {...prefetch}>
          查看全部凱基選
        </Link>
      }
    >
      <QueryBody query={query} loadingLabel="凱基選載入中…">
        {(bonds) =>
          bonds.length === 0 ? (
            <BlockEmpty>目前沒有凱基選債券。</BlockEmpty>
          ) : (
            <ul className="home-picks">
              {bonds.map((bond) => (
                <li key={bond.isin} className="home-picks__item">
                  <span className="home-picks__name">
                    {linkToDetail ? <Link to={bondDetailPath(bond.isin)}>{bond.name}</Link> : bond.name}
                    {bond.exCoupon !== null && <NoticeTag notice={bond.exCoupon} />}
                  </span>
                  <span className="home-picks__figures">
                    <span>
                      殖利率 <strong>{bond.ytm.toFixed(3)}%</strong>
                    </span>
                    <span>幣別 {bond.currency}</span>
                    <span>到期 {formatBrokerDate(bond.maturityDate)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryBody>
      <p className="page-block__note">殖利率為參考報價之到期殖利率，僅供參考，非投資建議。</p>
    </Block>
  );
}
