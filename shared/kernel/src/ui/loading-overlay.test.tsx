import { act, render, screen } from '@testing-library/react';
import { hideLoading, resetLoading, showLoading } from '../stores/loading.store';
import { LoadingOverlay } from './loading-overlay';

afterEach(async () => await act(async () => resetLoading()));

describe('LoadingOverlay', () => {
  it('stays up until the last request in flight answers', async () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => {
      showLoading('查詢債券中…');
      showLoading('查詢債券中…');
    });
    expect(screen.getByRole('status')).toHaveTextContent('查詢債券中…');
    await act(async () => hideLoading());
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => hideLoading());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
