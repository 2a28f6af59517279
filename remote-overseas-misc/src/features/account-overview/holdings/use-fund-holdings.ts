import type { ProductHoldings } from '../domain/portfolio';
import { unavailableHoldings } from './unavailable';

const UNAVAILABLE = unavailableHoldings('fund', '基金庫存查詢即將開放，目前尚無法在此顯示您的基金部位。');

/**
 * The fund positions of the selected account. The fund positions call is being built with fund orders
 * and is not in the product yet: until it is, the block says so (rule ACC-5).
 */
export function useFundHoldings(): ProductHoldings {
  return UNAVAILABLE;
}
