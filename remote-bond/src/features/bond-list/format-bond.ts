import { formatDecimal, formatPercent, formatQuantity, formatBrokerDate } from 'shared';
import { CPN_FREQ_OPTIONS, CURRENCY_OPTIONS, STOCK_CLASS_OPTIONS, type Bond } from '@shared/bond';
import { labelOf } from 'shared/contracts';
import { formatPrice } from '../cart';

/** How a bond's figures read in the list, each with the decimals its kind of figure carries. */
export interface BondDisplay {
  coupon: string;
  frequency: string;
  maturity: string;
  remainingTerm: string;
  ytm: string;
  ytc: string | null;
  refPriceBuy: string;
  minFaceValue: string;
  currency: string;
  bondClass: string;
}

/** Formats a bond for the list: rates and yields in percent (3 decimals), prices 3 decimals, amounts grouped. */
export function formatBond(bond: Bond): BondDisplay {
  return {
    coupon: formatPercent(bond.faceRate, { decimals: 3 }),
    frequency: labelOf(CPN_FREQ_OPTIONS, String(bond.cpnFreq)),
    maturity: formatBrokerDate(bond.maturityDate),
    remainingTerm: `${formatDecimal(bond.remainingTerm, 2)} 年`,
    ytm: formatPercent(bond.dYtm, { decimals: 3 }),
    ytc: bond.callable && bond.dYtc !== null ? formatPercent(bond.dYtc, { decimals: 3 }) : null,
    refPriceBuy: formatPrice(bond.refPriceBuyNumber),
    minFaceValue: formatQuantity(bond.faceValue, bond.issueCurrency),
    currency: labelOf(CURRENCY_OPTIONS, bond.issueCurrency),
    bondClass: labelOf(STOCK_CLASS_OPTIONS, bond.stockClass),
  };
}
