// The one place the sandbox reaches into the browser package: the contracts are plain TypeScript
// with no DOM use, and sharing them is what keeps the sandbox and the front end on one contract.
// Relative on purpose: `shared`'s package entry also pulls in React code the sandbox must not load.
export * from '../../../shared/kernel/src/contracts/index';
// Internal to the contracts folder; the sandbox checks bodies outside any contract with it.
export { isRecord } from '../../../shared/kernel/src/contracts/fields';
// The suitability rules, pure like the contracts: the sandbox refuses an order by the same rules as the page.
export * from '../../../shared/kernel/src/suitability/index';
