/**
 * `shared/money`: exact decimals (big.js) and the one table of each currency's minor units, the
 * currencies a customer's money is held in, and TWD values and totals (rule ACC-4). Pure; bundled by
 * whoever imports it (the kernel's formatters, every product package, the sandbox).
 * @packageDocumentation
 */

export * from './decimal';
export * from './minor-units';
export * from './currencies';
export * from './twd-value';
