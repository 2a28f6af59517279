/**
 * What every margin page shares: the notice of a customer without an account. The pages' look (the
 * `margin-*` classes) is `./margin.css`, which each page imports itself: a style sheet imported here would
 * be skipped, since the pages reach this entry's exports directly (the package's side effects are its CSS).
 */
export { NoAccount } from './no-account';
