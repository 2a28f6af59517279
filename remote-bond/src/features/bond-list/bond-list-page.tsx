import { useCallback, useMemo, useState } from 'react';
import { failureMessage, formatQuantity, isGuestIdno, keepPreviousData, Link, LoadError, PAGE_SIZE, useLoadingOverlay, useLogin, useQuery, useSearchParams } from 'shared';
import { type Bond, buildSymbolListRequest, SymbolKind } from '@shared/bond';
import { useAddToCart, useBuyRefusal } from '../cart';
import { SignInPrompt } from '../session';
import { useFavorites } from '../favorites';
import { bondListQuery } from './api/bond-list-query';
import { planListRequest } from './api/plan-list-request';
import { BondTable } from './components/bond-table';
import { BondTabs } from './components/bond-tabs';
import { FilterPanel } from './components/filter-panel';
import { Pager } from './components/pager';
import { SearchForm } from './components/search-form';
import { BondAnswer } from './bond-answer';
import { paginate } from './paginate';
import { SORT_OPTIONS, sortBonds, type BondSort } from './sort-bonds';
import { readBondListQuery, TAB_LABELS, writeBondListQuery, type BondListQuery, type BondTab } from './url-state';
import './bond-list.css';

/** What the list shows with no call to make (an empty 自選). */
const NO_BONDS = BondAnswer.of([]);
/** The query's request when there is none to make: never sent (the query is disabled then). */
const NO_CALL = buildSymbolListRequest({ kind: SymbolKind.ByIsin, isins: [] });

/** The bond list, `/overseas/bond` (rule LST-1): tabs, search, filters, sort, pages of nine, favourites and cart. */
export function BondListPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readBondListQuery(params), [params]);
  const { idno } = useLogin();
  const favorites = useFavorites();
  const addToCart = useAddToCart();
  const buying = useBuyRefusal();
  const [notice, setNotice] = useState('');
  const signedIn = idno !== '';
  const customer = signedIn && !isGuestIdno(idno);

  const needsFavorites = query.tab === 'favorites' && query.q === '';
  const favoritesSettled = favorites.status === 'ready';
  const plan = useMemo(() => planListRequest(query, needsFavorites ? favorites.isins : []), [query, needsFavorites, favorites.isins]);
  const waitForFavorites = needsFavorites && !favoritesSettled;
  // keyed by the request itself: a re-render or a page change asks nothing again; until the answer to a
  // new request is in, the rows on screen are the previous request's (placeholder data)
  const list = useQuery({
    ...bondListQuery(plan.call ? plan.request : NO_CALL),
    enabled: signedIn && !waitForFavorites && plan.call,
    placeholderData: keepPreviousData,
  });
  const data = plan.call && !list.isPlaceholderData ? list.data : undefined;
  const failed = plan.call && list.isError;
  // the answer to the current request is in, or there was none to ask for…
  const ready = !waitForFavorites && (!plan.call || (data?.complete === true && !failed));
  useLoadingOverlay(signedIn && plan.call && list.isFetching && data?.complete !== true, '債券資料載入中…');

  const update = useCallback(
    (patch: Partial<BondListQuery>) => setParams(writeBondListQuery({ ...query, page: 1, ...patch })),
    [query, setParams],
  );
  const onToggleFavorite = favorites.toggle;
  const onAddToCart = useCallback(
    (bond: Bond) => {
      setNotice('');
      void addToCart(bond).then((result) => setNotice(result.message));
    },
    [addToCart],
  );

  const searching = query.q !== '';
  // …or, once a long answer's first page has downloaded, that page is laid out while the rest arrives
  const previewing = !ready && !failed && data !== undefined && !data.complete && query.sort === 'default' && query.page === 1;
  // otherwise the previous request's rows stay until the new ones come
  const answer = !plan.call ? NO_BONDS : previewing || ready ? (data?.answer ?? NO_BONDS) : (list.data?.answer ?? NO_BONDS);
  const count = answer.length;
  const pagination = paginate(count, query.page);
  // the answer's own order needs only the page's bonds checked; another order needs them all
  const shown = useMemo((): { bonds: readonly Bond[] } | { error: string } => {
    try {
      if (query.sort === 'default') return { bonds: answer.slice(pagination.start, pagination.start + PAGE_SIZE) };
      return { bonds: sortBonds(answer.all(), query.sort).slice(pagination.start, pagination.start + PAGE_SIZE) };
    } catch (error) {
      return { error: failureMessage(error, '債券資料格式錯誤。') };
    }
  }, [answer, query.sort, pagination.start]);
  if (!signedIn) return <SignInPrompt title="海外債券" />;

  const title = searching ? `搜尋「${query.q}」` : TAB_LABELS[query.tab];

  return (
    <section className="bond-list-page" aria-labelledby="bond-title">
      <h1 id="bond-title" className="bond-list-page__title">
        海外債券
      </h1>
      {customer && (
        <nav className="bond-area-links" aria-label="債券工具">
          <Link to="/overseas/bond/ladder">債券階梯（新台幣）</Link>
        </nav>
      )}
      <BondTabs selected={searching ? null : query.tab} onSelect={(tab: BondTab) => update({ tab, q: '' })} />
      <div className="bond-toolbar">
        <SearchForm value={query.q} onSearch={(text) => update(text === '' ? { q: '', tab: 'picks' } : { q: text })} />
        <FilterPanel filters={query.filters} onApply={(filters) => update({ filters })} />
        <Link to="/overseas/bond/find" className="ui-button bond-finder-link">
          債券搜尋
        </Link>
        <label className="bond-sort">
          排序
          <select className="ui-input" value={query.sort} onChange={(event) => update({ sort: event.target.value as BondSort })}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="bond-notice" role="status" aria-live="polite">
        {favorites.notice || notice}
      </p>
      <div id="bond-list-panel" role="tabpanel" aria-labelledby={searching ? 'bond-title' : `bond-tab-${query.tab}`}>
        <p className="visually-hidden" role="status" aria-live="polite">
          {ready ? `${title}：共 ${count} 檔債券` : ''}
        </p>
        {needsFavorites && favorites.status === 'error' ? (
          <LoadError className="bond-empty" message={favorites.error} onRetry={favorites.refetch} />
        ) : failed || 'error' in shown ? (
          <LoadError
            className="bond-empty"
            message={failed ? (failureMessage(list.error, '債券資料暫時無法取得，請稍後再試。')) : 'error' in shown ? shown.error : ''}
            onRetry={() => void list.refetch()}
          />
        ) : ready && count === 0 ? (
          <div className="bond-empty" data-testid="bond-list" data-state="ready">
            {needsFavorites && favorites.isins.length === 0 ? (
              <>
                <p>您尚未加入自選債券。</p>
                <p>在「凱基選」或「債券報價」點選 ☆，即可將債券加入自選。</p>
                <button type="button" className="ui-button ui-button--primary" onClick={() => update({ tab: 'picks', q: '' })}>
                  瀏覽凱基選
                </button>
              </>
            ) : (
              <p>{searching ? `查無符合「${query.q}」的債券，請更換關鍵字或篩選條件。` : '查無符合條件的債券，請調整篩選條件。'}</p>
            )}
          </div>
        ) : (
          <>
            <BondTable
              caption={ready ? `債券列表：${title}（共 ${formatQuantity(count, '檔')}）` : `債券列表：${title}（查詢中…）`}
              bonds={shown.bonds}
              favorites={favorites.isins}
              state={ready ? 'ready' : 'loading'}
              actions={customer}
              onToggleFavorite={onToggleFavorite}
              refusalOf={buying.refusalOf}
              suitability={buying.settled ? 'checked' : 'pending'}
              onAddToCart={onAddToCart}
            />
            {count > 0 && !previewing && <Pager pagination={pagination} onPage={(page) => update({ page })} />}
          </>
        )}
      </div>
    </section>
  );
}
