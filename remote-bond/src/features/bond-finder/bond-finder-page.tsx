import { memo, startTransition, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { failureMessage, formatMoney, formatQuantity, isGuestIdno, Link, LoadError, PageLoading, useLogin, useQuery, useSearchParams } from 'shared';
import { bondBuyRefusals, INVESTOR_CLASS_OPTIONS, RISK_TYPE_OPTIONS } from '@shared/account';
import { labelOf } from 'shared/contracts';
import { CURRENCY_OPTIONS, RATING_FLOOR_OPTIONS, STOCK_CLASS_OPTIONS, type Bond } from '@shared/bond';
import { taipeiDate } from 'shared/calendar';
import { bondFxRatesQuery } from '../bond-detail';
import { cartTradeDate, feeScheduleQuery, findCurrencyFee, toCartLine, useAddToCart, useBuyRefusal } from '../cart';
import { useFavorites } from '../favorites';
import { tradeRulesQuery } from '../orders';
import { SignInPrompt } from '../session';
import { customerProfileQuery, finderBondsQuery } from './api/finder-queries';
import { FinderResults, type ResultActions } from './components/finder-results';
import { YieldGrid } from './components/yield-grid';
import { RATING_BUCKETS, type RatingBucket, type TermBucket } from './domain/buckets';
import { minimumCostBounds, minimumCostTwd, type BudgetTerms } from './domain/budget';
import { gridRows, matchCell, passOthers, sortFinderBonds, toFinderBond, type FinderBase, type FinderBond, type FinderResult } from './domain/finder-bonds';
import {
  dropCriterion,
  NO_CRITERIA,
  readCriteria,
  writeCriteria,
  type CriterionName,
  type FinderCriteria,
  type MaturityRange,
} from './domain/finder-criteria';
import { FinderForm } from './components/finder-form';
import './bond-finder.css';

const NO_BONDS: readonly Bond[] = [];

/** The finder's links to the other bond pages (rule BND-7): rendered once, never again for a tap. */
const FinderLinks = memo(function FinderLinks() {
  return (
    <nav className="finder-links" aria-label="債券相關頁面">
      <Link to="/overseas/bond">債券列表</Link>
      <Link to="/overseas/bond/account">債券庫存</Link>
      <Link to="/overseas/bond/marketorder">委託查詢</Link>
      <Link to="/overseas/bond/cart">購物車</Link>
    </nav>
  );
});

/** 只顯示我可以申購的 over each first pass, worked out once: ticking it again after unticking costs nothing (rule BND-9). */
const SUITABLE_BASES = new WeakMap<FinderBase, FinderBase>();

function suitableBase(passed: FinderBase): FinderBase {
  const known = SUITABLE_BASES.get(passed);
  if (known !== undefined) return known;
  const narrowed = passOthers(passed.passing, { ...NO_CRITERIA, suitable: true }, passed.rows);
  SUITABLE_BASES.set(passed, narrowed);
  return narrowed;
}

/** How the finder names each criterion when it emptied the result (rule BND-8). */
function criterionLabel(name: CriterionName, criteria: FinderCriteria, today: string): string {
  switch (name) {
    case 'cell': {
      const term = gridRows(criteria, today).find((row) => row.key === criteria.term)?.label ?? '';
      const rating = RATING_BUCKETS.find((column) => column.key === criteria.rating)?.label ?? '';
      return `矩陣格子「${term}、${rating}」`;
    }
    case 'currency':
      return `幣別「${criteria.currencies.map((code) => labelOf(CURRENCY_OPTIONS, code)).join('、')}」`;
    case 'maturity':
      return `到期範圍「${maturityText(criteria.maturity)}」`;
    case 'floor':
      return `信評「${labelOf(RATING_FLOOR_OPTIONS, criteria.floor)}」`;
    case 'issuerType':
      return `發行機構類型「${criteria.issuerTypes.map((code) => labelOf(STOCK_CLASS_OPTIONS, code)).join('、')}」`;
    case 'coupon':
      return criteria.coupon === 'zero' ? '「零息債券」' : '「固定配息」';
    case 'issuer':
      return `發行機構「${criteria.issuer}」`;
    case 'call':
      return criteria.call === 'callable' ? '「可提前買回」' : '「不可提前買回」';
    case 'suitable':
      return '「只顯示我可以申購的」';
    case 'budget':
      return `「預算內 ${criteria.budget === null || criteria.budget === undefined ? '新台幣' : formatMoney(criteria.budget, 'TWD', { decimals: 0 })} 元」`;
  }
}

/** A maturity range in words: 「3–7 年」, 「2029-01-01 起」. */
function maturityText(range: MaturityRange): string {
  const unit = range.kind === 'years' ? ' 年' : '';
  if (range.from !== null && range.to !== null) return `${range.from}–${range.to}${unit}`;
  if (range.from !== null) return `${range.from}${unit} 起`;
  return `${range.to ?? ''}${unit} 止`;
}

/** An empty result: nothing on offer, or the criterion after which nothing was left, with the offer to drop it (rule BND-8). */
const FinderEmpty = memo(function FinderEmpty({
  result,
  criteria,
  today,
  onDrop,
}: {
  result: FinderResult;
  criteria: FinderCriteria;
  today: string;
  onDrop: (emptied: CriterionName) => void;
}) {
  const emptied = result.emptiedBy;
  return (
    <div className="finder-card finder-empty">
      {emptied === null ? (
        <p>目前沒有提供報價的債券。</p>
      ) : (
        <>
          <p>沒有符合條件的債券：加上{criterionLabel(emptied, criteria, today)}之後就沒有債券了。</p>
          <button type="button" className="ui-button ui-button--primary" onClick={() => onDrop(emptied)}>
            移除{criterionLabel(emptied, criteria, today)}條件
          </button>
        </>
      )}
    </div>
  );
});

/**
 * The bond finder, `/overseas/bond/find` (rules BND-6 to BND-9, BND-20): one search of currencies, a
 * maturity range, a rating floor, issuer type, issuer, coupon type, call feature, 只顯示我可以申購的 and
 * 預算內; a yield grid of remaining term (its rows follow the range) by rating, a live count, sortable
 * results each with the star and 加入購物車, and, when nothing matches, the criterion that emptied the
 * result with the offer to drop it. Filtering is the page's own, over every bond on offer. Every criterion
 * and the sort live in the address. Closed to the guest (rule GRD-2).
 */
export function BondFinderPage() {
  const id = useId();
  const { idno } = useLogin();
  const signedIn = idno !== '' && !isGuestIdno(idno);
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // The criteria paint at once from the page's own state and the address follows (rule BND-7, rule BND-9):
  // once the list of the answer is out, in a transition, since a new address re-renders the whole shell
  // and would otherwise sit between a tap and its answer; taps in between write only the last. An address
  // the page did not write (back, forward, a shared link) is read again; its own writes arriving are not.
  // `generation` counts addresses read from outside: the typed fields start again from what they hold
  const [state, setState] = useState(() => ({ address, criteria: readCriteria(params), written: [] as readonly string[], generation: 0 }));
  if (state.address !== address) {
    const own = state.written.indexOf(address);
    setState(own >= 0 ? { ...state, address, written: state.written.slice(own + 1) } : { address, criteria: readCriteria(params), written: [], generation: state.generation + 1 });
  }
  const criteria = state.address === address || state.written.includes(address) ? state.criteria : readCriteria(params);
  // the criteria the customer set and the address does not hold yet, and the write waiting for its frame
  const unwritten = useRef<FinderCriteria | null>(null);
  const pendingWrite = useRef<{ frame: number; timer: number } | null>(null);
  const cancelWrite = useCallback(() => {
    if (pendingWrite.current === null) return;
    window.cancelAnimationFrame(pendingWrite.current.frame);
    window.clearTimeout(pendingWrite.current.timer);
    pendingWrite.current = null;
  }, []);
  useEffect(() => cancelWrite, [cancelWrite]);
  const setCriteria = useCallback(
    (next: FinderCriteria) => {
      setState((current) => ({ ...current, criteria: next }));
      unwritten.current = next;
      cancelWrite();
    },
    [cancelWrite],
  );
  /** Writes `next` to the address after the next frame (the one showing the list of its answer). */
  const writeAfterFrame = useCallback(
    (next: FinderCriteria) => {
      const search = writeCriteria(next);
      cancelWrite();
      const write = { frame: 0, timer: 0 };
      write.frame = window.requestAnimationFrame(() => {
        write.timer = window.setTimeout(() => {
          pendingWrite.current = null;
          const written = search.toString();
          startTransition(() => {
            setState((current) => (current.address === written ? current : { ...current, written: [...current.written, written] }));
            // the customer stays where the tap was: the address follows, the page does not scroll to the top
            setParams(search, { replace: true, preventScrollReset: true });
          });
        }, 0);
      });
      pendingWrite.current = write;
    },
    [setParams, cancelWrite],
  );

  const bonds = useQuery({ ...finderBondsQuery(), enabled: signedIn });
  const fees = useQuery({ ...feeScheduleQuery(), enabled: signedIn });
  const rates = useQuery({ ...bondFxRatesQuery(), enabled: signedIn });
  const rules = useQuery({ ...tradeRulesQuery(), enabled: signedIn });
  const profile = useQuery({ ...customerProfileQuery(idno), enabled: signedIn });
  const today = useMemo(() => taipeiDate(), []);
  // the moment an order would be sent: each currency's trade date, as the cart's and the order's (rule BND-16)
  const [now] = useState(() => Date.now());
  const favorites = useFavorites();
  const addToCart = useAddToCart();
  const buying = useBuyRefusal();
  const [notice, setNotice] = useState('');
  const onAddToCart = useCallback(
    (bond: Bond) => {
      setNotice('');
      void addToCart(bond).then((answer) => setNotice(answer.message));
    },
    [addToCart],
  );
  const actions = useMemo(
    (): ResultActions => ({ favorites: favorites.isins, onToggleFavorite: favorites.toggle, refusalOf: buying.refusalOf, onAddToCart }),
    [favorites.isins, favorites.toggle, buying.refusalOf, onAddToCart],
  );

  // worked out once per answer, profile and rates: never per keystroke (rule BND-9)
  const finderBonds = useMemo((): readonly FinderBond[] => {
    const list = bonds.data ?? NO_BONDS;
    const rateOf = new Map((rates.data?.rates ?? []).map((rate) => [rate.currency, rate.rate]));
    const tradeFeeOf = new Map((rules.data?.fees ?? []).map((fee) => [fee.currency, fee]));
    const tradeDates = new Map<string, string>();
    const tradeDateOf = (currency: string) => {
      const known = tradeDates.get(currency);
      if (known !== undefined) return known;
      const date = cartTradeDate(now, currency, findCurrencyFee(fees.data, currency));
      tradeDates.set(currency, date);
      return date;
    };
    const customer = profile.data;
    const termsOf = (candidate: Bond): BudgetTerms => {
      const currency = candidate.issueCurrency;
      return {
        minimumNominal: toCartLine(candidate).minFaceValue,
        fee: findCurrencyFee(fees.data, currency),
        tradeFee: tradeFeeOf.get(currency),
        tradeDate: tradeDateOf(currency),
        twdRate: rateOf.get(currency),
      };
    };
    return list.map((bond) =>
      toFinderBond(bond, {
        // the cart's and the order's one cost of the smallest purchase, in TWD at today's rate (rule BND-7)
        costOf: (candidate) => minimumCostTwd(candidate, termsOf(candidate)),
        boundsOf: (candidate) => minimumCostBounds(candidate, termsOf(candidate)),
        suitableOf: (candidate) => (customer === undefined ? null : bondBuyRefusals(customer, candidate, today).length === 0),
      }),
    );
  }, [bonds.data, rates.data, fees.data, rules.data, profile.data, today, now]);
  const ordered = useMemo(() => sortFinderBonds(finderBonds, criteria.sort), [finderBonds, criteria.sort]);
  // two passes (rule BND-9): the criteria but the cell once per change of theirs; a cell only reads its own list
  const { kind: rangeKind, from: rangeFrom, to: rangeTo } = criteria.maturity;
  // the grid's rows follow the maturity range (rule BND-6)
  const rows = useMemo(() => gridRows({ maturity: { kind: rangeKind, from: rangeFrom, to: rangeTo } as MaturityRange }, today), [rangeKind, rangeFrom, rangeTo, today]);
  // every criterion but the cell and 只顯示我可以申購的, as the address writes them: one pass per change of theirs
  const othersKey = writeCriteria({ ...criteria, term: '', rating: '', suitable: false }).toString();
  const others = useMemo(() => readCriteria(new URLSearchParams(othersKey)), [othersKey]);
  const { suitable } = criteria;
  // 只顯示我可以申購的 narrows what the other criteria passed, so turning it off again costs nothing
  const passed = useMemo(() => passOthers(ordered, others, rows), [ordered, others, rows]);
  const base = useMemo(() => (suitable ? suitableBase(passed) : passed), [passed, suitable]);
  // 只顯示我可以申購的 narrowed ahead, while the page is idle, so that even its first tick costs no pass (rule BND-9)
  const customerKnown = profile.data !== undefined;
  useEffect(() => {
    if (!customerKnown || passed.passing.length === 0) return;
    const narrow = () => void suitableBase(passed);
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(narrow, { timeout: 2_000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(narrow, 200);
    return () => window.clearTimeout(timer);
  }, [passed, customerKnown]);
  const result = useMemo(() => matchCell(base, ordered, criteria, true), [base, ordered, criteria]);
  // the tap's frame shows the count, the grid and the chosen cell or criterion; the list under them (rows,
  // or what emptied the result) follows in the render after, the last one marked busy until then (rule BND-9);
  // a list of other data (before the bonds, the rates or the profile came) is never shown meanwhile
  const answer = useMemo(() => ({ result, criteria, bonds: finderBonds }), [result, criteria, finderBonds]);
  const listed = useDeferredValue(answer);
  const listStale = listed !== answer;
  const listOfOtherData = listed.bonds !== finderBonds;
  // the address follows the criteria once their list is shown
  useEffect(() => {
    const next = unwritten.current;
    if (listStale || next === null || listed.criteria !== next) return;
    unwritten.current = null;
    writeAfterFrame(next);
  }, [listed, listStale, writeAfterFrame]);

  // 預算內 as typed, which may not be a budget yet; an address read from outside starts it again
  const [budgetField, setBudgetField] = useState({ generation: state.generation, text: criteria.budget === null ? '' : String(criteria.budget) });
  if (budgetField.generation !== state.generation) setBudgetField({ generation: state.generation, text: criteria.budget === null ? '' : String(criteria.budget) });
  const setBudgetText = useCallback((text: string) => setBudgetField((current) => ({ ...current, text })), []);

  // one function for the page's life, reading the criteria of the last render: the grid's cells then
  // re-render only when their own figures or chosen state change, the form only when what it shows does (rule BND-9)
  const latest = useRef({ criteria, setCriteria });
  useLayoutEffect(() => {
    latest.current = { criteria, setCriteria };
  });
  const chooseCell = useCallback((term: TermBucket, rating: RatingBucket) => {
    const { criteria: now, setCriteria: set } = latest.current;
    set(now.term === term && now.rating === rating ? dropCriterion(now, 'cell') : { ...now, term, rating });
  }, []);
  const changeCriteria = useCallback((change: Partial<FinderCriteria>) => {
    const { criteria: now, setCriteria: set } = latest.current;
    set({ ...now, ...change });
  }, []);

  const dropEmptied = useCallback(
    (emptied: CriterionName) => {
      if (emptied === 'budget') setBudgetText('');
      const { criteria: now, setCriteria: set } = latest.current;
      set(dropCriterion(now, emptied));
    },
    [setBudgetText],
  );

  if (idno === '') return <SignInPrompt title="債券搜尋" />;

  const failed = bonds.isError ? bonds : fees.isError ? fees : rates.isError ? rates : rules.isError ? rules : null;
  const waiting = bonds.isPending || fees.isPending || rates.isPending || rules.isPending || (criteria.suitable && profile.isPending);
  const profileText =
    profile.data === undefined ? '' : `依您的投資屬性（${labelOf(RISK_TYPE_OPTIONS, profile.data.riskType)}・${labelOf(INVESTOR_CLASS_OPTIONS, profile.data.investorClass)}）`;

  return (
    <section className="bond-finder" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="finder-title">
        債券搜尋
      </h1>
      <FinderLinks />
      <FinderForm
        currencies={criteria.currencies}
        maturity={criteria.maturity}
        floor={criteria.floor}
        issuerTypes={criteria.issuerTypes}
        issuer={criteria.issuer}
        coupon={criteria.coupon}
        call={criteria.call}
        suitable={criteria.suitable}
        sort={criteria.sort}
        generation={state.generation}
        budgetText={budgetField.text}
        onBudgetText={setBudgetText}
        profileText={profileText}
        onChange={changeCriteria}
      />
      <p className="finder-notice" role="status" aria-live="polite">
        {favorites.notice || notice}
      </p>
      {failed !== null ? (
        <LoadError className="finder-card" message={failureMessage(failed.error, '債券資料暫時無法取得，請稍後再試。')} onRetry={() => void failed.refetch()} />
      ) : waiting ? (
        <PageLoading label="債券資料載入中…" />
      ) : (
        <>
          <p className="finder-count" role="status" aria-live="polite">
            符合條件：{formatQuantity(result.matches.length, '檔')}
          </p>
          {criteria.suitable && profile.isError && <p className="finder-error">無法取得您的投資屬性，暫時無法篩選可申購的債券。{failureMessage(profile.error, '債券資料暫時無法取得，請稍後再試。')}</p>}
          <YieldGrid rows={result.rows} grid={result.grid} term={criteria.term} rating={criteria.rating} onChoose={chooseCell} />
          {criteria.term !== '' && (
            <button type="button" className="ui-button" onClick={() => setCriteria(dropCriterion(criteria, 'cell'))}>
              顯示所有格子的債券
            </button>
          )}
          <div className="finder-list" aria-busy={listStale}>
            {listOfOtherData ? null : listed.result.matches.length === 0 ? (
              <FinderEmpty result={listed.result} criteria={listed.criteria} today={today} onDrop={dropEmptied} />
            ) : (
              <FinderResults matches={listed.result.matches} actions={actions} />
            )}
          </div>
        </>
      )}
    </section>
  );
}
