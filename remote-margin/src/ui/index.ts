/** What every margin page shares: its look (the `margin-*` classes of margin.css) and the notice of a customer without an account. */
import './margin.css';

export { NoAccount } from './no-account';
