import { DataTable, formatDateTime, formatDecimal, useQuery, type DataColumn } from 'shared';
import { MARGIN_CURRENCY_NAMES } from 'shared/money';
import { type FxRate } from '@shared/account';
import { fxRatesQuery } from '../api/account-queries';
import { Block, BlockEmpty, QueryBody } from './block';

const RATE_COLUMNS: readonly DataColumn<FxRate>[] = [
  { id: 'currency', header: '幣別', rowHeader: true, cell: (rate) => `${MARGIN_CURRENCY_NAMES[rate.currency]} ${rate.currency}` },
  { id: 'rate', header: '參考匯率（新台幣）', numeric: true, cell: (rate) => formatDecimal(rate.rate, 4) },
];

const TIME_COLUMN: DataColumn<FxRate> = { id: 'time', header: '時間', cell: (rate) => formatDateTime(rate.time) };

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
              <DataTable
                caption="今日參考匯率（每一外幣兌新台幣）"
                captionHidden
                label="各幣別參考匯率"
                columns={oneTime ? RATE_COLUMNS : [...RATE_COLUMNS, TIME_COLUMN]}
                rows={rates}
                rowKey={(rate) => rate.currency}
                phone="stack"
                className="page-table"
              />
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
