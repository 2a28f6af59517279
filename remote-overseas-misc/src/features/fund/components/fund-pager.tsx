/** Page navigation of the fund list: current page, pages, funds on the page and in all. */
export function FundPager({ page, pages, onPage, onPageCount, total }: { page: number; pages: number; onPage: (page: number) => void; onPageCount: number; total: number }) {
  return (
    <nav className="fund-pager" aria-label="分頁">
      <button type="button" className="ui-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一頁
      </button>
      <span aria-current="page">
        第 {page} / {pages} 頁（本頁 {onPageCount} 檔，共 {total} 檔）
      </span>
      <button type="button" className="ui-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一頁
      </button>
    </nav>
  );
}
