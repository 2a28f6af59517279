import { DocumentLink } from 'shared';
import { FUND_DOCUMENT_NAMES, fundDocumentPath } from '@shared/fund';

/** 「申購前請詳閱本基金公開說明書及投資人須知」, each a link to the share class's document (rule SHL-15). */
export function FundDocuments({ fundId, className }: { fundId: string; className?: string }) {
  return (
    <p className={className}>
      申購前請詳閱本基金
      <DocumentLink path={fundDocumentPath(fundId, 'prospectus')}>{FUND_DOCUMENT_NAMES.prospectus}</DocumentLink>及
      <DocumentLink path={fundDocumentPath(fundId, 'investor-notice')}>{FUND_DOCUMENT_NAMES['investor-notice']}</DocumentLink>。
    </p>
  );
}
