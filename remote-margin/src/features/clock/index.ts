/** The ticking clock of the margin pages' countdowns. */
export { formatCountdown, useNow } from './use-now';
