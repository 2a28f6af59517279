import { memo, useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { failureMessage, formatDateTime, formatMoney, isGuestIdno, Link, LoadError, PageLoading, useLogin, useQuery } from 'shared';
import { bondBuyRefusals, fxRateFor } from '@shared/account';
import { type Bond } from '@shared/bond';
import { taipeiDate } from 'shared/calendar';
import { CartTotals, feeScheduleQuery, findCurrencyFee, type CurrencyTotals } from '../cart';
import { tradeRulesQuery } from '../orders';
import { SignInPrompt } from '../session';
import { useAddLadderToCart, type AddLadderResult } from './api/add-ladder-to-cart';
import { customerProfileQuery, fxRatesQuery, ladderBondsQuery } from './api/ladder-queries';
import { LadderCashFlows } from './components/ladder-cash-flows';
import { LadderForm } from './components/ladder-form';
import { RungCard } from './components/rung-card';
import type { LadderCriteria } from './domain/ladder-criteria';
import { ladderRungs, ladderTotals, planRung, shareOf, yearFlows, type LadderMarket, type LadderRung, type PlannedRung, type YearFlow } from './domain/ladder-plan';
import { pickRungBond, setLadderCriteria, useLadder } from './ladder.store';
import './bond-ladder.css';

const NO_BONDS: readonly Bond[] = [];

/**
 * The bond ladder in TWD, `/overseas/bond/ladder` (rules BND-18, BND-19): from a TWD budget, a span of years,
 * currencies and a rating floor, one bond per maturity year (or half-year) the customer may buy, each rung's
 * face within an equal share of the budget, costed as the cart costs it, what the ladder pays back each year
 * in each currency and in TWD at today's rates and 5 % either way; any rung's bond swapped for another of its
 * window; the whole ladder added to the cart in one tap. Closed to the guest (rule GRD-2).
 */
export function BondLadderPage() {
  const id = useId();
  const { idno } = useLogin();
  const signedIn = idno !== '' && !isGuestIdno(idno);
  const { criteria, picks } = useLadder();
  // the moment the page opened: every rung's trade date is an order's sent then (rule BND-16), as in the cart
  const [now] = useState(() => Date.now());
  const [added, setAdded] = useState<AddLadderResult | null>(null);
  const addToCart = useAddLadderToCart();

  const bonds = useQuery({ ...ladderBondsQuery(), enabled: signedIn });
  const fees = useQuery({ ...feeScheduleQuery(), enabled: signedIn });
  const rules = useQuery({ ...tradeRulesQuery(), enabled: signedIn });
  const rates = useQuery({ ...fxRatesQuery(), enabled: signedIn });
  const profile = useQuery({ ...customerProfileQuery(idno), enabled: signedIn });

  const market = useMemo((): LadderMarket | null => {
    const customer = profile.data;
    if (fees.data === undefined || rules.data === undefined || rates.data === undefined || customer === undefined) return null;
    const today = taipeiDate(now);
    const schedule = fees.data;
    const tradeFees = rules.data.fees;
    const fx = rates.data;
    return {
      today,
      now,
      feeOf: (currency) => findCurrencyFee(schedule, currency),
      tradeFeeOf: (currency) => tradeFees.find((fee) => fee.currency === currency),
      rateOf: (currency) => fxRateFor(fx, currency)?.rate,
      suitable: (bond) => bondBuyRefusals(customer, bond, today).length === 0,
    };
  }, [fees.data, rules.data, rates.data, profile.data, now]);

  const list = bonds.data ?? NO_BONDS;
  const rungs = useMemo(() => (market === null ? [] : ladderRungs(list, criteria, market)), [list, criteria, market]);
  const shareTwd = shareOf(criteria.budgetTwd, rungs);
  // each rung planned once per share and pick: a swap plans only its own rung again
  const planned = useRungPlans(rungs, shareTwd, picks, market);
  const totals = useMemo(() => ladderTotals(planned, criteria.budgetTwd), [planned, criteria.budgetTwd]);
  // a swap paints its rung and the summary at once; the tables of totals and cash flows follow in the
  // render after (rule BND-19), marked busy meanwhile
  const later = useDeferredValue(planned);
  const laterTotals = useMemo(() => (later === planned ? totals : ladderTotals(later, criteria.budgetTwd)), [later, planned, totals, criteria.budgetTwd]);
  const years = useMemo(() => (market === null ? [] : yearFlows(later, market)), [later, market]);
  const onPick = useCallback((rungKey: string, isin: string) => {
    setAdded(null);
    pickRungBond(rungKey, isin);
  }, []);
  const onCriteria = useCallback((next: LadderCriteria) => {
    setAdded(null);
    setLadderCriteria(next);
  }, []);

  if (idno === '') return <SignInPrompt title="債券階梯" />;

  const failed = [bonds, fees, rules, rates, profile].find((query) => query.isError && query.data === undefined) ?? null;
  const bought = planned.filter((rung) => rung.status === 'ok');
  const usedRates = [...new Set(bought.map((rung) => rung.chosen?.bond.issueCurrency ?? ''))].flatMap((currency) => {
    const rate = fxRateFor(rates.data, currency);
    return rate === undefined ? [] : [rate];
  });

  return (
    <section className="bond-ladder" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>債券階梯（新台幣）</h1>
      <p className="ladder-intro">輸入新台幣預算與年期，每一年（或每半年）到期一檔您可申購的債券，預算平均分配至每一階；可逐階更換債券，再一次全部加入購物車。</p>
      <LadderForm criteria={criteria} onChange={onCriteria} />
      {failed !== null ? (
        <LoadError className="ladder-card" message={failureMessage(failed.error, '債券資料暫時無法取得，請稍後再試。')} onRetry={() => void failed.refetch()} />
      ) : bonds.data === undefined || market === null ? (
        <PageLoading label="債券資料載入中…" />
      ) : list.length === 0 ? (
        <p className="ladder-card" role="status">
          目前沒有提供報價的債券。
        </p>
      ) : criteria.currencies.length === 0 ? (
        <p className="ladder-card" role="status">
          請至少選擇一種幣別。
        </p>
      ) : rungs.every((rung) => rung.candidates.length === 0) ? (
        <div className="ladder-card" role="status">
          <p>沒有符合條件的債券：所選幣別、評等與年期內沒有您可申購的債券。請放寬幣別、評等下限或年期。</p>
        </div>
      ) : (
        <>
          <section className="ladder-summary" aria-labelledby={`${id}-summary`}>
            <h2 id={`${id}-summary`}>階梯摘要</h2>
            <dl className="ladder-summary__figures">
              <div>
                <dt>預算</dt>
                <dd>{formatMoney(criteria.budgetTwd, 'TWD', { decimals: 0 })}</dd>
              </div>
              <div>
                <dt>每階預算</dt>
                <dd>{formatMoney(shareTwd, 'TWD', { decimals: 0 })}</dd>
              </div>
              <div>
                <dt>預估應付合計（約當新台幣）</dt>
                <dd data-testid="ladder-total-twd">{formatMoney(totals.totalTwd, 'TWD')}</dd>
              </div>
              <div>
                <dt>剩餘預算</dt>
                <dd>{formatMoney(totals.leftoverTwd, 'TWD')}</dd>
              </div>
            </dl>
            <div className="ladder-summary__actions">
              <button
                type="button"
                className="ui-button ui-button--primary"
                disabled={bought.length === 0}
                onClick={() => {
                  setAdded(null);
                  void addToCart(planned).then(setAdded);
                }}
              >
                全部加入購物車
              </button>
              <Link className="ui-button" to="/overseas/bond/cart">
                前往購物車
              </Link>
            </div>
            <p className={added?.ok === false ? 'ladder-error' : 'ladder-status'} role="status" aria-live="polite">
              {added?.message ?? ''}
            </p>
          </section>
          <section aria-labelledby={`${id}-rungs`}>
            <h2 id={`${id}-rungs`}>各階債券</h2>
            <div className="ladder-rungs">
              {planned.map((rung) => (
                <RungCard key={rung.rung.key} planned={rung} shareTwd={shareTwd} onPick={onPick} />
              ))}
            </div>
          </section>
          <section aria-labelledby={`${id}-totals`}>
            <h2 id={`${id}-totals`}>合計與現金流量</h2>
            <div data-testid="ladder-totals" className={later === planned ? undefined : 'ladder-busy'} aria-busy={later !== planned}>
              <LadderTables totals={laterTotals.totals} years={years} />
            </div>
            <p className="ladder-note">
              {usedRates.length === 0
                ? ''
                : `新台幣以參考匯率換算：${usedRates.map((rate) => `${rate.currency} ${rate.rate}`).join('、')}（${formatDateTime(usedRates[0]?.time ?? '')}），實際以入帳時匯率為準；「匯率低 5%」「匯率高 5%」為各幣匯率同時下跌或上漲 5% 時之金額。`}
              預估應付金額＝成交金額＋前手息＋手續費，與購物車相同；保管費依費率表按年計收，隨每次配息扣收，零息債券於到期時扣收。配息日遇假日順延，金額不變；未扣除稅負。
            </p>
          </section>
        </>
      )}
    </section>
  );
}

/** The ladder's totals per currency (the cart's columns) and its yearly cash flows. */
const LadderTables = memo(function LadderTables({ totals, years }: { readonly totals: readonly CurrencyTotals[]; readonly years: readonly YearFlow[] }) {
  return (
    <>
      <CartTotals totals={totals} caption="階梯合計（依交割幣別）" />
      <LadderCashFlows years={years} />
    </>
  );
});

/**
 * Each rung's plans by share and pick: a rung is made anew with the bonds, criteria or market, so its plans
 * go with it; a swap plans only its own rung again (rule BND-19).
 */
const RUNG_PLANS = new WeakMap<LadderRung, Map<string, PlannedRung>>();

function plannedRungOf(rung: LadderRung, shareTwd: number, pick: string | undefined, market: LadderMarket): PlannedRung {
  const key = `${shareTwd}|${pick ?? ''}`;
  const known = RUNG_PLANS.get(rung) ?? new Map<string, PlannedRung>();
  RUNG_PLANS.set(rung, known);
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const planned = planRung(rung, shareTwd, pick, market);
  known.set(key, planned);
  return planned;
}

/** The rungs planned, each again only when its share or pick changed. */
function useRungPlans(rungs: readonly LadderRung[], shareTwd: number, picks: Readonly<Record<string, string>>, market: LadderMarket | null): readonly PlannedRung[] {
  return useMemo(() => (market === null ? [] : rungs.map((rung) => plannedRungOf(rung, shareTwd, picks[rung.key], market))), [rungs, shareTwd, picks, market]);
}
