import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from './data-table';

interface Holding {
  readonly name: string;
  readonly isin: string;
  readonly value: string;
}

const HOLDINGS: readonly Holding[] = [
  { name: '美國公債 2030', isin: 'US91282CJL54', value: '10,250.00' },
  { name: '蘋果 2031', isin: 'US037833EA27', value: '9,870.50' },
];

function columns(onSell: (isin: string) => void): readonly DataColumn<Holding>[] {
  return [
    { id: 'name', header: '債券', rowHeader: true, cell: (h) => h.name },
    { id: 'value', header: '參考市值', numeric: true, sortable: true, cell: (h) => h.value },
    {
      id: 'sell',
      header: '賣出',
      kind: 'action',
      cell: (h) => (
        <button type="button" onClick={() => onSell(h.isin)}>
          賣出 {h.name}
        </button>
      ),
    },
  ];
}

describe('DataTable', () => {
  it('is a table named by its caption, with column headers, a row header per row and every cell labelled for the phone', () => {
    render(<DataTable caption="庫存明細" columns={columns(() => undefined)} rows={HOLDINGS} rowKey={(h) => h.isin} />);

    const table = screen.getByRole('table', { name: '庫存明細' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['債券', '參考市值', '賣出']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['美國公債 2030', '蘋果 2031']);
    const value = within(table).getByRole('cell', { name: '10,250.00' });
    expect(value).toHaveAttribute('data-label', '參考市值');
    expect(value).toHaveClass('num');
    // an action's cell carries no label on the card: the button says what it does
    expect(within(table).getByRole('button', { name: '賣出 蘋果 2031' }).closest('td')).toHaveAttribute('data-label', '');
    // the region that scrolls on a wide screen is reachable by keyboard and named
    expect(screen.getByRole('region', { name: '庫存明細' })).toHaveAttribute('tabindex', '0');
  });

  it('runs a row action with that row', async () => {
    const sold: string[] = [];
    render(<DataTable caption="庫存明細" columns={columns((isin) => sold.push(isin))} rows={HOLDINGS} rowKey={(h) => h.isin} />);

    await userEvent.click(screen.getByRole('button', { name: '賣出 蘋果 2031' }));

    expect(sold).toEqual(['US037833EA27']);
  });

  it('says how it is sorted and asks the page to sort when a sortable header is pressed', async () => {
    const asked: string[] = [];
    const { rerender } = render(
      <DataTable caption="庫存明細" columns={columns(() => undefined)} rows={HOLDINGS} rowKey={(h) => h.isin} sort={{ by: 'name', direction: 'ascending', onSort: (id) => asked.push(id) }} />,
    );
    const valueHeader = screen.getByRole('columnheader', { name: /參考市值/ });
    expect(valueHeader).toHaveAttribute('aria-sort', 'none');
    // a column that does not sort has no button and no aria-sort
    expect(screen.getByRole('columnheader', { name: '債券' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(valueHeader).getByRole('button', { name: /參考市值/ }));
    expect(asked).toEqual(['value']);

    rerender(
      <DataTable caption="庫存明細" columns={columns(() => undefined)} rows={HOLDINGS} rowKey={(h) => h.isin} sort={{ by: 'value', direction: 'descending', onSort: (id) => asked.push(id) }} />,
    );
    expect(screen.getByRole('columnheader', { name: /參考市值/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('keeps a visually hidden caption for screen readers and a foot of totals', () => {
    render(
      <DataTable
        caption="各幣別合計"
        captionHidden
        columns={columns(() => undefined)}
        rows={HOLDINGS}
        rowKey={(h) => h.isin}
        foot={
          <tr>
            <th scope="row">合計</th>
            <td data-label="參考市值">20,120.50</td>
            <td />
          </tr>
        }
      />,
    );

    expect(screen.getByText('各幣別合計')).toHaveClass('visually-hidden');
    expect(screen.getByRole('rowheader', { name: '合計' }).closest('tfoot')).not.toBeNull();
  });

  it('gives a cell its class per row and the table its test id', () => {
    const withColour: readonly DataColumn<Holding>[] = [
      { id: 'name', header: '債券', rowHeader: true, cell: (h) => h.name },
      { id: 'value', header: '參考市值', numeric: true, className: (h) => (h.value.startsWith('9') ? 'loss' : 'gain'), cell: (h) => h.value },
    ];
    render(<DataTable caption="庫存明細" columns={withColour} rows={HOLDINGS} rowKey={(h) => h.isin} testId="holdings" />);

    expect(screen.getByTestId('holdings')).toBe(screen.getByRole('table', { name: '庫存明細' }));
    expect(screen.getByRole('cell', { name: '10,250.00' })).toHaveClass('num', 'gain');
    expect(screen.getByRole('cell', { name: '9,870.50' })).toHaveClass('num', 'loss');
    expect(screen.getByRole('columnheader', { name: '參考市值' })).not.toHaveClass('gain');
  });
  it('renders again only the rows whose row object changed, when the page keeps its rows and columns', () => {
    const rendered: string[] = [];
    const counted: readonly DataColumn<Holding>[] = [
      {
        id: 'name',
        header: '債券',
        rowHeader: true,
        cell: (h) => {
          rendered.push(h.isin);
          return h.name;
        },
      },
    ];
    const { rerender } = render(<DataTable caption="庫存明細" columns={counted} rows={HOLDINGS} rowKey={(h) => h.isin} />);
    expect(rendered).toEqual(['US91282CJL54', 'US037833EA27']);

    rendered.length = 0;
    const [first, second] = HOLDINGS as [Holding, Holding];
    const changed = { ...second, name: '蘋果 2031（新）' };
    rerender(<DataTable caption="庫存明細" columns={counted} rows={[first, changed]} rowKey={(h) => h.isin} />);
    expect(rendered).toEqual(['US037833EA27']);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['美國公債 2030', '蘋果 2031（新）']);

    // new columns: every row again
    rendered.length = 0;
    rerender(<DataTable caption="庫存明細" columns={[...counted]} rows={[first, changed]} rowKey={(h) => h.isin} />);
    expect(rendered).toEqual(['US91282CJL54', 'US037833EA27']);
  });
});
