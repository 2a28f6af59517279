import { CPN_FREQ_OPTIONS, CURRENCY_OPTIONS, DAY_COUNT_OPTIONS, INVESTOR_RESTRICTION_OPTIONS, RATING_AGENCY_OPTIONS, STOCK_CLASS_OPTIONS, type Bond } from '@shared/bond';
import { PRODUCT_RISK_GRADE_OPTIONS } from '@shared/account';
import { labelOf } from 'shared/contracts';

const COUNTRIES: Readonly<Record<string, string>> = {
  US: '美國', DE: '德國', FR: '法國', IT: '義大利', ES: '西班牙', GB: '英國', AU: '澳洲', NZ: '紐西蘭', JP: '日本',
  CN: '中國', XS: '國際組織（無單一國家）', NL: '荷蘭', CH: '瑞士', CA: '加拿大', KR: '韓國', ZA: '南非', BR: '巴西',
  MX: '墨西哥', ID: '印尼', IN: '印度', SA: '沙烏地阿拉伯', TR: '土耳其', HK: '香港', SG: '新加坡', TW: '台灣', SE: '瑞典', NO: '挪威',
};

/** The issuer's country as a customer reads it: its name and code (`美國 US`). */
export function countryName(code: string): string {
  const name = COUNTRIES[code];
  return name === undefined ? code : `${name} ${code}`;
}

/** The zh-TW labels of a bond's coded terms. */
export function bondLabels(bond: Bond) {
  return {
    currency: `${labelOf(CURRENCY_OPTIONS, bond.issueCurrency)} ${bond.issueCurrency}`,
    bondClass: labelOf(STOCK_CLASS_OPTIONS, bond.stockClass),
    frequency: labelOf(CPN_FREQ_OPTIONS, String(bond.cpnFreq)),
    couponType: bond.cpnFreq === 0 || bond.faceRate === 0 ? '零息債' : '固定利率',
    dayCount: `${bond.dayCount}（${labelOf(DAY_COUNT_OPTIONS, bond.dayCount)}）`,
    restriction: labelOf(INVESTOR_RESTRICTION_OPTIONS, bond.investorRestriction),
    riskGrade: labelOf(PRODUCT_RISK_GRADE_OPTIONS, bond.ProductRiskGrade),
    agency: (agency: string) => labelOf(RATING_AGENCY_OPTIONS, agency),
  };
}
