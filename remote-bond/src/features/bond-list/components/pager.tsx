import { formatQuantity } from 'shared';
import type { Pagination } from '../paginate';

/** Page navigation with the broker's figures (rule LST-5): current page, total pages, bonds on this page and in all. */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  const { currentPage, totalPage, itemsCount, symbolCount } = pagination;
  return (
    <nav className="bond-pager" aria-label="分頁">
      <button type="button" className="ui-button" disabled={currentPage <= 1} onClick={() => onPage(1)} aria-label="第一頁">
        «
      </button>
      <button type="button" className="ui-button" disabled={currentPage <= 1} onClick={() => onPage(currentPage - 1)}>
        上一頁
      </button>
      <span className="bond-pager__status" aria-current="page">
        第 {currentPage} / {totalPage} 頁（本頁 {itemsCount} 檔，共 {formatQuantity(symbolCount, '檔')}）
      </span>
      <button type="button" className="ui-button" disabled={currentPage >= totalPage} onClick={() => onPage(currentPage + 1)}>
        下一頁
      </button>
      <button type="button" className="ui-button" disabled={currentPage >= totalPage} onClick={() => onPage(totalPage)} aria-label="最後一頁">
        »
      </button>
    </nav>
  );
}
