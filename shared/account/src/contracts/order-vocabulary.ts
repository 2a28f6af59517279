import * as v from 'valibot';

/** An ISO 8601 time with Taiwan's offset (`2025-07-01T10:00:00+08:00`). */
export const OrderTimeSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?\+08:00$/, '必須是 +08:00 的 ISO 8601 時間'));

/** An order's state, with the customer's words for it (rule ORD-12). */
export const ORDER_STATE_OPTIONS = [
  { value: 'WORKING', label: '委託中' },
  { value: 'PARTIAL', label: '部分成交' },
  { value: 'FILLED', label: '全部成交' },
  { value: 'CANCELLED', label: '已取消' },
  { value: 'EXPIRED', label: '已失效' },
  { value: 'REJECTED', label: '已退回' },
  { value: 'PREORDER', label: '預約' },
] as const;

/** One of the order states. */
export type OrderState = (typeof ORDER_STATE_OPTIONS)[number]['value'];

/** The states in which an order may still fill (and be cancelled). */
export const OPEN_ORDER_STATES: readonly OrderState[] = ['WORKING', 'PARTIAL', 'PREORDER'];
