import { isGuestIdno, useAccounts, useLogin } from 'shared';

/**
 * Who is looking at a page: nobody signed in, the guest (rule GRD-1) or a customer with the account
 * selected in the header (rule SES-8). Pages decide from it which calls they may make: nothing that needs
 * a token for an anonymous visitor, nothing of a customer's for the guest.
 */
export type Viewer =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'guest' }
  | { readonly kind: 'customer'; readonly idno: string; readonly account: string };

/** The {@link Viewer}, re-rendering when the login or the selected account changes (no page load). */
export function useViewer(): Viewer {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  if (idno === '') return { kind: 'anonymous' };
  if (isGuestIdno(idno)) return { kind: 'guest' };
  return { kind: 'customer', idno, account: selectAccount };
}
