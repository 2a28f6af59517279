// The one place the sandbox reaches into the product's contracts: the pure entries of the kernel's
// building blocks and of each product package (plain TypeScript, no DOM, no React), so the sandbox and the
// front end answer and parse by one definition, and the sandbox refuses an order by the same suitability
// rules as the page.
export * from 'shared/contracts';
export * from 'shared/money';
export * from '@shared/account/contracts';
export * from '@shared/bond/contracts';
export * from '@shared/fund/contracts';
export * from '@shared/margin/contracts';
export * from '@shared/stock/contracts';
