import { DOCUMENTS_BASE_PATH } from 'shared/contracts';

/** The 外國債券風險預告書 (the foreign bond risk disclosure) a 一般投資人 acknowledges before buying a bond. */
export const BOND_RISK_DISCLOSURE_PATH = `${DOCUMENTS_BASE_PATH}/bond-risk-disclosure`;
