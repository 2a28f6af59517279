/**
 * `@shared/account/contracts`: what every product reads of the customer and the day: the customer's profile (investor class, KYC risk type, W-8BEN, settlement accounts), who may buy what (rule ORD-5), product risk grades, order states, and today's indicative FX rates (rule ACC-4).
 * Valibot schemas with their request builders and answer parsers; pure, without React, so the remote that
 * owns the product and the sandbox (under Node) import one definition.
 * @packageDocumentation
 */

export * from './customer-profile';
export * from './fx-rates';
export * from './otp';
export * from './kyc';
export * from './w8ben';
export * from './risk-grade';
export * from './order-vocabulary';
export * from '../suitability';
