import { REMOTE_AREAS } from 'shared/areas';
import { RUNTIME_CONFIG, SHELL_SESSION_KEYS } from 'shared/shell';
import { COMPANY } from '../../features/layout/company';
import { FOOTER_DISCLAIMERS, MARGIN_TABS, OVERSEAS_NAV } from '../../features/layout/shell-text';
import { MOBILE_UA } from '../../features/theme/mobile-ua';
import { STATIC_SHELL_ID } from './shell-id';

/**
 * The shell in the served HTML (rule PRF-2): header, navigation and footer of the address's layout, in its
 * theme, painted before any script; React's shell takes over on its first commit ({@link removeStaticShell}).
 * Built at build time from the same data the React layouts render (`shell-text.ts`, `company.ts`) and the
 * remote areas' table; the inline script that runs in the browser is `shared/shell`'s.
 */

/** The host's own pages outside any layout (the hand-off's verify page), and where `/` leads. */
const BARE_PATHS = ['/auth/verify'] as const;
const ROOT_LAYOUT = 'overseas';

/** What the inline script decides from, written into the page as JSON. */
export interface ShellRules {
  readonly keys: typeof SHELL_SESSION_KEYS;
  /** {@link MOBILE_UA}'s pattern, matched case-insensitively. */
  readonly mobile: string;
  readonly root: string;
  readonly bare: readonly string[];
  /** Where the runtime config is fetched from, and the window property the early fetch is handed off in. */
  readonly config: typeof RUNTIME_CONFIG;
  /** Each remote area: its base path, its layout, its remote (whose manifest is preloaded), and the pages below it without the cart button (null: no cart button). */
  readonly areas: readonly { readonly base: string; readonly layout: string; readonly remote: string; readonly cart: readonly string[] | null }[];
  readonly nav: readonly { readonly to: string; readonly end: boolean }[];
  readonly tabs: readonly { readonly to: string; readonly end: boolean }[];
}

/** The rules from the remote areas' table and the layouts' links. */
export function shellRules(): ShellRules {
  return {
    keys: SHELL_SESSION_KEYS,
    mobile: MOBILE_UA.source,
    root: ROOT_LAYOUT,
    bare: BARE_PATHS,
    config: RUNTIME_CONFIG,
    areas: REMOTE_AREAS.map((area) => ({
      base: area.basePath,
      layout: area.layout,
      remote: area.remote,
      cart: area.cartButton === undefined ? null : area.cartButton.hiddenOn,
    })),
    nav: OVERSEAS_NAV.map((item) => ({ to: item.to, end: item.end })),
    tabs: MARGIN_TABS.map((tab) => ({ to: tab.to, end: false })),
  };
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function links(items: readonly { readonly to: string; readonly label: string }[]): string {
  return items.map((item) => `<a class="site-nav__link" href="${text(item.to)}">${text(item.label)}</a>`).join('');
}

/** The shell's markup, as the React layouts render it on their first commit (`layouts.tsx`, `header.tsx`, `footer.tsx`). */
export function staticShellMarkup(): string {
  const phones = COMPANY.servicePhones
    .map((phone) => `<span>${text(phone.label)}：<a href="tel:${phone.number.replace(/[^\d]/g, '')}">${text(phone.number)}</a></span>`)
    .join('');
  return [
    `<div id="${STATIC_SHELL_ID}" class="layout static-shell" aria-hidden="true" inert>`,
    '<header class="site-header">',
    '<a href="/overseas" class="site-header__logo"><span class="visually-hidden">凱基證券 </span><span class="site-header__mark">KGI</span><span class="site-header__name">海外交易</span><span class="visually-hidden">首頁</span></a>',
    '<div class="site-header__actions">',
    '<span class="account-selector static-shell__accounts"><span>交易帳號</span><select class="ui-input"><option>0000000（台北分公司）</option></select></span>',
    '<span class="ui-button site-header__cart-placeholder static-shell__cart"><span>購物車</span><span class="site-header__cart-placeholder-badge">0</span></span>',
    '<span class="ui-button site-header__logout static-shell__logout">登出</span>',
    '</div>',
    '</header>',
    `<nav class="site-nav static-shell__nav">${links(OVERSEAS_NAV)}</nav>`,
    '<main class="layout__main">',
    `<nav class="section-tabs static-shell__tabs">${links(MARGIN_TABS)}</nav>`,
    '<div class="remote-area__loading">頁面載入中…</div>',
    '</main>',
    '<footer class="site-footer">',
    `<section class="site-footer__disclaimers"><p>${text(FOOTER_DISCLAIMERS.quotes)}</p><p>${text(FOOTER_DISCLAIMERS.ratings)}<button type="button" class="site-footer__terms-link">${text(FOOTER_DISCLAIMERS.termsButton)}</button></p></section>`,
    `<address class="site-footer__company"><strong>${text(COMPANY.name)}</strong>${phones}<span>地址：${text(COMPANY.address)}</span><span>${text(COMPANY.licence)}</span></address>`,
    '</footer>',
    // parsed last: until it is, the shell stays unpainted (static-shell.css), so a page arriving in pieces
    // never paints a header that grows when its last buttons arrive
    '<i class="static-shell__end" hidden></i>',
    '</div>',
  ].join('');
}

/** The chosen navigation entry and margin tab, styled as React's `NavLink` marks the active one. */
export function activeLinkStyle(): string {
  const selectors = [
    ...OVERSEAS_NAV.map((_item, index) => `html[data-shell-nav='${index}'] .static-shell__nav > a:nth-child(${index + 1})`),
    ...MARGIN_TABS.map((_tab, index) => `html[data-shell-tab='${index}'] .static-shell__tabs > a:nth-child(${index + 1})`),
  ];
  return `${selectors.join(',\n')} {\n  color: var(--color-text);\n  border-bottom-color: var(--color-primary);\n  font-weight: 700;\n}\n`;
}
