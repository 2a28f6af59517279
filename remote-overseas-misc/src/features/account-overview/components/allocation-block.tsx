import { useMemo } from 'react';
import { DataTable, formatAmount, formatPercent, type DataColumn } from 'shared';
import { ShareBars } from 'shared/chart';
import type { AllocationLine } from '../domain/summary';
import './allocation-block.css';
import { Block, BlockEmpty } from './block';

function AllocationTable({ caption, head, lines }: { caption: string; head: string; lines: readonly AllocationLine[] }) {
  const columns: readonly DataColumn<AllocationLine>[] = [
    { id: 'label', header: head, rowHeader: true, cell: (line) => line.label },
    { id: 'twd', header: '折合新台幣', numeric: true, cell: (line) => formatAmount(line.twd, 'TWD') },
    { id: 'percent', header: '占比', numeric: true, cell: (line) => formatPercent(line.percent, { decimals: 1 }) },
  ];
  // three short figures a line: on a phone they stay rows beside the chart
  return <DataTable caption={caption} label={`${caption}表格`} columns={columns} rows={lines} rowKey={(line) => line.label} phone="stack" className="page-table allocation__table" />;
}

function AllocationView({ caption, head, lines }: { caption: string; head: string; lines: readonly AllocationLine[] }) {
  const bars = useMemo(() => lines.map((line) => ({ label: line.label, percent: line.percent })), [lines]);
  return (
    <div className="allocation">
      <div className="allocation__chart">
        <ShareBars label={`${caption}長條圖，數字見旁邊的表格`} bars={bars} />
      </div>
      <AllocationTable caption={caption} head={head} lines={lines} />
    </div>
  );
}

/**
 * Where the account's known assets are, by product and by currency: a chart to read at a glance and the
 * same figures in a table beside it for screen readers and exact reading (rule ACC-8). The bars start at
 * zero on a 0–100 % track, so a share looks as large as its figure, and are drawn in HTML: no chart
 * library is fetched for them (rule PRF-5).
 */
export function AllocationBlock({ byProduct, byCurrency, partial }: { byProduct: readonly AllocationLine[]; byCurrency: readonly AllocationLine[]; partial: boolean }) {
  return (
    <Block title="資產配置">
      {byProduct.length === 0 ? (
        <BlockEmpty>目前沒有可計算配置的資產。</BlockEmpty>
      ) : (
        <>
          <AllocationView caption="依商品別" head="商品" lines={byProduct} />
          <AllocationView caption="依幣別" head="幣別" lines={byCurrency} />
          {partial && <p className="page-block__note">配置僅依已取得的資產計算，未含的項目見「資產總值」。</p>}
        </>
      )}
    </Block>
  );
}
