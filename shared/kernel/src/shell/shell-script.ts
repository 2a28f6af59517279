import { SESSION_KEYS } from '../session/session-storage';

/** The session keys the shell script reads (`rules.keys` in the rules the host's build writes beside it). */
export const SHELL_SESSION_KEYS = { theme: SESSION_KEYS.theme, auth: SESSION_KEYS.authVerify } as const;

/** Where the host's runtime config is served, and the window property the shell script leaves its early fetch of it in. */
export const RUNTIME_CONFIG = { path: '/runtime-config.json', handOff: '__shellRuntimeConfig' } as const;

/**
 * The host page's one inline script (rule PRF-2), run before the first paint: it picks the theme (the
 * tab's saved one, else dark on a phone's user agent, as `applyStartTheme` does) and tells the shell's CSS
 * which layout, navigation entry and header buttons this address and session have, from the rules the
 * build writes beside it (`#shell-rules`, a JSON data block). A constant, so that the Content-Security-Policy
 * allows exactly it by its hash (`shellScriptHash` in the scripts package); ES5, for the oldest webviews the app still opens.
 *
 * It also starts the runtime config's fetch and leaves the promise in `window[RUNTIME_CONFIG.handOff]` for the
 * host's entry, and, on an address inside a remote area, preloads that remote's manifest as soon as the config
 * names it (`<link rel=preload as=fetch>`, which the federation runtime's own fetch of it then reuses): the
 * manifest no longer waits for the host's first script to arrive and run (rule PRF-2).
 */
export const SHELL_SCRIPT = String.raw`(function () {
  var root = document.documentElement;
  var rules;
  try {
    rules = JSON.parse(document.getElementById('shell-rules').textContent);
  } catch (error) {
    return;
  }
  function read(key) {
    try {
      return window.sessionStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }
  var theme = read(rules.keys.theme);
  if (theme !== 'light' && theme !== 'dark') theme = new RegExp(rules.mobile, 'i').test(navigator.userAgent) ? 'dark' : 'light';
  root.setAttribute('data-theme', theme);
  var path = location.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  function within(base) {
    base = base.toLowerCase();
    return path === base || path.indexOf(base + '/') === 0;
  }
  var layout = path === '/' ? rules.root : 'default';
  var area = null;
  var i;
  for (i = 0; i < rules.bare.length; i += 1) if (within(rules.bare[i])) layout = 'none';
  for (i = 0; i < rules.areas.length; i += 1) {
    if (within(rules.areas[i].base) && (area === null || rules.areas[i].base.length > area.base.length)) area = rules.areas[i];
  }
  if (area !== null) {
    layout = area.layout;
    var below = path.slice(area.base.length).replace(/^\/+/, '');
    if (area.cart !== null && area.cart.indexOf(below) < 0) root.setAttribute('data-shell-cart', '');
  }
  root.setAttribute('data-shell', layout);
  if (typeof window.fetch === 'function') {
    var early = window.fetch(rules.config.path).then(function (response) {
      if (!response.ok) throw new Error(rules.config.path + ' answered ' + response.status);
      return response.json();
    });
    early.then(null, function () {}); // the host's entry reports a config that cannot be read
    window[rules.config.handOff] = early;
    if (area !== null) {
      early.then(function (config) {
        var manifest = config && config.remotes ? config.remotes[area.remote] : null;
        if (typeof manifest !== 'string' || !/^https?:\/\//i.test(manifest)) return;
        var link = document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'fetch');
        link.crossOrigin = 'anonymous';
        link.href = manifest;
        document.head.appendChild(link);
      }, function () {});
    }
  }
  function active(links, attribute) {
    for (var j = 0; j < links.length; j += 1) {
      var to = links[j].to.toLowerCase();
      if (path === to || (!links[j].end && path.indexOf(to + '/') === 0)) {
        root.setAttribute(attribute, String(j));
        return;
      }
    }
  }
  active(rules.nav, 'data-shell-nav');
  active(rules.tabs, 'data-shell-tab');
  var auth = null;
  try {
    auth = JSON.parse(read(rules.keys.auth) || 'null');
  } catch (error) {
    auth = null;
  }
  if (auth && auth.postData && auth.postData.idno && auth.postData.apver === '') root.setAttribute('data-shell-logout', '');
  if (auth && auth.userData && auth.userData.accounts && auth.userData.accounts.length > 1) root.setAttribute('data-shell-accounts', '');
})();`;
