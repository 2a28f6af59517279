// Development builds only: the first module of the host's page (and of a remote's standalone page), right
// after the refresh plugin's entry has hooked this runtime into React's global hook, before React loads.
// It publishes that one runtime for the remotes' modules (./remote-runtime.ts): React is one instance in the
// page, so the components of every app register with the runtime that React calls back.
import * as runtime from 'react-refresh/runtime';
import { REFRESH_RUNTIME_KEY } from './refresh-runtime';

Object.defineProperty(globalThis, REFRESH_RUNTIME_KEY, { value: runtime, configurable: true });
