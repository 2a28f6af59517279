import { DOCUMENTS_BASE_PATH } from 'shared/contracts';

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
