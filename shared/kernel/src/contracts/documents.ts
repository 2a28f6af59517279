/**
 * Where the documents a customer must be able to read before buying are served (rule SHL-15): our
 * own contract, not part of the known broker contract. Plain zh-TW HTML pages under the API base, at these
 * stable paths; the sandbox serves them, a deployment the broker's document server at the same paths.
 * `?back=<same-site path>` adds a 返回 link to that path of the app, for the app's webview, which has no tabs.
 */
export const DOCUMENTS_BASE_PATH = '/docs';
