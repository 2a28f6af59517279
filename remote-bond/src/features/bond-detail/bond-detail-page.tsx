import { useState } from 'react';
import { failureMessage, isApiError, isGuestIdno, Link, LoadError, PageLoading, useLogin, useQuery, useSearchParams } from 'shared';
import { StatusCode } from 'shared/contracts';
import { isValidIsinShape } from './domain/isin-param';
import { AddToCartButton, useAddToCart, useBuyRefusal } from '../cart';
import { FavoriteStar, useFavorites } from '../favorites';
import { SignInPrompt } from '../session';
import { bondDetailQuery, bondFxRatesQuery, bondHistoryQuery } from './api/bond-detail-queries';
import { BondFigures, PriceCalculator } from './components/bond-figures';
import { BondTerms } from './components/bond-terms';
import { CashFlows } from './components/cash-flows';
import { InterestWithholding } from './components/interest-withholding';
import { PriceHistory } from './components/price-history';
import './bond-detail.css';

/** A bond the page cannot show: the reason, and the way back to the list (rule BND-5). */
function NoSuchBond({ message }: { message: string }) {
  return (
    <section className="bond-detail" aria-labelledby="detail-title">
      <h1 id="detail-title">債券資訊</h1>
      <div className="detail-card" role="alert">
        <p>{message}</p>
        <Link className="ui-button ui-button--primary" to="/overseas/bond">
          返回債券列表
        </Link>
      </div>
    </section>
  );
}

/**
 * The bond detail page, `/overseas/bond/marketinfo?isin=…` (rules BND-1 to BND-5): the terms, the figures
 * of the ask for the next settlement date, a price ↔ yield calculator, projected cash flows, a year of
 * prices and yields, and the list's star and 加入購物車. Closed to the guest (rule GRD-2).
 */
export function BondDetailPage() {
  const [params] = useSearchParams();
  const isin = (params.get('isin') ?? '').trim().toUpperCase();
  const { idno } = useLogin();
  const valid = isValidIsinShape(isin);
  const signedIn = idno !== '' && !isGuestIdno(idno);
  const detail = useQuery({ ...bondDetailQuery(isin), enabled: valid && signedIn });
  const history = useQuery({ ...bondHistoryQuery(isin), enabled: valid && signedIn && detail.isSuccess });
  const rates = useQuery({ ...bondFxRatesQuery(), enabled: signedIn });
  const favorites = useFavorites();
  const addToCart = useAddToCart();
  const { refusalOf } = useBuyRefusal();
  const [cartMessage, setCartMessage] = useState('');

  if (idno === '') return <SignInPrompt title="債券資訊" />;
  if (!valid) return <NoSuchBond message={isin === '' ? '未指定債券，請自債券列表選擇。' : `「${isin}」不是有效的 ISIN，請自債券列表選擇。`} />;
  if (detail.isPending) return <PageLoading label="債券資料載入中…" />;
  if (detail.isError) {
    const error = detail.error;
    if (isApiError(error) && (error.statusCode === StatusCode.BondUnknown || error.statusCode === StatusCode.BondWithdrawn)) {
      return <NoSuchBond message={`${error.message}（${isin}）`} />;
    }
    return (
      <section className="bond-detail" aria-labelledby="detail-title">
        <h1 id="detail-title">債券資訊</h1>
        <LoadError className="detail-card" message={failureMessage(error, '債券資料暫時無法取得，請稍後再試。')} onRetry={() => void detail.refetch()} />
      </section>
    );
  }

  const data = detail.data;
  const { bond } = data;
  const favorite = favorites.isins.includes(bond.isin);
  const refusal = refusalOf(bond);
  const rate = rates.data?.rates.find((entry) => entry.currency === bond.issueCurrency);

  return (
    <section className="bond-detail" aria-labelledby="detail-title">
      <header className="detail-header">
        <div>
          <h1 id="detail-title" className="detail-title">
            {bond.bondName}
          </h1>
          <p className="detail-sub">
            {bond.isin}・{bond.bondNameEn}
          </p>
        </div>
        <div className="detail-actions">
          <FavoriteStar isin={bond.isin} name={bond.bondName} favorite={favorite} onToggle={favorites.toggle} />
          <AddToCartButton
            bond={bond}
            refusal={refusal}
            className={refusal === null ? 'ui-button ui-button--primary' : 'ui-button'}
            onAdd={(added) => void addToCart(added).then((result) => setCartMessage(result.message))}
          />
        </div>
      </header>
      <p className="detail-status" role="status">
        {cartMessage || favorites.notice}
      </p>
      <div className="detail-grid">
        <BondTerms detail={data} />
        <BondFigures detail={data} />
        <PriceCalculator key={`${bond.isin}-${data.quote.ask}`} detail={data} />
        <CashFlows key={bond.isin} detail={data} rate={rate} />
        <InterestWithholding issuerCountry={bond.issuerCountry} />
        {history.isError ? (
          <LoadError className="detail-card" message={failureMessage(history.error, '歷史價格暫時無法取得，請稍後再試。')} onRetry={() => void history.refetch()} />
        ) : history.data === undefined ? (
          <div className="detail-card">
            <PageLoading label="歷史價格載入中…" />
          </div>
        ) : (
          <PriceHistory points={history.data.points} />
        )}
      </div>
      <p>
        <Link to="/overseas/bond" className="detail-back">
          返回債券列表
        </Link>
      </p>
    </section>
  );
}
