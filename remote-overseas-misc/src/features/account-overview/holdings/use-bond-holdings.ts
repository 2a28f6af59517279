import type { ProductHoldings } from '../domain/portfolio';
import { unavailableHoldings } from './unavailable';

const UNAVAILABLE = unavailableHoldings('bond', '債券庫存查詢即將開放，目前尚無法在此顯示您的債券部位。');

/**
 * The bond positions of the selected account. The bond holdings call is being built with bond orders and
 * is not in the product yet: until it is, the block says so (rule ACC-5).
 */
export function useBondHoldings(): ProductHoldings {
  return UNAVAILABLE;
}
