import { DISTRIBUTION_FREQUENCY_OPTIONS, FUND_CURRENCY_OPTIONS, FUND_TYPE_OPTIONS, SHARE_CLASS_OPTIONS, type FundSummary } from '@shared/fund';
import { labelOf } from 'shared/contracts';

/** The type's name: `債券型`. */
export function typeText(type: string): string {
  return labelOf(FUND_TYPE_OPTIONS, type);
}

/** The currency's name with its code: `美元 USD`. */
export function currencyText(currency: string): string {
  return `${labelOf(FUND_CURRENCY_OPTIONS, currency)} ${currency}`;
}

/** The share class in words: `配息型（月配）`, `累積型`. */
export function shareClassText(fund: Pick<FundSummary, 'shareClass' | 'distributionFrequency'>): string {
  const name = labelOf(SHARE_CLASS_OPTIONS, fund.shareClass);
  return fund.distributionFrequency === '' ? name : `${name}（${labelOf(DISTRIBUTION_FREQUENCY_OPTIONS, fund.distributionFrequency)}）`;
}
