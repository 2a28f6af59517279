import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage, MESSAGES, writeLog } from 'shared';
import { browserLocation } from '../navigation/browser-location';
import { claimReload } from './reload-guard';
import { isCodeLoadError } from './remote-load-error';

interface Props {
  /** Address the area is showing; the reload guard counts per path. */
  path: string;
  /** A user's retry: start the area's load again. */
  onRetry: () => void;
  children: ReactNode;
}

type State = { failure: 'none' } | { failure: 'load'; reloading: boolean } | { failure: 'crash' };

/**
 * Keeps a remote's failure inside its area so the shell and the other remotes go on working. Code that
 * could not be fetched first reloads the page (at most once per 10 s per path, spec 4), then shows a
 * message with a retry; code that crashed shows the 999 page inside the shell.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: 'none' };

  static getDerivedStateFromError(error: unknown): State {
    return isCodeLoadError(error) ? { failure: 'load', reloading: false } : { failure: 'crash' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    writeLog({ event: isCodeLoadError(error) ? 'remote-load-failure' : 'remote-crash', path: this.props.path, message: error instanceof Error ? error.message : String(error) });
    if (isCodeLoadError(error)) {
      if (claimReload(this.props.path)) {
        this.setState({ failure: 'load', reloading: true });
        browserLocation.reload();
      }
      return;
    }
    console.error('remote area crashed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.path !== this.props.path && this.state.failure === 'crash') this.setState({ failure: 'none' });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failure: 'none' });
  };

  override render() {
    const { state } = this;
    if (state.failure === 'crash') return <ErrorPage />;
    if (state.failure === 'load') {
      if (state.reloading) return null;
      return (
        <section className="remote-fallback" role="alert">
          <h1 className="remote-fallback__title">{MESSAGES.remoteUnavailable}</h1>
          <p className="remote-fallback__hint">其他功能不受影響，您可以繼續使用上方選單。</p>
          <button type="button" className="ui-button ui-button--primary" onClick={this.retry}>
            {MESSAGES.retry}
          </button>
        </section>
      );
    }
    return this.props.children;
  }
}
