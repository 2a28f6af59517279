/**
 * The suitability rules (rule ORD-5): which products a customer may buy, with the reasons in zh-TW.
 * Pure, so the sandbox (through its shared-contracts file) enforces the very same rules as the pages.
 * @packageDocumentation
 */
export { checkSuitability, bondBuyRefusals, bondSuitabilityProduct, fundSuitabilityProduct, hasValidW8ben, riskGradeLevel, MAX_RISK_GRADE } from './check-suitability';
export type { SuitabilityProduct, SuitabilityProfile, SuitabilityCode, SuitabilityRefusal, SuitabilityBond, SuitabilityFund, SuitabilityProductKind } from './check-suitability';
