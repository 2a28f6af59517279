import { formatDecimal, minorUnitDigits, type CurrencyTotals } from '../domain';

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
          const digits = minorUnitDigits(total.currency);
          return (
            <tr key={total.currency}>
              <th scope="row">{total.currency}</th>
              <td>{total.lineCount}</td>
              <td>{formatDecimal(total.grossConsideration, digits)}</td>
              <td>{formatDecimal(total.accruedInterest, digits)}</td>
              <td>{formatDecimal(total.tradingFee, digits)}</td>
              <td>{formatDecimal(total.totalAmount, digits)}</td>
              <td>{formatDecimal(total.custodyFee, digits)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
