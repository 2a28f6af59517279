import type { ReactNode } from 'react';
import { getRuntimeConfig } from '../config/runtime-config';
import { readIsMobile } from '../session/session-storage';

/** Props of {@link DocumentLink}. */
export interface DocumentLinkProps {
  /** The document's path under the API base (`shared/kernel/src/contracts/documents.ts`). */
  path: string;
  children: ReactNode;
}

/**
 * A link to a document the customer reads before buying (rule SHL-15). In a browser it opens in a new tab
 * (`rel="noopener"`: the document cannot reach back into the page), so an order half filled in stays as it
 * is. The app's webview has no tabs and would strand the customer on the document: there the document
 * opens in place and carries a 返回 link to the page it was opened from.
 */
export function DocumentLink({ path, children }: DocumentLinkProps) {
  const url = `${getRuntimeConfig().apiBase}${path}`;
  if (readIsMobile()) {
    const back = `${window.location.pathname}${window.location.search}`;
    return <a href={`${url}?back=${encodeURIComponent(back)}`}>{children}</a>;
  }
  return (
    <a href={url} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">（另開新視窗）</span>
    </a>
  );
}
