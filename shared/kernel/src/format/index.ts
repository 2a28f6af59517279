/**
 * The product's formatters (rule SHL-13) for code that runs outside the page: the sandbox's messages read
 * exactly as the pages do. Pages use the same functions through `shared`'s main entry.
 * @packageDocumentation
 */

export { currencyLabel, formatAmount, formatDecimal, formatMoney, formatPercent, formatQuantity } from './number';
export { formatBrokerDate, formatDate, formatDateTime, formatTime, inputDate } from './date';
export { readNumberInput } from './number-input';
export type { NumberInput } from './number-input';
