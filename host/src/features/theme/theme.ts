import { readSession, SESSION_KEYS, writeSession } from 'shared/internal';
import { MOBILE_UA } from './mobile-ua';

/** The two themes (rule SHL-7). */
export type Theme = 'light' | 'dark';


/** The theme for this tab: the one saved in session storage, else dark on a mobile user agent, light otherwise. */
export function chooseTheme(userAgent: string, saved: string | null): Theme {
  if (saved === 'light' || saved === 'dark') return saved;
  return MOBILE_UA.test(userAgent) ? 'dark' : 'light';
}

/** Chooses the theme at start, saves it in session storage and applies it through the CSS variables. */
export function applyStartTheme(): Theme {
  const theme = chooseTheme(navigator.userAgent, readSession(SESSION_KEYS.theme));
  writeSession(SESSION_KEYS.theme, theme);
  document.documentElement.dataset['theme'] = theme;
  return theme;
}
