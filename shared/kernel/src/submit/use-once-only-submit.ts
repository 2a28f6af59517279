import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAccounts } from '../stores/account.store';
import { useLogin } from '../stores/login.store';
import type { SubmitKind } from '../contracts';
import { readUnresolvedSubmit, resolveUnresolvedSubmit, submitOnce, type SubmitOutcome, type SubmitRequest, type SubmitTarget } from './unresolved-submit';

/** Where a page's submit stands. */
export type SubmitPhase = 'idle' | 'sending' | 'checking' | SubmitOutcome<unknown>['state'];

/** What {@link useOnceOnlySubmit} gives a page. */
export interface OnceOnlySubmit<R> {
  readonly phase: SubmitPhase;
  /** The last outcome (accepted, refused, unknown or not received), until the next submit or {@link OnceOnlySubmit.reset}. */
  readonly outcome: SubmitOutcome<R> | undefined;
  /** True while a submit or a check is on its way: the page's send button is disabled. */
  readonly busy: boolean;
  /** True while the page has a submit whose outcome is not known yet. */
  readonly unresolved: boolean;
  /** Sends the change once (asks about an unresolved one first); a second call while busy does nothing. */
  readonly submit: (request: (clientKey: string) => SubmitRequest) => void;
  /** Asks the back end again what became of the unresolved submit. */
  readonly check: () => void;
  /** Forgets a refusal or a "not received" shown to the customer (not an unresolved submit, which stays until resolved). */
  readonly reset: () => void;
}

/** Options of {@link useOnceOnlySubmit}. */
export interface OnceOnlySubmitOptions<R> {
  /** The page's name for what it sends; one unresolved submit per customer, account and scope. */
  readonly scope: string;
  readonly kind: SubmitKind;
  /** The change's answer parser. */
  readonly parse: (json: unknown) => R;
  /** Text of the loading overlay while it is sent. */
  readonly loading?: string;
  /** Called once with an accepted result, whether it came from the send or from a check. */
  readonly onAccepted?: (result: R) => void;
}

interface State<R> {
  /** Whose state it is: a change of customer, account or scope starts afresh. */
  readonly of: string;
  readonly phase: SubmitPhase;
  readonly outcome: SubmitOutcome<R> | undefined;
  readonly unresolved: boolean;
}

/**
 * Once, and only once, for a money page (rule ORD-18): sends the customer's confirmed change through
 * {@link submitOnce} for the selected account, and, when the page opens with a submit left unresolved
 * (a reload, or coming back to the page), asks the back end at once what became of it.
 */
export function useOnceOnlySubmit<R>({ scope, kind, parse, loading, onAccepted }: OnceOnlySubmitOptions<R>): OnceOnlySubmit<R> {
  const { idno } = useLogin();
  const { selectAccount: account } = useAccounts();
  const of = `${idno}|${account}|${scope}|${kind}`;
  const fresh = useCallback((at: SubmitTarget, name: string): State<R> => ({ of: name, phase: 'idle', outcome: undefined, unresolved: readUnresolvedSubmit(at) !== undefined }), []);
  const [stored, setState] = useState<State<R>>(() => fresh({ idno, account, scope, kind }, of));
  const state = stored.of === of ? stored : fresh({ idno, account, scope, kind }, of);
  const busy = useRef(false);
  const latest = useRef({ parse, loading, onAccepted });
  useLayoutEffect(() => {
    latest.current = { parse, loading, onAccepted };
  });

  const run = useCallback(
    (work: (at: SubmitTarget) => Promise<SubmitOutcome<R> | undefined>, working: 'sending' | 'checking', at: SubmitTarget, name: string) => {
      if (busy.current || at.idno === '' || at.account === '') return;
      busy.current = true;
      // the key is kept before the request leaves: from then on the page has something to resolve
      // what an earlier try said is no longer the news once the next one is on its way
      setState({ of: name, phase: working, outcome: undefined, unresolved: working === 'sending' || readUnresolvedSubmit(at) !== undefined });
      const end = (ended: SubmitOutcome<R> | undefined) => {
        busy.current = false;
        setState({ of: name, phase: ended?.state ?? 'idle', outcome: ended, unresolved: readUnresolvedSubmit(at) !== undefined });
        if (ended?.state === 'accepted') latest.current.onAccepted?.(ended.result);
      };
      void work(at).then(end, (error: unknown) => end({ state: 'unknown', error }));
    },
    [],
  );

  // a page opened with a submit left unresolved asks about it before the customer can send anything
  useEffect(() => {
    const at: SubmitTarget = { idno, account, scope, kind };
    if (readUnresolvedSubmit(at) !== undefined) run((target) => resolveUnresolvedSubmit(target, latest.current.parse), 'checking', at, of);
  }, [idno, account, scope, kind, of, run]);

  const target: SubmitTarget = { idno, account, scope, kind };
  return {
    phase: state.phase,
    outcome: state.outcome,
    busy: state.phase === 'sending' || state.phase === 'checking',
    unresolved: state.unresolved,
    submit: (request) => run((at) => submitOnce(at, request, latest.current.parse, { loading: latest.current.loading }), 'sending', target, of),
    check: () => run((at) => resolveUnresolvedSubmit(at, latest.current.parse), 'checking', target, of),
    reset: () => {
      if (!busy.current) setState({ of, phase: 'idle', outcome: undefined, unresolved: readUnresolvedSubmit(target) !== undefined });
    },
  };
}
