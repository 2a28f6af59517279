import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows both disclaimers and the company particulars', () => {
    render(<Footer />);
    expect(screen.getByText(/報價資訊由資訊廠商提供，僅供一般參考，不構成任何投資建議/)).toBeInTheDocument();
    expect(screen.getByText(/信用評等資訊來源為外部資訊提供者，實際評等以評等機構官方公告為準/)).toBeInTheDocument();
    expect(screen.getByText('凱基證券股份有限公司')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(02) 2389-0088' })).toHaveAttribute('href', 'tel:0223890088');
    expect(screen.getByRole('link', { name: '0800-085-005' })).toBeInTheDocument();
    expect(screen.getByText(/地址：/)).toBeInTheDocument();
    expect(screen.getByText(/許可證照字號/)).toBeInTheDocument();
  });

  it('opens the rating terms from the footer', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    await user.click(screen.getByRole('button', { name: '信用評等資訊使用條款' }));
    const dialog = screen.getByRole('dialog', { name: '信用評等資訊使用條款' });
    for (const term of ['內部使用', '不得轉載', '明示或默示之保證', '人工智慧', '非即時資訊']) {
      expect(dialog).toHaveTextContent(term);
    }
  });

  const closers: [string, (dialog: HTMLElement) => HTMLElement][] = [
    ['the × button in its title bar', (dialog) => within(dialog).getAllByRole('button', { name: '關閉' })[0] as HTMLElement],
    ['the 關閉 button under the terms', (dialog) => within(dialog).getAllByRole('button', { name: '關閉' })[1] as HTMLElement],
    // the overlay has no role: it is the dialog's backdrop, what a click beside the dialog lands on
    ['a click on the overlay', () => screen.getByTestId('modal-overlay')],
  ];

  it.each(closers)('closes the rating terms by %s', async (_way, closer) => {
    const user = userEvent.setup();
    render(<Footer />);
    await user.click(screen.getByRole('button', { name: '信用評等資訊使用條款' }));
    const dialog = screen.getByRole('dialog', { name: '信用評等資訊使用條款' });
    expect(within(dialog).getAllByRole('button', { name: '關閉' })).toHaveLength(2);
    await user.click(closer(dialog));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is reachable and closable by keyboard', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    screen.getByRole('button', { name: '信用評等資訊使用條款' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '信用評等資訊使用條款' })).toHaveFocus();
  });
});
