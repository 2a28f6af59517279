import { isApiError, useQuery } from 'shared';
import { FxRatesUsedBlock, fxRatesQuery, useViewer } from '../account-overview';
import { picksTeaserQuery } from './api/picks-teaser-query';
import { CustomerBlocks, CustomerCashFlows } from './components/customer-blocks';
import { PicksTeaserBlock } from './components/picks-teaser-block';
import { ServicesBlock } from './components/services-block';
import { ShortcutsBlock } from './components/shortcuts-block';
import { SignInBlock } from './components/sign-in-block';
import './overseas-home.css';

/**
 * 海外交易, `/overseas`, open to anyone (rule SHL-1). An anonymous visitor or the guest sees what can be
 * done here, a teaser of the broker's picks, today's FX rates and the way in, with no call that needs a
 * token (rules ACC-1, API-11); a customer sees the selected account's summary, working orders, coming
 * cash flows, a KYC notice when due and shortcuts (rule ACC-2). Each block reads on its own (rule ACC-3).
 * A back end that keeps the picks or the rates behind the token refuses them to a visitor without a session:
 * the home then shows without that block, never the login flow (rule API-11).
 */
export function OverseasHomePage() {
  const viewer = useViewer();
  // the same reads as the blocks' (one request each): only to learn whether the back end refused them
  const picksRefused = isApiError(useQuery(picksTeaserQuery()).error, 'unauthenticated');
  const ratesRefused = isApiError(useQuery(fxRatesQuery()).error, 'unauthenticated');
  return (
    <section className="home-page" aria-labelledby="overseas-home-title">
      <h1 id="overseas-home-title" className="ui-info-page__title">
        海外交易
      </h1>
      <div className="page-blocks home-page__blocks">
        {viewer.kind === 'customer' ? (
          <>
            <CustomerBlocks viewer={viewer} />
            <ShortcutsBlock />
          </>
        ) : (
          <>
            <ServicesBlock />
            <SignInBlock guest={viewer.kind === 'guest'} />
          </>
        )}
        {!picksRefused && <PicksTeaserBlock linkToDetail={viewer.kind === 'customer'} />}
        {!ratesRefused && <FxRatesUsedBlock title="今日參考匯率" />}
        {viewer.kind === 'customer' && <CustomerCashFlows viewer={viewer} />}
      </div>
    </section>
  );
}
