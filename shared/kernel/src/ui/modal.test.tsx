import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開啟
      </button>
      <Modal open={open} title="條款" onClose={() => setOpen(false)}>
        <p>內容</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog with focus inside, and closes by its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '開啟' }));
    const dialog = screen.getByRole('dialog', { name: '條款' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getAllByRole('button', { name: '關閉' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '開啟' })).toHaveFocus();
  });

  it('closes by a click on the overlay but not by a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '開啟' }));
    await user.click(screen.getByText('內容'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes by Escape and keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '開啟' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
