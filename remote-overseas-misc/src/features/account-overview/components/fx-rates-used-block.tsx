import { MARGIN_CURRENCY_NAMES, formatDateTime, formatDecimal, useQuery } from 'shared';
import { fxRatesQuery } from '../api/account-queries';
import { Block, BlockEmpty, QueryBody, TableWrap } from './block';

/**
 * Today's indicative rates and their time (rule ACC-4): the rates the positions are converted to TWD
 * with; the cash block shows the rate of each of its own currencies beside it.
 */
export function FxRatesUsedBlock({ title = '參考匯率' }: { title?: string }) {
  const query = useQuery(fxRatesQuery());
  return (
    <Block title={title}>
      <QueryBody query={query} loadingLabel="匯率載入中…">
        {({ rates }) => {
          // one time for all rates (the usual case) is said once, so the table fits a phone's width
          const times = [...new Set(rates.map((rate) => rate.time))];
          const oneTime = times.length === 1;
          return rates.length === 0 ? (
            <BlockEmpty>目前沒有參考匯率。</BlockEmpty>
          ) : (
            <>
              <TableWrap label="各幣別參考匯率">
                <table className="page-table">
                  <caption className="visually-hidden">今日參考匯率（每一外幣兌新台幣）</caption>
                  <thead>
                    <tr>
                      <th scope="col">幣別</th>
                      <th scope="col">參考匯率（新台幣）</th>
                      {!oneTime && <th scope="col">時間</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {rates.map((rate) => (
                      <tr key={rate.currency}>
                        <th scope="row">
                          {MARGIN_CURRENCY_NAMES[rate.currency]} {rate.currency}
                        </th>
                        <td className="num">{formatDecimal(rate.rate, 4)}</td>
                        {!oneTime && <td>{formatDateTime(rate.time)}</td>}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <p className="page-block__note">
                {oneTime ? `匯率時間：${formatDateTime(times[0] ?? '')}。` : ''}參考匯率僅供參考，實際換匯以成交時報價為準。
              </p>
            </>
          );
        }}
      </QueryBody>
    </Block>
  );
}
