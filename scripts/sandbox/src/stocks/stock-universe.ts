import { createPrng } from '../bonds/prng';
import type { StockListing } from '../shared-contracts';

/**
 * The sandbox's overseas stock universe: a few hundred US, Hong Kong and Japan listings with English
 * and Chinese names, generated from a fixed seed so every run, machine and test sees the same stocks.
 * The well-known names are real listings (with their real board lots in Hong Kong); the rest are
 * invented and say so in their English names ("Sandbox …"). Prices are not real: see stock-prices.ts.
 */

/** A listing and what the price simulation needs to know about it. */
export interface SandboxStock {
  readonly listing: StockListing;
  /** The close on the simulation's first day (2024-01-02), in the trading currency. */
  readonly basePrice: number;
  /** Daily volatility of the log price. */
  readonly volatility: number;
  /** Shares traded on an ordinary full day. */
  readonly dailyVolume: number;
  /** Trading suspended: the quote stands still at the last close and is not live (rule STK-7: no market order). */
  readonly suspended: boolean;
}

type Seed = readonly [code: string, nameEn: string, nameZh: string, basePrice: number, lotSize?: number];

const US_SEEDS: readonly Seed[] = [
  ['AAPL', 'Apple Inc.', '蘋果', 185],
  ['MSFT', 'Microsoft Corp.', '微軟', 370],
  ['NVDA', 'NVIDIA Corp.', '輝達', 48],
  ['AMZN', 'Amazon.com Inc.', '亞馬遜', 150],
  ['GOOGL', 'Alphabet Inc. Class A', 'Alphabet A', 139],
  ['META', 'Meta Platforms Inc.', 'Meta 平台', 350],
  ['TSLA', 'Tesla Inc.', '特斯拉', 248],
  ['TSM', 'Taiwan Semiconductor Mfg. ADR', '台積電 ADR', 104],
  ['BRK-B', 'Berkshire Hathaway Inc. Class B', '波克夏 B', 357],
  ['JPM', 'JPMorgan Chase & Co.', '摩根大通', 170],
  ['V', 'Visa Inc.', 'Visa', 260],
  ['KO', 'Coca-Cola Co.', '可口可樂', 59],
  ['DIS', 'Walt Disney Co.', '迪士尼', 90],
  ['NFLX', 'Netflix Inc.', '網飛', 486],
  ['INTC', 'Intel Corp.', '英特爾', 50],
  ['AMD', 'Advanced Micro Devices Inc.', '超微', 147],
];

const HK_SEEDS: readonly Seed[] = [
  ['0700', 'Tencent Holdings Ltd.', '騰訊控股', 293, 100],
  ['0005', 'HSBC Holdings plc', '滙豐控股', 63, 400],
  ['9988', 'Alibaba Group Holding Ltd.', '阿里巴巴', 75, 100],
  ['0941', 'China Mobile Ltd.', '中國移動', 65, 500],
  ['1299', 'AIA Group Ltd.', '友邦保險', 68, 200],
  ['0388', 'Hong Kong Exchanges and Clearing Ltd.', '香港交易所', 268, 100],
  ['3690', 'Meituan', '美團', 82, 100],
  ['2318', 'Ping An Insurance (Group) Co. of China', '中國平安', 35, 500],
  ['0001', 'CK Hutchison Holdings Ltd.', '長和', 42, 500],
  ['0016', 'Sun Hung Kai Properties Ltd.', '新鴻基地產', 84, 500],
  ['1810', 'Xiaomi Corp.', '小米集團', 15.6, 200],
  ['0883', 'CNOOC Ltd.', '中國海洋石油', 13, 1000],
];

const JP_SEEDS: readonly Seed[] = [
  ['7203', 'Toyota Motor Corp.', '豐田汽車', 2600],
  ['6758', 'Sony Group Corp.', '索尼集團', 13400],
  ['9984', 'SoftBank Group Corp.', '軟銀集團', 6300],
  ['6861', 'Keyence Corp.', '基恩斯', 62000],
  ['8306', 'Mitsubishi UFJ Financial Group', '三菱日聯金融集團', 1210],
  ['7974', 'Nintendo Co. Ltd.', '任天堂', 7350],
  ['9432', 'Nippon Telegraph and Telephone', '日本電信電話', 172],
  ['8035', 'Tokyo Electron Ltd.', '東京威力科創', 25000],
];

const WORDS: readonly (readonly [string, string])[] = [
  ['Pacific', '太平洋'], ['Summit', '巔峰'], ['Harbor', '港灣'], ['Golden', '金'], ['Silver', '銀'], ['Northern', '北方'],
  ['Eastern', '東方'], ['Bright', '光明'], ['Evergreen', '長青'], ['Unity', '聯合'], ['Orient', '東亞'], ['Phoenix', '鳳凰'],
  ['Dragon', '龍騰'], ['Lotus', '蓮花'], ['Crystal', '晶華'], ['Horizon', '地平線'], ['Pioneer', '先鋒'], ['Zenith', '天頂'],
];

const SECTORS: readonly (readonly [string, string])[] = [
  ['Technologies', '科技'], ['Semiconductor', '半導體'], ['Energy', '能源'], ['Pharma', '製藥'], ['Logistics', '物流'],
  ['Retail', '零售'], ['Bank', '銀行'], ['Insurance', '保險'], ['Motors', '汽車'], ['Foods', '食品'], ['Telecom', '電信'],
  ['Properties', '地產'], ['Materials', '材料'], ['Robotics', '機器人'], ['Biotech', '生技'], ['Airlines', '航空'],
];

const HK_BOARD_LOTS = [100, 200, 400, 500, 1000, 2000] as const;

/** How many invented listings each market gets beside the real names. */
const GENERATED = { US: 170, HK: 110, JP: 80 } as const;

const CURRENCY = { US: 'USD', HK: 'HKD', JP: 'JPY' } as const;

/**
 * The risk grade of a listing (rule ORD-5): the well-known large companies RR3, the invented ones RR4,
 * and any stock priced under 1 (US dollar or Hong Kong dollar) RR5, as a penny stock.
 */
function riskGradeOf(known: boolean, basePrice: number, market: 'US' | 'HK' | 'JP'): StockListing['riskGrade'] {
  if (market !== 'JP' && basePrice < 1) return 'RR5';
  return known ? 'RR3' : 'RR4';
}

function listingOf(market: 'US' | 'HK' | 'JP', code: string, nameEn: string, nameZh: string, lotSize: number, riskGrade: StockListing['riskGrade']): StockListing {
  return { symbol: `${code}.${market}`, code, market, nameEn, nameZh, currency: CURRENCY[market], lotSize, riskGrade };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function generateUniverse(): SandboxStock[] {
  const prng = createPrng(20_240_102);
  const stocks: SandboxStock[] = [];
  const taken = new Set<string>();
  const add = (market: 'US' | 'HK' | 'JP', seed: Seed, suspended = false, known = true) => {
    const [code, nameEn, nameZh, basePrice, lot] = seed;
    const lotSize = market === 'HK' ? (lot ?? 100) : market === 'JP' ? 100 : 1;
    taken.add(`${code}.${market}`);
    const dailyVolume = Math.round((market === 'JP' ? 2_000_000 : market === 'HK' ? 8_000_000 : 20_000_000) * prng.uniform(0.05, 1.5) / lotSize) * lotSize;
    stocks.push({ listing: listingOf(market, code, nameEn, nameZh, lotSize, riskGradeOf(known, basePrice, market)), basePrice, volatility: prng.uniform(0.008, 0.03), dailyVolume: Math.max(dailyVolume, lotSize * 100), suspended });
  };
  for (const seed of US_SEEDS) add('US', seed);
  for (const seed of HK_SEEDS) add('HK', seed);
  for (const seed of JP_SEEDS) add('JP', seed);

  for (const market of ['US', 'HK', 'JP'] as const) {
    for (let index = 0; index < GENERATED[market]; index += 1) {
      const [wordEn, wordZh] = prng.pick(WORDS);
      const [sectorEn, sectorZh] = prng.pick(SECTORS);
      let code = '';
      do {
        if (market === 'US') code = Array.from({ length: prng.int(3, 4) }, () => prng.pick([...LETTERS])).join('');
        else if (market === 'HK') code = String(prng.int(1001, 9980)).padStart(4, '0');
        else code = String(prng.int(1301, 9997));
      } while (taken.has(`${code}.${market}`));
      const basePrice =
        market === 'US' ? (prng.chance(0.05) ? prng.uniform(0.3, 0.95) : Math.exp(prng.uniform(Math.log(5), Math.log(600))))
        : market === 'HK' ? Math.exp(prng.uniform(Math.log(0.2), Math.log(500)))
        : Math.exp(prng.uniform(Math.log(150), Math.log(45_000)));
      const lot = market === 'HK' ? prng.pick(HK_BOARD_LOTS) : undefined;
      // one invented listing per market is suspended, so the product's "no live quote" path has a stock
      add(market, [code, `Sandbox ${wordEn} ${sectorEn}`, `${wordZh}${sectorZh}（模擬）`, basePrice, lot], index === 7, false);
    }
  }
  return stocks;
}

let universe: { readonly stocks: readonly SandboxStock[]; readonly bySymbol: ReadonlyMap<string, SandboxStock> } | undefined;

/** The universe (built once, on first use). */
export function stockUniverse(): { readonly stocks: readonly SandboxStock[]; readonly bySymbol: ReadonlyMap<string, SandboxStock> } {
  if (universe === undefined) {
    const stocks = generateUniverse();
    universe = { stocks, bySymbol: new Map(stocks.map((stock) => [stock.listing.symbol, stock])) };
  }
  return universe;
}

/** Lower case, full-width letters and digits folded to ASCII, spaces removed: how search text and names are compared. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '');
}

/**
 * The listings matching `text` (rule STK-1): by code (with or without the market, `0700`, `700`,
 * `0700.hk`), English or Chinese name; exact code first, then codes starting with the text, then names,
 * each group in universe order; at most `limit`.
 */
export function searchStocks(text: string, market: '' | 'US' | 'HK' | 'JP', limit: number): StockListing[] {
  const needle = fold(text);
  if (needle === '') return [];
  const codeNeedle = needle.replace(/\.(us|hk|jp)$/, '');
  const ranked: { listing: StockListing; rank: number }[] = [];
  for (const { listing } of stockUniverse().stocks) {
    if (market !== '' && listing.market !== market) continue;
    const code = listing.code.toLowerCase();
    const symbol = listing.symbol.toLowerCase();
    const numeric = /^\d+$/.test(codeNeedle) && /^\d+$/.test(code) && Number(code) === Number(codeNeedle);
    let rank = -1;
    if (symbol === needle || code === codeNeedle || numeric) rank = 0;
    else if (code.startsWith(codeNeedle)) rank = 1;
    else if (fold(listing.nameEn).includes(needle) || fold(listing.nameZh).includes(needle)) rank = 2;
    if (rank >= 0) ranked.push({ listing, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((entry) => entry.listing);
}
