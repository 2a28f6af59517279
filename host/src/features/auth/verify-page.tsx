import { useEffect, useRef, useState } from 'react';
import { failureMessage, getRuntimeConfig } from 'shared';
import { MESSAGES, useNavigate } from 'shared/internal';
import { blockedForCurrentUser, showGuestBlocked } from '../guard/guest-guard';
import { safeTarget } from './safe-target';
import { verifyHandoff } from './verify-handoff';

function ExpiredLanding() {
  return (
    <section className="verify-page" aria-labelledby="verify-title">
      <h1 id="verify-title">連線已失效</h1>
      <p>{MESSAGES.connectionLost}</p>
      <p>為保障您的帳戶安全，請重新登入後繼續使用。</p>
      <a className="ui-button ui-button--primary" href={getRuntimeConfig().loginUrl}>
        重新登入
      </a>
    </section>
  );
}

/**
 * `/auth/verify` (rule SES-1): takes the hand-off, removes it from the address bar before anything
 * else runs, exchanges its one-time code for the session, and goes on to the target if it is ours.
 * `?tab=noAuth` is the connection-expired landing.
 */
export function VerifyPage() {
  const navigate = useNavigate();
  const [handoff] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    const value = { code: params.get('code'), target: params.get('target'), tab: params.get('tab') };
    if (value.code !== null) window.history.replaceState(window.history.state, '', '/auth/verify');
    return value;
  });
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (handoff.code === null || started.current) return;
    started.current = true;
    verifyHandoff(handoff.code).then(
      () => {
        const target = safeTarget(handoff.target);
        const url = new URL(target, window.location.origin);
        // a guest handed straight to a page they may not open lands on /overseas with the reason
        const blocked = blockedForCurrentUser(url.pathname, url.search);
        if (blocked !== null) showGuestBlocked(blocked);
        navigate(blocked === null ? target : '/overseas', { replace: true });
      },
      (failure: unknown) => setError(failureMessage(failure, '登入驗證失敗，請重新登入。')),
    );
  }, [handoff, navigate]);

  if (handoff.tab?.toLowerCase() === 'noauth') return <ExpiredLanding />;
  if (handoff.code === null || error !== null) {
    return (
      <section className="verify-page" role="alert" aria-labelledby="verify-title">
        <h1 id="verify-title">無法完成登入</h1>
        <p>{error ?? '登入資訊不完整，請由凱基證券 App 或網站重新登入。'}</p>
        <a className="ui-button ui-button--primary" href={getRuntimeConfig().loginUrl}>
          重新登入
        </a>
      </section>
    );
  }
  return (
    <section className="verify-page" role="status" aria-live="polite">
      <h1 id="verify-title">登入驗證中…</h1>
    </section>
  );
}
