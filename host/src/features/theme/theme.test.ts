import { applyStartTheme, chooseTheme } from './theme';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('chooseTheme', () => {
  it('is dark for mobile user agents and light otherwise', () => {
    expect(chooseTheme(IPHONE, null)).toBe('dark');
    expect(chooseTheme(ANDROID, null)).toBe('dark');
    expect(chooseTheme(DESKTOP, null)).toBe('light');
  });

  it('keeps the theme saved in this tab', () => {
    expect(chooseTheme(DESKTOP, 'dark')).toBe('dark');
    expect(chooseTheme(IPHONE, 'light')).toBe('light');
    expect(chooseTheme(DESKTOP, 'purple')).toBe('light');
  });
});

describe('applyStartTheme', () => {
  it('saves the theme in session storage and sets it on the document', () => {
    sessionStorage.clear();
    expect(applyStartTheme()).toBe('light');
    expect(sessionStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset['theme']).toBe('light');
  });
});
