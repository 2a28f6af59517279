import { DataTable, Link, formatDateTime, type DataColumn } from 'shared';
import { PRODUCT_LABELS } from '../domain/portfolio';
import { mergeOrders, type AccountOrderRow, type ProductOrders } from '../orders/account-orders';
import { Block, BlockEmpty, BlockError, BlockLoading } from './block';

/** The product order pages, each where its orders are followed and cancelled. */
const ORDER_PAGES: readonly { readonly product: 'bond' | 'stock' | 'fund'; readonly href: string; readonly label: string }[] = [
  { product: 'bond', href: '/overseas/bond/marketorder', label: '債券委託查詢' },
  { product: 'stock', href: '/overseas/stock', label: '股票委託' },
  { product: 'fund', href: '/overseas/fund/holdings', label: '基金委託與庫存' },
];

/** The merged list's columns; on a phone the order number (the row's heading) heads its card. */
const ORDER_COLUMNS: readonly DataColumn<AccountOrderRow>[] = [
  { id: 'product', header: '商品', className: 'page-table__product', cell: (row) => PRODUCT_LABELS[row.product] },
  {
    id: 'orderNo',
    header: '委託書號',
    rowHeader: true,
    cell: (row) => (
      <Link to={row.href} aria-label={`${PRODUCT_LABELS[row.product]}委託 ${row.orderNo}：${row.name}`}>
        {row.orderNo}
      </Link>
    ),
  },
  { id: 'name', header: '名稱', kind: 'wide', cell: (row) => row.name },
  { id: 'side', header: '買賣', cell: (row) => row.side },
  { id: 'quantity', header: '數量／金額', numeric: true, cell: (row) => row.quantity },
  { id: 'state', header: '狀態', cell: (row) => row.state },
  { id: 'placedAt', header: '委託時間', cell: (row) => formatDateTime(row.placedAt) },
];

/** Why a product's orders are not in the list: loading, failed (with 重新查詢) or not available yet (rules ACC-3, ACC-5). */
function ProductNotice({ entry }: { entry: ProductOrders }) {
  const label = PRODUCT_LABELS[entry.product];
  if (entry.status === 'loading') return <BlockLoading label={`${label}委託載入中…`} />;
  if (entry.status === 'error') return <BlockError message={`${label}委託：${entry.message}`} onRetry={entry.retry} />;
  if (entry.status === 'unavailable') return <BlockEmpty>{entry.reason}</BlockEmpty>;
  return null;
}

/**
 * The selected account's orders of every product in one list, newest first (rule ACC-12): product, order
 * number, name, side, state, quantity and time, each leading to its product's order page. A product whose
 * orders are loading, failed or not available says so on its own line; the others show.
 */
export function OrdersBlock({ products }: { products: readonly ProductOrders[] }) {
  const { rows, working } = mergeOrders(products);
  return (
    <Block title="委託總覽">
      {products.map((entry) => (
        <ProductNotice key={entry.product} entry={entry} />
      ))}
      {rows.length === 0 ? (
        products.some((entry) => entry.status === 'ready') && <BlockEmpty>此帳號近期沒有委託。</BlockEmpty>
      ) : (
        <>
          <p className="page-block__note" data-testid="working-orders">
            委託中 {working} 筆
          </p>
          <DataTable caption="委託總覽（新到舊）" captionHidden columns={ORDER_COLUMNS} rows={rows} rowKey={(row) => `${row.product}-${row.orderNo}`} className="page-table page-table--orders" />
        </>
      )}
      <ul className="page-block__links">
        {ORDER_PAGES.map((page) => (
          <li key={page.product}>
            <Link to={page.href}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}
