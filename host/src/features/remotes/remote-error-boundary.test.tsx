import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '../navigation/browser-location';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadError } from './remote-load-error';

function Throws({ error }: { error: Error }): never {
  throw error;
}

let reload: jest.SpyInstance;

beforeEach(() => {
  sessionStorage.clear();
  reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteErrorBoundary', () => {
  it('reloads once for a code-load failure, then shows the fallback with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const failure = new RemoteLoadError('remote_bond', 'manifest', new Error('[ Federation Runtime ]: #RUNTIME-003'));
    const first = render(
      <RemoteErrorBoundary path="/overseas/bond" onRetry={onRetry}>
        <Throws error={failure} />
      </RemoteErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    render(
      <RemoteErrorBoundary path="/overseas/bond" onRetry={onRetry}>
        <Throws error={failure} />
      </RemoteErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('此功能暫時無法載入，請稍後再試。');
    await user.click(screen.getByRole('button', { name: '重新載入' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('treats a ChunkLoadError as a code-load failure', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    render(
      <RemoteErrorBoundary path="/marginDeposit/info" onRetry={jest.fn()}>
        <Throws error={chunk} />
      </RemoteErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tries the area again on another path', () => {
    const crashing = new TypeError('x is undefined');
    const view = render(
      <RemoteErrorBoundary path="/overseas/stock" onRetry={jest.fn()}>
        <Throws error={crashing} />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('999')).toBeInTheDocument();
    view.rerender(
      <RemoteErrorBoundary path="/overseas/fund" onRetry={jest.fn()}>
        <h1>海外基金</h1>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '海外基金' })).toBeInTheDocument();
  });

  it('shows the 999 page inside the shell when remote code crashes', () => {
    render(
      <RemoteErrorBoundary path="/overseas/stock" onRetry={jest.fn()}>
        <Throws error={new TypeError('x is undefined')} />
      </RemoteErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首頁' })).toBeInTheDocument();
  });
});
