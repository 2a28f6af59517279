import type { ProductRiskGrade } from '../contracts/risk-grade';
import type { CustomerProfile, RiskType } from '../contracts/customer-profile';
import { formatDate } from 'shared/format';

/**
 * Who may buy which product (rule ORD-5): the one set of suitability rules for bond, stock and fund
 * orders, the bond finder's 「只顯示我可以申購的」, and the sandbox, which enforces the same rules when an
 * order arrives. Pure: no clock (today is passed in), no state, no React, so the sandbox can load it.
 */

/** Which kind of product is bought: the refusal names it (「此基金限專業投資人申購」, not 此債券). */
export type SuitabilityProductKind = 'bond' | 'fund' | 'stock';

/** How a refusal names each kind of product and what buying it is called. */
const PRODUCT_WORDS: Readonly<Record<SuitabilityProductKind, { readonly noun: string; readonly verb: string; readonly usIssuer: string }>> = {
  bond: { noun: '債券', verb: '申購', usIssuer: '此為美國發行人之債券' },
  fund: { noun: '基金', verb: '申購', usIssuer: '此為美國註冊之基金' },
  stock: { noun: '股票', verb: '買進', usIssuer: '此為美國市場之股票' },
};

/** What the rules need to know of a product. */
export interface SuitabilityProduct {
  /** Bond, fund or stock: the words of the refusal. */
  readonly kind: SuitabilityProductKind;
  readonly riskGrade: ProductRiskGrade;
  /** True when only professional investors may buy it (a bond's investorRestriction `PI`). */
  readonly professionalOnly: boolean;
  /** True when buying it needs a W-8BEN on file (a US issuer's bond or a US stock). */
  readonly needsW8ben: boolean;
}

/** What the rules need to know of the customer: a {@link CustomerProfile} or any part of it that has these fields. */
export type SuitabilityProfile = Pick<CustomerProfile, 'investorClass' | 'riskType' | 'kycExpiry' | 'w8benOnFile' | 'w8benExpiry'>;

/** Why a product is refused, as a code programs can test. */
export type SuitabilityCode = 'KYC_EXPIRED' | 'PROFESSIONAL_ONLY' | 'RISK_TOO_HIGH' | 'W8BEN_MISSING';

/** One refusal: its code and the reason in plain zh-TW, shown to the customer as it is. */
export interface SuitabilityRefusal {
  readonly code: SuitabilityCode;
  readonly message: string;
}

/** The highest product risk grade each KYC risk type may buy: 保守型 ≤ RR2, 穩健型 ≤ RR3, 積極型 ≤ RR5. */
export const MAX_RISK_GRADE: Readonly<Record<RiskType, ProductRiskGrade>> = { C: 'RR2', M: 'RR3', A: 'RR5' };

const RISK_TYPE_LABEL: Readonly<Record<RiskType, string>> = { C: '保守型', M: '穩健型', A: '積極型' };

/** 1 for RR1 … 5 for RR5. */
export function riskGradeLevel(grade: ProductRiskGrade): number {
  return Number(grade.slice(2));
}

/** True when a document valid through `expiry` (`YYYYMMDD`, inclusive) is no longer valid on `today`. */
function expired(expiry: string, today: string): boolean {
  // YYYYMMDD strings of the same length compare in calendar order.
  return expiry < today;
}

/** True when a W-8BEN is on file and still valid on `today`. */
export function hasValidW8ben(profile: SuitabilityProfile, today: string): boolean {
  return profile.w8benOnFile && profile.w8benExpiry !== '' && !expired(profile.w8benExpiry, today);
}

/**
 * Every reason the customer may not buy the product on `today` (`YYYYMMDD`, Taipei date); an empty list
 * means the customer may. An expired KYC refuses everything and comes first; the others follow in a fixed
 * order so a page and the sandbox give the same first reason.
 */
export function checkSuitability(profile: SuitabilityProfile, product: SuitabilityProduct, today: string): SuitabilityRefusal[] {
  const refusals: SuitabilityRefusal[] = [];
  if (expired(profile.kycExpiry, today)) {
    refusals.push({
      code: 'KYC_EXPIRED',
      message: `您的風險屬性評估（KYC）已於 ${formatDate(profile.kycExpiry)} 到期，請重新填寫評估後再下單。`,
    });
  }
  const words = PRODUCT_WORDS[product.kind];
  if (product.professionalOnly && profile.investorClass !== 'PRO') {
    refusals.push({ code: 'PROFESSIONAL_ONLY', message: `此${words.noun}限專業投資人${words.verb}，您目前為一般投資人。` });
  }
  const allowed = MAX_RISK_GRADE[profile.riskType];
  if (riskGradeLevel(product.riskGrade) > riskGradeLevel(allowed)) {
    refusals.push({
      code: 'RISK_TOO_HIGH',
      message: `此商品風險等級為 ${product.riskGrade}，高於您的風險屬性（${RISK_TYPE_LABEL[profile.riskType]}）可承受的 ${allowed}。`,
    });
  }
  if (product.needsW8ben && !hasValidW8ben(profile, today)) {
    refusals.push({
      code: 'W8BEN_MISSING',
      message: profile.w8benOnFile ? `${words.usIssuer}，您的 W-8BEN 表單已過期，請更新後再下單。` : `${words.usIssuer}，須先簽署 W-8BEN 表單才能${words.verb}。`,
    });
  }
  return refusals;
}

/** The fields of a bond the rules read (see `Bond`). */
export interface SuitabilityBond {
  readonly ProductRiskGrade: ProductRiskGrade;
  readonly investorRestriction: 'PI' | 'ALL';
  readonly issuerCountry: string;
}

/** A bond as a {@link SuitabilityProduct}: `PI` is professional-only; a US issuer needs a W-8BEN. */
export function bondSuitabilityProduct(bond: SuitabilityBond): SuitabilityProduct {
  return { kind: 'bond', riskGrade: bond.ProductRiskGrade, professionalOnly: bond.investorRestriction === 'PI', needsW8ben: bond.issuerCountry === 'US' };
}

/**
 * Every reason the customer may not buy the bond on `today` (rule ORD-5): the one rule the bond list's and
 * the detail page's 加入購物車, order entry and the sandbox's cart and order checks all ask.
 */
export function bondBuyRefusals(profile: SuitabilityProfile, bond: SuitabilityBond, today: string): SuitabilityRefusal[] {
  return checkSuitability(profile, bondSuitabilityProduct(bond), today);
}

/** The fields of a fund share class the rules read (see `FundSummary`). */
export interface SuitabilityFund {
  readonly riskGrade: ProductRiskGrade;
  readonly professionalOnly: boolean;
}

/** A fund share class as a {@link SuitabilityProduct}: offshore funds are sold without a W-8BEN. */
export function fundSuitabilityProduct(fund: SuitabilityFund): SuitabilityProduct {
  return { kind: 'fund', riskGrade: fund.riskGrade, professionalOnly: fund.professionalOnly, needsW8ben: false };
}
