/** Customer-facing texts fixed by the product rules (docs/product-rules.md), verbatim. */
export const MESSAGES = {
  /** Fatal error page (rule SHL-6). */
  fatal: '您好，因目前使用人數眾多，請稍後再試或聯繫您的營業員，我們會立即為您處理，謝謝。',
  fatalCode: '999',
  backHome: '返回首頁',
  /** Connection-lost modal (rule SES-5). */
  connectionLostTitle: '提醒',
  connectionLost: '很抱歉，連線已經失效，請重新執行!',
  /** Guest blocked from a bond page (rule GRD-2). */
  guestBond: '訪客無權限。',
  /** Guest blocked from a tab or margin-deposit page (rule GRD-3). */
  guestLogin: '訪客無權限，請登入後繼續使用。',
  logout: '登出',
  /** The way in for someone not signed in or the guest (rule SES-10). */
  signIn: '登入',
  goToSignIn: '前往登入',
  remoteUnavailable: '此功能暫時無法載入，請稍後再試。',
  retry: '重新載入',
  confirm: '確定',
  cancel: '取消',
  close: '關閉',
  loading: '資料載入中…',
} as const;

/** The 404 text (rule SHL-2), `Page not found: {path}`. */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
