/**
 * Where the documents a customer must be able to read before buying are served (rule SHL-15): our
 * own contract, not part of the known broker contract. Plain zh-TW HTML pages under the API base, at these
 * stable paths; the sandbox serves them, a deployment the broker's document server at the same paths.
 * `?back=<same-site path>` adds a 返回 link to that path of the app, for the app's webview, which has no tabs.
 */
export const DOCUMENTS_BASE_PATH = '/docs';

/** The 外國債券風險預告書 (the foreign bond risk disclosure) a 一般投資人 acknowledges before buying a bond. */
export const BOND_RISK_DISCLOSURE_PATH = `${DOCUMENTS_BASE_PATH}/bond-risk-disclosure`;

/** The documents of a fund: its 公開說明書 (prospectus) and 投資人須知 (key facts for investors). */
export type FundDocumentKind = 'prospectus' | 'investor-notice';

/** zh-TW name of each fund document. */
export const FUND_DOCUMENT_NAMES: Readonly<Record<FundDocumentKind, string>> = {
  prospectus: '公開說明書',
  'investor-notice': '投資人須知',
};

/** The path of one fund share class's document. */
export function fundDocumentPath(fundId: string, kind: FundDocumentKind): string {
  return `${DOCUMENTS_BASE_PATH}/funds/${encodeURIComponent(fundId)}/${kind}`;
}
