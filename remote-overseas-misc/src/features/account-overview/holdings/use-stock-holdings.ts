import type { ProductHoldings } from '../domain/portfolio';
import { unavailableHoldings } from './unavailable';

const UNAVAILABLE = unavailableHoldings('stock', '股票庫存查詢即將開放，目前尚無法在此顯示您的股票部位。');

/**
 * The stock positions of the selected account. The stock positions call is being built with stock orders
 * and is not in the product yet: until it is, the block says so (rule ACC-5).
 */
export function useStockHoldings(): ProductHoldings {
  return UNAVAILABLE;
}
