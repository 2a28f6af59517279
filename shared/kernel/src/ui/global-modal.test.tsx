import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetModal, showModal } from '../stores/modal.store';
import { GlobalModal } from './global-modal';

afterEach(async () => await act(async () => resetModal()));

describe('GlobalModal', () => {
  it('shows what any app puts in the modal store and reports the button pressed', async () => {
    const user = userEvent.setup();
    const callback = jest.fn();
    render(<GlobalModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => showModal({ title: '提醒', content: '很抱歉，連線已經失效，請重新執行!', callback }));
    expect(screen.getByRole('dialog', { name: '提醒' })).toHaveTextContent('很抱歉，連線已經失效，請重新執行!');
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(callback).toHaveBeenCalledWith('positive');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers 取消 on a confirm modal and reports it', async () => {
    const user = userEvent.setup();
    const callback = jest.fn();
    render(<GlobalModal />);
    await act(async () => showModal({ title: '確認', content: '刪除？', modalType: 'confirm', callback }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(callback).toHaveBeenCalledWith('negative');
  });
});
