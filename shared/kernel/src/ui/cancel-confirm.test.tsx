import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/errors';
import { CancelConfirm, type CancelConfirmProps } from './cancel-confirm';

const base: CancelConfirmProps = { label: '取消委託 S1', question: '確定取消委託 S1？', outcome: null, pending: false, error: null, onConfirm: () => undefined, onClose: () => undefined };

describe('CancelConfirm (rules ORD-1, ORD-13)', () => {
  it('asks, confirms once and goes back', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(<CancelConfirm {...base} onConfirm={onConfirm} onClose={onClose} />);
    const group = screen.getByRole('group', { name: '取消委託 S1' });
    expect(group).toHaveTextContent('確定取消委託 S1？');
    await userEvent.click(screen.getByRole('button', { name: '確認取消' }));
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed again while the cancel is on its way, and shows why the last try failed', () => {
    render(<CancelConfirm {...base} pending error={new ApiError('business', '系統忙碌中。')} />);
    expect(screen.getByRole('button', { name: '取消中…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('取消未成功：系統忙碌中。');
  });

  it('shows the outcome instead of the question, announced, with 關閉', () => {
    render(<CancelConfirm {...base} outcome="委託 S1 已取消。" />);
    expect(screen.getByRole('status')).toHaveTextContent('委託 S1 已取消。');
    expect(screen.queryByRole('button', { name: '確認取消' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '關閉' })).toBeEnabled();
  });
});
