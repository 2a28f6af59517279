import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { readNumberInput, failureMessage, formatMoney, formatQuantity, isGuestIdno, LoadError, PageLoading, useLogin, useQuery, useSearchParams } from 'shared';
import { bondBuyRefusals, INVESTOR_CLASS_OPTIONS, RISK_TYPE_OPTIONS } from '@shared/account';
import { labelOf } from 'shared/contracts';
import { type Bond } from '@shared/bond';
import { taipeiDate } from 'shared/calendar';
import { bondFxRatesQuery } from '../bond-detail';
import { feeScheduleQuery, findCurrencyFee, toCartLine } from '../cart';
import { SignInPrompt } from '../session';
import { customerProfileQuery, finderBondsQuery } from './api/finder-queries';
import { FinderResults } from './components/finder-results';
import { YieldGrid } from './components/yield-grid';
import { RATING_BUCKETS, TERM_BUCKETS, type RatingBucket, type TermBucket } from './domain/buckets';
import { minimumCostTwd } from './domain/budget';
import { matchCell, passOthers, sortFinderBonds, toFinderBond, type FinderBond } from './domain/finder-bonds';
import { dropCriterion, NO_CRITERIA, readCriteria, SORTS, writeCriteria, type CallFeature, type CriterionName, type FinderCriteria, type FinderSort } from './domain/finder-criteria';
import './bond-finder.css';

const NO_BONDS: readonly Bond[] = [];

/** How the finder names each criterion when it emptied the result (rule BND-8). */
function criterionLabel(name: CriterionName, criteria: FinderCriteria): string {
  switch (name) {
    case 'cell': {
      const term = TERM_BUCKETS.find((row) => row.key === criteria.term)?.label ?? '';
      const rating = RATING_BUCKETS.find((column) => column.key === criteria.rating)?.label ?? '';
      return `矩陣格子「${term}、${rating}」`;
    }
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

/** A TWD budget as typed: a whole number of up to 12 digits (full-width and grouping commas accepted), else undefined. */
function budgetOf(text: string): number | undefined {
  const read = readNumberInput(text);
  return read.kind === 'number' && !read.negative && read.fraction === '' && read.whole.length <= 12 ? Number(read.whole) : undefined;
}

/**
 * The bond finder, `/overseas/bond/find` (rules BND-6 to BND-9): a yield grid of remaining term by rating,
 * criteria beyond the list's filters (issuer, call feature, 只顯示我可以申購的, 預算內), a live count, sortable
 * results, and, when nothing matches, the criterion that emptied the result with the offer to drop it.
 * Every criterion and the sort live in the address. Closed to the guest (rule GRD-2).
 */
export function BondFinderPage() {
  const id = useId();
  const { idno } = useLogin();
  const signedIn = idno !== '' && !isGuestIdno(idno);
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // The criteria paint at once from the page's own state and the address follows (rule BND-7, rule BND-9):
  // once the frame with the answer is out, in a transition, since a new address re-renders the whole shell
  // and would otherwise sit between a tap and its answer; taps in between write only the last. An address
  // the page did not write (back, forward, a shared link) is read again; its own writes arriving are not.
  const [state, setState] = useState(() => ({ address, criteria: readCriteria(params), written: [] as readonly string[] }));
  if (state.address !== address) {
    const own = state.written.indexOf(address);
    setState(own >= 0 ? { ...state, address, written: state.written.slice(own + 1) } : { address, criteria: readCriteria(params), written: [] });
  }
  const criteria = state.address === address || state.written.includes(address) ? state.criteria : readCriteria(params);
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
      const search = writeCriteria(next);
      setState((current) => ({ ...current, criteria: next }));
      cancelWrite();
      const write = { frame: 0, timer: 0 };
      write.frame = window.requestAnimationFrame(() => {
        write.timer = window.setTimeout(() => {
          pendingWrite.current = null;
          const written = search.toString();
          startTransition(() => {
            setState((current) => (current.address === written ? current : { ...current, written: [...current.written, written] }));
            setParams(search, { replace: true });
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
  const profile = useQuery({ ...customerProfileQuery(idno), enabled: signedIn });
  const today = useMemo(() => taipeiDate(), []);

  // worked out once per answer, profile and rates: never per keystroke (rule BND-9)
  const finderBonds = useMemo((): readonly FinderBond[] => {
    const list = bonds.data ?? NO_BONDS;
    const rateOf = new Map((rates.data?.rates ?? []).map((rate) => [rate.currency, rate.rate]));
    const customer = profile.data;
    return list.map((bond) =>
      toFinderBond(bond, {
        costOf: (candidate) => minimumCostTwd(candidate, toCartLine(candidate).minFaceValue, findCurrencyFee(fees.data, candidate.issueCurrency), rateOf.get(candidate.issueCurrency)),
        suitableOf: (candidate) => (customer === undefined ? null : bondBuyRefusals(customer, candidate, today).length === 0),
      }),
    );
  }, [bonds.data, rates.data, fees.data, profile.data, today]);
  const ordered = useMemo(() => sortFinderBonds(finderBonds, criteria.sort), [finderBonds, criteria.sort]);
  // two passes (rule BND-9): the criteria but the cell once per change of theirs; a cell only reads its own list
  const { issuer, call, suitable, budget, sort, term, rating } = criteria;
  // 只顯示我可以申購的 narrows what the other criteria passed, so turning it off again costs nothing
  const passed = useMemo(() => passOthers(ordered, { ...NO_CRITERIA, issuer, call, budget, sort }), [ordered, issuer, call, budget, sort]);
  const base = useMemo(() => (suitable ? passOthers(passed.passing, { ...NO_CRITERIA, suitable, sort }) : passed), [passed, suitable, sort]);
  const result = useMemo(() => matchCell(base, ordered, { issuer, call, suitable, budget, sort, term, rating }, true), [base, ordered, issuer, call, suitable, budget, sort, term, rating]);

  const [budgetText, setBudgetText] = useState(criteria.budget === null ? '' : String(criteria.budget));
  const budgetError = readNumberInput(budgetText).kind !== 'empty' && budgetOf(budgetText) === undefined ? '請輸入新台幣整數金額' : '';

  // one function for the page's life, reading the criteria of the last render: the grid's cells then
  // re-render only when their own figures or chosen state change (rule BND-9)
  const latest = useRef({ criteria, setCriteria });
  useLayoutEffect(() => {
    latest.current = { criteria, setCriteria };
  });
  const chooseCell = useCallback((term: TermBucket, rating: RatingBucket) => {
    const { criteria: now, setCriteria: set } = latest.current;
    set(now.term === term && now.rating === rating ? dropCriterion(now, 'cell') : { ...now, term, rating });
  }, []);

  if (idno === '') return <SignInPrompt title="債券搜尋" />;

  const failed = bonds.isError ? bonds : fees.isError ? fees : rates.isError ? rates : null;
  const waiting = bonds.isPending || (criteria.suitable && profile.isPending);
  const profileText =
    profile.data === undefined ? '' : `依您的投資屬性（${labelOf(RISK_TYPE_OPTIONS, profile.data.riskType)}・${labelOf(INVESTOR_CLASS_OPTIONS, profile.data.investorClass)}）`;
  const emptied = result.emptiedBy;

  return (
    <section className="bond-finder" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="finder-title">
        債券搜尋
      </h1>
      <form className="finder-criteria" aria-label="搜尋條件" onSubmit={(event) => event.preventDefault()}>
        <div className="finder-field">
          <label htmlFor={`${id}-issuer`}>發行機構</label>
          <input id={`${id}-issuer`} type="search" value={criteria.issuer} placeholder="例如：美國財政部、HSBC" onChange={(event) => setCriteria({ ...criteria, issuer: event.target.value.slice(0, 60) })} />
        </div>
        <div className="finder-field">
          <label htmlFor={`${id}-call`}>買回條件</label>
          <select id={`${id}-call`} value={criteria.call} onChange={(event) => setCriteria({ ...criteria, call: event.target.value as CallFeature })}>
            <option value="">不限</option>
            <option value="bullet">不可提前買回</option>
            <option value="callable">可提前買回</option>
          </select>
        </div>
        <div className="finder-field">
          <label htmlFor={`${id}-budget`}>預算內（新台幣）</label>
          <input
            id={`${id}-budget`}
            inputMode="numeric"
            value={budgetText}
            aria-invalid={budgetError !== ''}
            aria-describedby={budgetError === '' ? `${id}-budget-hint` : `${id}-budget-error`}
            onChange={(event) => {
              const text = event.target.value;
              setBudgetText(text);
              if (readNumberInput(text).kind === 'empty') setCriteria({ ...criteria, budget: null });
              else {
                const budget = budgetOf(text);
                if (budget !== undefined && budget > 0) setCriteria({ ...criteria, budget });
              }
            }}
          />
          {budgetError === '' ? (
            <span id={`${id}-budget-hint`} className="finder-sub">
              最低面額 × 含息價格 + 保管費，依參考匯率換算
            </span>
          ) : (
            <span id={`${id}-budget-error`} className="finder-error">
              {budgetError}
            </span>
          )}
        </div>
        <div className="finder-field finder-field--check">
          <input id={`${id}-suitable`} type="checkbox" checked={criteria.suitable} onChange={(event) => setCriteria({ ...criteria, suitable: event.target.checked })} />
          <label htmlFor={`${id}-suitable`}>只顯示我可以申購的</label>
          {/* shown whether or not the box is ticked: ticking it then moves nothing on the page */}
          {profileText !== '' && <span className="finder-sub">{profileText}</span>}
        </div>
        <div className="finder-field">
          <label htmlFor={`${id}-sort`}>排序</label>
          <select id={`${id}-sort`} value={criteria.sort} onChange={(event) => setCriteria({ ...criteria, sort: event.target.value as FinderSort })}>
            {SORTS.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
      </form>
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
          <YieldGrid grid={result.grid} term={criteria.term} rating={criteria.rating} onChoose={chooseCell} />
          {criteria.term !== '' && (
            <button type="button" className="ui-button" onClick={() => setCriteria(dropCriterion(criteria, 'cell'))}>
              顯示所有格子的債券
            </button>
          )}
          {result.matches.length === 0 ? (
            <div className="finder-card finder-empty">
              {emptied === null ? (
                <p>目前沒有提供報價的債券。</p>
              ) : (
                <>
                  <p>沒有符合條件的債券：加上{criterionLabel(emptied, criteria)}之後就沒有債券了。</p>
                  <button
                    type="button"
                    className="ui-button ui-button--primary"
                    onClick={() => {
                      if (emptied === 'budget') setBudgetText('');
                      setCriteria(dropCriterion(criteria, emptied));
                    }}
                  >
                    移除{criterionLabel(emptied, criteria)}條件
                  </button>
                </>
              )}
            </div>
          ) : (
            <FinderResults matches={result.matches} />
          )}
        </>
      )}
    </section>
  );
}
