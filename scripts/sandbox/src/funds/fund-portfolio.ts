import { formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { createPrng, type Prng } from '../bonds/prng';
import type { FundType } from '../shared-contracts';
import type { FundClassDefinition } from './fund-universe';

// What a fund holds, as its house's monthly factsheet reports it (rule FND-11): the five largest holdings
// and the sector (or, for a balanced or money-market fund, asset-type) weights, at the last month-end.
// Made from the class's seed with a source of its own, so the NAV paths are untouched. About one class in
// seven has no factsheet on file: the page then says 資料未提供.

const HOLDINGS: Readonly<Record<FundType, readonly string[]>> = {
  EQ: ['台積電', '微軟', '蘋果', '輝達', '亞馬遜', 'Alphabet', 'Meta Platforms', '諾和諾德', '雀巢', '艾司摩爾', '三星電子', '騰訊控股', '豐田汽車', '聯合健康', '摩根大通', '禮來', 'LVMH', '信實工業'],
  BD: ['美國公債 4.25% 2034/11/15', '美國公債 3.875% 2030/08/15', '德國公債 2.6% 2033/08/15', '日本公債 0.8% 2033/09/20', '墨西哥政府債 5.0% 2035/04/27', '蘋果公司債 3.85% 2043/05/04', '甲骨文公司債 4.9% 2033/02/06', '巴西政府債 6.0% 2033/10/20', '印尼政府債 4.65% 2032/09/20', '福特汽車信貸債 6.8% 2028/05/12'],
  BL: ['美國公債 4.25% 2034/11/15', '微軟', '台積電', '蘋果', '德國公債 2.6% 2033/08/15', '輝達', '美國公債 3.875% 2030/08/15', '摩根大通', '雀巢'],
  MM: ['美國國庫券 2027/01/15', '美國國庫券 2027/02/12', '銀行定期存款（隔夜）', '附買回協議', '商業本票 A-1+', '美國國庫券 2027/03/19', '存款憑證 P-1'],
};

const SECTORS: Readonly<Record<FundType, readonly string[]>> = {
  EQ: ['資訊科技', '金融', '醫療保健', '非必需消費', '工業', '通訊服務', '必需消費', '原物料', '現金及其他'],
  BD: ['政府債', '投資級公司債', '非投資級公司債', '新興市場債', '證券化商品', '現金及其他'],
  BL: ['股票', '債券', '現金及其他'],
  MM: ['國庫券', '定期存款', '附買回協議', '商業本票'],
};

/** `total` percent split into `count` weights, largest first, 2 decimals, summing to `total` exactly (in hundredths). */
function weights(prng: Prng, count: number, total: number): string[] {
  const raw = Array.from({ length: count }, () => prng.uniform(0.3, 1) ** 2);
  const sum = raw.reduce((a, b) => a + b, 0);
  const hundredths = raw.map((value) => Math.floor((value / sum) * total * 100)).sort((a, b) => b - a);
  hundredths[0] = (hundredths[0] ?? 0) + total * 100 - hundredths.reduce((a, b) => a + b, 0);
  return hundredths.map((value) => (value / 100).toFixed(2));
}

function pickDistinct<T>(prng: Prng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(prng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** The portfolio fields of a class's detail on the NAV day `navDay`: empty for a class without a factsheet. */
export function portfolioOf(fund: FundClassDefinition, navDay: number): { portfolioDate?: string; topHoldings?: { name: string; weight: string }[]; sectors?: { name: string; weight: string }[] } {
  if (fund.index % 7 === 5) return {};
  const prng = createPrng((fund.seed ^ 0x51f1_5eed) >>> 0 || 1);
  // the last month-end before the NAV day's month
  const monthStart = parseYyyymmdd(`${formatYyyymmdd(navDay).slice(0, 6)}01`);
  const portfolioDate = formatYyyymmdd(monthStart - 1);
  const names = pickDistinct(prng, HOLDINGS[fund.type], 5);
  // the five largest holdings are a slice of the fund: 15–40 % between them (a money-market fund's more)
  const top = weights(prng, 5, fund.type === 'MM' ? 60 : Math.round(prng.uniform(15, 40)));
  const sectorNames = pickDistinct(prng, SECTORS[fund.type], SECTORS[fund.type].length);
  const sectorWeights = weights(prng, sectorNames.length, 100);
  return {
    portfolioDate,
    topHoldings: names.map((name, at) => ({ name, weight: top[at] ?? '0.00' })),
    sectors: sectorNames.map((name, at) => ({ name, weight: sectorWeights[at] ?? '0.00' })),
  };
}
