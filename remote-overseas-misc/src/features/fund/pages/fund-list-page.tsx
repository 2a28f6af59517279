import { useCallback, useEffect, useMemo, useRef } from 'react';
import { failureMessage, Link, LoadError, PageLoading, useQuery, useSearchParams } from 'shared';
import { fundListQuery } from '../api/fund-queries';
import { FundFilters, type ListPatch } from '../components/fund-filters';
import { FundPager } from '../components/fund-pager';
import { FundSearch } from '../components/fund-search';
import { FundTable } from '../components/fund-table';
import { filterFunds, housesOf, sortFunds } from '../domain/filter-funds';
import { FUND_PAGE_SIZE, MAX_COMPARE, SORT_OPTIONS, readFundListState, writeFundListState, type FundSort } from '../domain/list-state';

/**
 * The fund list, `/overseas/fund` (rules FND-1, FND-10): the search, filters, sort, pages and the funds
 * chosen to compare, all in the address.
 */
export function FundListPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readFundListState(params), [params]);
  const list = useQuery(fundListQuery());
  // each change applies to the latest address, including a change still on its way (React Router applies
  // a navigation in a transition, and its own functional form reads the render's copy), so two quick
  // clicks (two filters, two funds to compare) both count
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (patch: ListPatch, keepPage = false) => {
      const current = readFundListState(latest.current);
      const next = writeFundListState({ ...current, ...(keepPage ? {} : { page: 1 }), ...(typeof patch === 'function' ? patch(current) : patch) });
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );
  const funds = list.data;
  const shown = useMemo(() => (funds === undefined ? [] : sortFunds(filterFunds(funds, state), state.sort)), [funds, state]);
  const houses = useMemo(() => (funds === undefined ? [] : housesOf(funds)), [funds]);
  const pages = Math.max(1, Math.ceil(shown.length / FUND_PAGE_SIZE));
  const page = Math.min(state.page, pages);
  const onPage = shown.slice((page - 1) * FUND_PAGE_SIZE, page * FUND_PAGE_SIZE);
  const filtered = state.types.length + state.currencies.length + state.risks.length > 0 || state.house !== '' || state.distributing;
  const compared = state.compare.map((id) => funds?.find((fund) => fund.fundId === id)).filter((fund) => fund !== undefined);

  const toggleCompare = (fundId: string) =>
    update((current) => ({ compare: current.compare.includes(fundId) ? current.compare.filter((id) => id !== fundId) : [...current.compare, fundId].slice(0, MAX_COMPARE) }), true);

  return (
    <section className="fund-page" aria-labelledby="fund-title">
      <div className="fund-page__head">
        <h1 id="fund-title">海外基金</h1>
        <Link to="/overseas/fund/holdings">我的基金（庫存與委託）</Link>
      </div>
      {list.isError ? (
        <LoadError className="fund-empty" message={failureMessage(list.error, '基金資料暫時無法取得，請稍後再試。')} onRetry={() => void list.refetch()} />
      ) : funds === undefined ? (
        <PageLoading label="基金資料載入中…" />
      ) : (
        <>
          <FundSearch key={state.q} value={state.q} onSearch={(q) => update({ q })} />
          <FundFilters state={state} houses={houses} onChange={(patch) => update(patch)} />
          <div className="fund-toolbar">
            <label className="fund-filters__field">
              排序
              <select className="ui-input" value={state.sort} onChange={(event) => update({ sort: event.target.value as FundSort })}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="ui-button" onClick={() => update({ types: [], currencies: [], risks: [], house: '', distributing: false })}>
              清除篩選
            </button>
          </div>
          <div className="fund-compare-bar" role="region" aria-label="基金比較">
            <p>
              已選 {compared.length} 檔比較（最多 {MAX_COMPARE} 檔）{compared.length > 0 ? `：${compared.map((fund) => fund.name).join('、')}` : ''}
            </p>
            {compared.length >= 2 ? (
              <Link className="ui-button ui-button--primary" to={`/overseas/fund/compare?ids=${compared.map((fund) => fund.fundId).join(',')}`}>
                比較 {compared.length} 檔基金
              </Link>
            ) : (
              <span className="fund-muted">勾選 2 至 3 檔基金即可並列比較。</span>
            )}
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            符合條件的基金共 {shown.length} 檔
          </p>
          {shown.length === 0 ? (
            <div className="fund-empty">
              {state.q === '' ? (
                <p>查無符合條件的基金，請調整篩選條件。</p>
              ) : (
                <>
                  <p>
                    找不到符合「{state.q}」的基金{filtered ? '（已同時套用篩選條件）' : ''}。請確認名稱、ISIN 或基金公司，或清除搜尋。
                  </p>
                  <button type="button" className="ui-button" onClick={() => update({ q: '' })}>
                    清除搜尋
                  </button>
                </>
              )}
            </div>
          ) : (
            <>
              <FundTable funds={onPage} compare={state.compare} onToggleCompare={toggleCompare} caption={`基金列表（共 ${shown.length} 檔）`} />
              <FundPager page={page} pages={pages} total={shown.length} onPageCount={onPage.length} onPage={(next) => update({ page: next }, true)} />
            </>
          )}
        </>
      )}
    </section>
  );
}
