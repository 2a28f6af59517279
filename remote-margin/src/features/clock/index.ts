/** The countdowns of the margin pages: `mm:ss` of the time left; the ticking clock itself is `useNow` from `shared`. */
export { formatCountdown } from './format-countdown';
