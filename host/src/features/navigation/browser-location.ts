/**
 * Full-page navigations of the shell, in one object so that tests can observe them (jsdom's
 * `window.location` cannot be replaced).
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
