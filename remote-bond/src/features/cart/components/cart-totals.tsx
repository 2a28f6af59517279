import { formatAmount } from 'shared';
import type { CurrencyTotals } from '../domain';

/** The cart's totals per settlement currency. */
export function CartTotals({ totals }: { totals: readonly CurrencyTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <table className="cart-totals">
      <caption>購物車合計（依交割幣別）</caption>
      <thead>
        <tr>
          <th scope="col">幣別</th>
          <th scope="col">檔數</th>
          <th scope="col">成交金額</th>
          <th scope="col">前手息</th>
          <th scope="col">手續費</th>
          <th scope="col">預估應付金額</th>
          <th scope="col">保管費（首年，另計）</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => {
          return (
            <tr key={total.currency}>
              <th scope="row">{total.currency}</th>
              <td>{total.lineCount}</td>
              <td>{formatAmount(total.grossConsideration, total.currency)}</td>
              <td>{formatAmount(total.accruedInterest, total.currency)}</td>
              <td>{formatAmount(total.tradingFee, total.currency)}</td>
              <td>{formatAmount(total.totalAmount, total.currency)}</td>
              <td>{formatAmount(total.custodyFee, total.currency)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
