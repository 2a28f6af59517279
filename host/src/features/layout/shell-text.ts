/**
 * What the shell says and links to, as data: the React layouts render it, and the build writes the same
 * into the served HTML, so that the first paint shows the shell before any script (rule PRF-2).
 */

/** The overseas layout's navigation (rule SHL-1): each link's address and words; `end` matches the address alone. */
export const OVERSEAS_NAV = [
  { to: '/overseas', label: '海外首頁', end: true },
  { to: '/overseas/bond', label: '海外債券', end: false },
  { to: '/overseas/stock', label: '海外股票', end: false },
  { to: '/overseas/fund', label: '海外基金', end: false },
  { to: '/overseas/account', label: '帳務查詢', end: false },
  { to: '/marginDeposit/info', label: '保證金專區', end: false },
] as const;

/**
 * The margin deposit layout's tabs (rule SHL-1), after the way back to the overseas pages: the layout has
 * no site navigation, and in the app's webview there is no browser back button (rule SHL-1).
 */
export const MARGIN_TABS = [
  { to: '/overseas', label: '‹ 海外交易' },
  { to: '/marginDeposit/info', label: '保證金資訊' },
  { to: '/marginDeposit/trans', label: '保證金轉帳' },
] as const;

/** The footer's disclaimers (rule SHL-5): the quotes', then the ratings' (followed by the terms button). */
export const FOOTER_DISCLAIMERS = {
  quotes: '本網站報價資訊由資訊廠商提供，僅供一般參考，不構成任何投資建議。',
  ratings: '信用評等資訊來源為外部資訊提供者，實際評等以評等機構官方公告為準。',
  termsButton: '信用評等資訊使用條款',
} as const;
