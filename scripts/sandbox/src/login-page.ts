import { SAMPLE_USERS } from './sample-users';

/** Where the hand-off goes when the login page is opened without a target. */
export const DEFAULT_TARGET = '/overseas/bond';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A same-site path to land on after login: starts with one slash, no scheme, no backslash, no control
 * characters. Anything else could turn the hand-off into an open redirect.
 */
export function isSafeTarget(target: string): boolean {
  const hasControl = [...target].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return /^\/(?![/\\])[^\s\\]*$/.test(target) && target.length <= 512 && !hasControl;
}

/**
 * The sandbox's stand-in for the broker's login (app or partner site): pick a sample user, land on
 * the host's /auth/verify with a one-time code. Works without JavaScript.
 */
export function renderLoginPage(target: string): string {
  const safeTarget = isSafeTarget(target) ? target : DEFAULT_TARGET;
  const choices = SAMPLE_USERS.map((user, index) => {
    const id = `user-${index}`;
    const checked = index === 0 ? ' checked' : '';
    return `      <li>
        <input type="radio" name="user" id="${id}" value="${escapeHtml(user.idno)}"${checked}>
        <label for="${id}"><strong>${escapeHtml(user.name)}</strong>（${escapeHtml(user.idno)}）— ${escapeHtml(user.description)}</label>
      </li>`;
  }).join('\n');
  const links = SAMPLE_USERS.map(
    (user) =>
      `      <li><a href="/login/handoff?user=${encodeURIComponent(user.idno)}&amp;target=${encodeURIComponent(safeTarget)}">以 ${escapeHtml(user.name)} 登入</a></li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>沙盒登入</title>
  <style>
    body { font-family: system-ui, "Noto Sans TC", "Microsoft JhengHei", sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.6; }
    ul { list-style: none; padding: 0; }
    li { margin: .5rem 0; }
    input[type=text] { width: 100%; padding: .4rem; font: inherit; }
    button { margin-top: 1rem; padding: .5rem 1.5rem; font: inherit; }
    .note { color: #555; font-size: .9rem; }
  </style>
</head>
<body>
  <h1>沙盒登入</h1>
  <p class="note">此頁模擬券商 App 或合作網站的登入交接：選擇一位測試使用者後，會帶著一次性驗證碼（60 秒內有效、只能使用一次）轉到前端的 /auth/verify。</p>
  <form method="get" action="/login/handoff">
    <fieldset>
      <legend>測試使用者</legend>
      <ul>
${choices}
      </ul>
    </fieldset>
    <label for="target">登入後前往的頁面</label>
    <input type="text" id="target" name="target" value="${escapeHtml(safeTarget)}">
    <button type="submit">登入</button>
  </form>
  <h2>快速連結</h2>
  <ul>
${links}
  </ul>
</body>
</html>
`;
}
