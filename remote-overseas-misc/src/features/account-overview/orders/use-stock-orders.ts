import type { ProductOrders } from './account-orders';

const UNAVAILABLE: ProductOrders = { status: 'unavailable', product: 'stock', reason: '股票委託查詢即將開放，目前尚無法在此顯示您的股票委託。' };

/**
 * The stock orders of the selected account. Stock orders are not in the product yet: until they are, the
 * block says so and no count includes them (rule ACC-5).
 */
export function useStockOrders(): ProductOrders {
  return UNAVAILABLE;
}
