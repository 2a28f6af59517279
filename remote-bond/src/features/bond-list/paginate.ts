import { PAGE_SIZE } from 'shared';

/** The pager's figures with the broker's names (rule LST-5). */
export interface Pagination {
  currentPage: number;
  totalPage: number;
  /** Bonds on the current page. */
  itemsCount: number;
  /** Bonds in the whole answer. */
  symbolCount: number;
  /** Index of the page's first bond in the answer. */
  start: number;
}

/** Splits an answer of `symbolCount` bonds into pages of nine (rule LST-5); the page is clamped to what exists. */
export function paginate(symbolCount: number, requestedPage: number, pageSize: number = PAGE_SIZE): Pagination {
  const totalPage = Math.max(1, Math.ceil(symbolCount / pageSize));
  const currentPage = Math.min(Math.max(1, Math.floor(requestedPage)), totalPage);
  const start = (currentPage - 1) * pageSize;
  return { currentPage, totalPage, itemsCount: Math.max(0, Math.min(pageSize, symbolCount - start)), symbolCount, start };
}
