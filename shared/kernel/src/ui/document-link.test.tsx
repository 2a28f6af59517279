import { render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import { writeIsMobile } from '../session/session-storage';
import { DocumentLink } from './document-link';

beforeEach(() => {
  sessionStorage.clear();
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  window.history.replaceState(null, '', '/overseas/fund/F1?range=1Y');
});

describe('DocumentLink (rule SHL-15)', () => {
  it('opens the document in a new tab in a browser, without a way back into the page, and says so', () => {
    render(<DocumentLink path="/docs/funds/F1/prospectus">公開說明書</DocumentLink>);
    const link = screen.getByRole('link', { name: /^公開說明書\s?（另開新視窗）$/ });
    expect(link).toHaveAttribute('href', 'http://api.test/docs/funds/F1/prospectus');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('in the app’s webview, which has no tabs, opens in place with the way back to this page', () => {
    writeIsMobile(true);
    render(<DocumentLink path="/docs/funds/F1/prospectus">公開說明書</DocumentLink>);
    const link = screen.getByRole('link', { name: '公開說明書' });
    expect(link).toHaveAttribute('href', `http://api.test/docs/funds/F1/prospectus?back=${encodeURIComponent('/overseas/fund/F1?range=1Y')}`);
    expect(link).not.toHaveAttribute('target');
  });
});
