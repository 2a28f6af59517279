import { formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { createPrng, type Prng } from '../bonds/prng';
import { isinCheckDigit, type FundCurrency, type ProductRiskGrade, type FundType, type ShareClass } from '../shared-contracts';

// The sandbox's offshore funds: a few hundred share classes of twelve fund houses, made from a fixed seed,
// so every run and machine has the same funds with the same NAVs on the same dates. The figures are
// plausible, not any real fund's: generated with floating point, then written once as decimal strings
// (NAVs to 2 decimals, 0 for yen), which is what the order engine computes with (big.js).

/** A fund house. */
export interface FundHouse {
  readonly code: string;
  readonly name: string;
  /** Its English name (the search matches it, rule FND-10). */
  readonly nameEn: string;
  /** Domicile of its funds, the ISIN's country. */
  readonly domicile: 'LU' | 'IE';
}

/** The fund houses, an invented dozen. */
export const FUND_HOUSES: readonly FundHouse[] = [
  { code: 'AUR', name: '極光投信', nameEn: 'Aurora Investments', domicile: 'LU' },
  { code: 'BRK', name: '柏克資產管理', nameEn: 'Burke Asset Management', domicile: 'LU' },
  { code: 'CAS', name: '凱斯頓投資', nameEn: 'Caston Investments', domicile: 'IE' },
  { code: 'DRG', name: '德瑞格基金', nameEn: 'Dreyger Funds', domicile: 'LU' },
  { code: 'EVR', name: '常青環球投資', nameEn: 'Evergreen Global Investors', domicile: 'IE' },
  { code: 'FAL', name: '鷹峰資產', nameEn: 'Falcon Peak Asset Management', domicile: 'LU' },
  { code: 'GLN', name: '格蘭資本', nameEn: 'Glen Capital', domicile: 'IE' },
  { code: 'HRB', name: '港灣投資管理', nameEn: 'Harbour Investment Management', domicile: 'LU' },
  { code: 'IRS', name: '鳶尾花基金', nameEn: 'Iris Funds', domicile: 'LU' },
  { code: 'JDE', name: '翠玉亞洲資產', nameEn: 'Jade Asia Asset Management', domicile: 'IE' },
  { code: 'KNT', name: '肯特全球投資', nameEn: 'Kent Global Investors', domicile: 'LU' },
  { code: 'LMS', name: '藍岸資產管理', nameEn: 'Lamshore Asset Management', domicile: 'IE' },
];

/** An investment strategy a house may run: type, risk, how the NAV moves, fee levels. */
interface Strategy {
  readonly name: string;
  readonly nameEn: string;
  readonly type: FundType;
  readonly risk: ProductRiskGrade;
  /** Expected annual return and volatility of the total return. */
  readonly drift: number;
  readonly volatility: number;
  /** Annual distribution rate of a distributing class, a fraction of the NAV. */
  readonly payout: number;
  readonly objective: string;
  /** Professional investors only (high-yield and leveraged strategies, sometimes). */
  readonly professionalChance: number;
}

const STRATEGIES: readonly Strategy[] = [
  { name: '全球股票', nameEn: 'Global Equity', type: 'EQ', risk: 'RR4', drift: 0.08, volatility: 0.15, payout: 0.04, objective: '投資全球已開發市場大型企業股票，追求長期資本增值。', professionalChance: 0 },
  { name: '美國成長股票', nameEn: 'US Growth Equity', type: 'EQ', risk: 'RR4', drift: 0.1, volatility: 0.18, payout: 0.03, objective: '投資美國具成長潛力的企業股票。', professionalChance: 0 },
  { name: '歐洲股票', nameEn: 'European Equity', type: 'EQ', risk: 'RR4', drift: 0.06, volatility: 0.16, payout: 0.04, objective: '投資歐洲各國上市公司股票。', professionalChance: 0 },
  { name: '亞洲股票', nameEn: 'Asian Equity', type: 'EQ', risk: 'RR4', drift: 0.06, volatility: 0.18, payout: 0.04, objective: '投資日本以外亞洲地區企業股票。', professionalChance: 0 },
  { name: '新興市場股票', nameEn: 'Emerging Markets Equity', type: 'EQ', risk: 'RR5', drift: 0.06, volatility: 0.22, payout: 0.05, objective: '投資新興市場國家企業股票，波動較大。', professionalChance: 0 },
  { name: '科技股票', nameEn: 'Technology Equity', type: 'EQ', risk: 'RR5', drift: 0.12, volatility: 0.25, payout: 0.02, objective: '投資全球科技與創新產業股票。', professionalChance: 0 },
  { name: '健康護理股票', nameEn: 'Healthcare Equity', type: 'EQ', risk: 'RR4', drift: 0.07, volatility: 0.16, payout: 0.03, objective: '投資全球醫療、製藥與生技產業。', professionalChance: 0 },
  { name: '日本股票', nameEn: 'Japan Equity', type: 'EQ', risk: 'RR4', drift: 0.06, volatility: 0.17, payout: 0.03, objective: '投資日本上市公司股票。', professionalChance: 0 },
  { name: '中國股票', nameEn: 'China Equity', type: 'EQ', risk: 'RR5', drift: 0.04, volatility: 0.26, payout: 0.04, objective: '投資中國大陸及香港上市企業股票，單一國家集中度高。', professionalChance: 0 },
  { name: '印度股票', nameEn: 'India Equity', type: 'EQ', risk: 'RR5', drift: 0.09, volatility: 0.22, payout: 0.03, objective: '投資印度上市企業股票，單一國家集中度高。', professionalChance: 0 },
  { name: '永續能源股票', nameEn: 'Sustainable Energy Equity', type: 'EQ', risk: 'RR5', drift: 0.05, volatility: 0.27, payout: 0.03, objective: '投資再生能源與能源轉型相關企業。', professionalChance: 0 },
  { name: '全球債券', nameEn: 'Global Bond', type: 'BD', risk: 'RR3', drift: 0.03, volatility: 0.06, payout: 0.045, objective: '投資全球政府債與投資級公司債，追求穩定收益。', professionalChance: 0 },
  { name: '美國高收益債券', nameEn: 'US High Yield Bond', type: 'BD', risk: 'RR3', drift: 0.05, volatility: 0.08, payout: 0.07, objective: '投資美國非投資級（高收益）公司債，信用風險較高。', professionalChance: 0.2 },
  { name: '新興市場債券', nameEn: 'Emerging Markets Bond', type: 'BD', risk: 'RR4', drift: 0.045, volatility: 0.09, payout: 0.065, objective: '投資新興市場國家主權債與公司債。', professionalChance: 0.1 },
  { name: '投資級公司債券', nameEn: 'Investment Grade Corporate Bond', type: 'BD', risk: 'RR2', drift: 0.035, volatility: 0.05, payout: 0.045, objective: '投資信用評等投資級以上的全球公司債。', professionalChance: 0 },
  { name: '全球總報酬債券', nameEn: 'Global Total Return Bond', type: 'BD', risk: 'RR3', drift: 0.035, volatility: 0.06, payout: 0.05, objective: '靈活配置各類債券，追求總報酬。', professionalChance: 0 },
  { name: '亞洲高收益債券', nameEn: 'Asian High Yield Bond', type: 'BD', risk: 'RR4', drift: 0.04, volatility: 0.11, payout: 0.08, objective: '投資亞洲非投資級公司債，信用風險較高。', professionalChance: 0.3 },
  { name: '美國政府債券', nameEn: 'US Government Bond', type: 'BD', risk: 'RR2', drift: 0.025, volatility: 0.04, payout: 0.035, objective: '投資美國公債與政府機構債。', professionalChance: 0 },
  { name: '多重資產收益', nameEn: 'Multi-Asset Income', type: 'BL', risk: 'RR3', drift: 0.045, volatility: 0.08, payout: 0.06, objective: '配置股票、債券與其他資產，追求穩定收益與成長。', professionalChance: 0 },
  { name: '全球平衡', nameEn: 'Global Balanced', type: 'BL', risk: 'RR3', drift: 0.05, volatility: 0.09, payout: 0.04, objective: '約六成股票、四成債券的平衡配置。', professionalChance: 0 },
  { name: '穩健收益', nameEn: 'Conservative Income', type: 'BL', risk: 'RR3', drift: 0.035, volatility: 0.06, payout: 0.05, objective: '以債券為主、股票為輔的保守配置。', professionalChance: 0 },
  { name: '美元貨幣市場', nameEn: 'USD Money Market', type: 'MM', risk: 'RR1', drift: 0.035, volatility: 0.003, payout: 0.03, objective: '投資短期貨幣市場工具，追求本金穩定與流動性。', professionalChance: 0 },
  { name: '歐元貨幣市場', nameEn: 'EUR Money Market', type: 'MM', risk: 'RR1', drift: 0.02, volatility: 0.003, payout: 0.02, objective: '投資歐元短期貨幣市場工具。', professionalChance: 0 },
];

/** Fees of a share class, in percent. */
export interface FundFees {
  readonly frontLoad: string;
  readonly managementFee: string;
  readonly custodyFee: string;
  readonly switchingFee: string;
  readonly redemptionFee: string;
}

/** One share class as generated: what it is, never a price (those come from {@link navSeriesOf}). */
export interface FundClassDefinition {
  readonly index: number;
  readonly fundId: string;
  readonly name: string;
  readonly nameEn: string;
  readonly house: FundHouse;
  readonly strategy: string;
  readonly objective: string;
  readonly type: FundType;
  readonly currency: FundCurrency;
  readonly shareClass: ShareClass;
  readonly distributionFrequency: '' | 'M' | 'Q' | 'S' | 'A';
  readonly riskGrade: ProductRiskGrade;
  readonly professionalOnly: boolean;
  readonly fees: FundFees;
  /** The class's launch, its first published NAV. */
  readonly launchDate: string;
  /** Class size in millions; `undefined` for the classes whose house does not report it. */
  readonly sizeMillions: string | undefined;
  /** NAV on the first day of the series, and the annual drift, volatility and payout of the class. */
  readonly startNav: number;
  readonly drift: number;
  readonly volatility: number;
  readonly payout: number;
  /** Seed of the class's own NAV path. */
  readonly seed: number;
}

const CURRENCY_NAMES: Readonly<Record<FundCurrency, string>> = { USD: '美元', EUR: '歐元', AUD: '澳幣', JPY: '日圓', ZAR: '南非幣', CNY: '人民幣' };
const FREQUENCY_NAMES = { M: '月配', Q: '季配', S: '半年配', A: '年配' } as const;
const FREQUENCY_NAMES_EN = { M: 'Monthly Dis', Q: 'Quarterly Dis', S: 'Semi-annual Dis', A: 'Annual Dis' } as const;

/**
 * Every eighth class (by index) is a younger class, launched between 2021-12-15 and 2022-06-12: more
 * than 3 years of NAVs on the sandbox's dates, less than 5 on today's (the comparison's 5-year period says
 * so, rule FND-11). Worked out from the index, so the seeded draws of every class stay as they were.
 */
function classLaunchDate(index: number, fundLaunch: string): string {
  if (index % 8 !== 3) return fundLaunch;
  const day = parseYyyymmdd('20211215') + ((index * 37) % 180);
  return formatYyyymmdd(day);
}

/** About one class in eleven has no reported size (the comparison says 資料未提供, rule FND-11). */
function reportedSize(index: number, size: string): string | undefined {
  return index % 11 === 7 ? undefined : size;
}

/** A plain number written as a decimal string with `decimals` places (half away from zero, as toFixed nearly does). */
function fixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

function isinOf(domicile: string, index: number): string {
  const body = `${domicile}${String(200_000_000 + index * 7_919).padStart(9, '0')}`;
  return `${body}${isinCheckDigit(body)}`;
}

function feesOf(type: FundType, prng: Prng): FundFees {
  const pick = (values: readonly number[]) => prng.pick(values).toFixed(2);
  switch (type) {
    case 'EQ':
      return { frontLoad: pick([3, 3, 2.5]), managementFee: pick([1.5, 1.6, 1.75, 1.8]), custodyFee: pick([0.1, 0.2, 0.3]), switchingFee: '0.50', redemptionFee: '0.00' };
    case 'BD':
      return { frontLoad: pick([1.5, 2, 3]), managementFee: pick([0.8, 1, 1.1, 1.25]), custodyFee: pick([0.05, 0.1, 0.15]), switchingFee: '0.50', redemptionFee: '0.00' };
    case 'BL':
      return { frontLoad: pick([2.5, 3]), managementFee: pick([1.25, 1.4, 1.5]), custodyFee: pick([0.1, 0.2]), switchingFee: '0.50', redemptionFee: '0.00' };
    case 'MM':
      return { frontLoad: '0.00', managementFee: pick([0.2, 0.3, 0.5]), custodyFee: '0.05', switchingFee: '0.00', redemptionFee: '0.00' };
  }
}

/** The currencies a fund's classes come in: its base currency, then hedged classes. */
function classCurrencies(strategy: Strategy, prng: Prng): FundCurrency[] {
  if (strategy.name === '歐元貨幣市場' || strategy.name === '歐洲股票') return prng.chance(0.5) ? ['EUR', 'USD'] : ['EUR'];
  if (strategy.name === '日本股票') return ['JPY', 'USD'];
  if (strategy.name === '中國股票') return ['USD', 'CNY'];
  if (strategy.type === 'MM') return ['USD'];
  const out: FundCurrency[] = ['USD'];
  for (const currency of ['EUR', 'AUD', 'ZAR', 'CNY'] as const) if (prng.chance(currency === 'EUR' ? 0.3 : 0.35)) out.push(currency);
  return out;
}

const START_NAV: Readonly<Record<FundCurrency, readonly [number, number]>> = {
  USD: [8, 60],
  EUR: [8, 60],
  AUD: [8, 25],
  JPY: [900, 4_000],
  ZAR: [80, 250],
  CNY: [60, 200],
};

/** The universe: about 300 share classes of 12 houses, the same on every run. */
export function generateFundUniverse(seed = 20_251_123): readonly FundClassDefinition[] {
  const prng = createPrng(seed);
  const out: FundClassDefinition[] = [];
  for (const house of FUND_HOUSES) {
    // Fisher–Yates with the seeded source: a house runs 6 to 8 of the strategies
    const shuffled = [...STRATEGIES];
    for (let i = shuffled.length - 1; i > 0; i -= 1) {
      const j = prng.int(0, i);
      [shuffled[i], shuffled[j]] = [shuffled[j] as Strategy, shuffled[i] as Strategy];
    }
    const strategies = shuffled.slice(0, prng.int(6, 8));
    for (const strategy of strategies) {
      const fees = feesOf(strategy.type, prng);
      const professionalOnly = prng.chance(strategy.professionalChance);
      const frequency = strategy.type === 'EQ' ? prng.pick(['Q', 'A', 'S'] as const) : prng.pick(['M', 'M', 'Q'] as const);
      const launchYear = prng.int(2008, 2019);
      const launchDate = `${launchYear}${String(prng.int(1, 12)).padStart(2, '0')}${String(prng.int(1, 28)).padStart(2, '0')}`;
      const size = prng.uniform(80, 9_000);
      for (const currency of classCurrencies(strategy, prng)) {
        const classes: ShareClass[] = strategy.type === 'MM' ? ['ACC'] : prng.chance(0.7) ? ['ACC', 'DIS'] : [prng.pick(['ACC', 'DIS'] as const)];
        for (const shareClass of classes) {
          const index = out.length;
          const hedged = currency !== 'USD' && currency !== 'EUR' && currency !== 'JPY' ? '避險' : '';
          const distributionFrequency = shareClass === 'DIS' ? frequency : '';
          const classWord = shareClass === 'ACC' ? 'A 累積' : `A ${FREQUENCY_NAMES[frequency]}`;
          const classWordEn = shareClass === 'ACC' ? 'A Acc' : `A ${FREQUENCY_NAMES_EN[frequency]}`;
          const [low, high] = START_NAV[currency];
          // a hedged class of a higher-rate currency earns the rate difference (and its risk)
          const carry = currency === 'ZAR' ? 0.04 : currency === 'AUD' ? 0.01 : currency === 'CNY' ? -0.01 : 0;
          out.push({
            index,
            fundId: isinOf(house.domicile, index),
            name: `${house.name}${strategy.name}基金 ${classWord}（${CURRENCY_NAMES[currency]}${hedged}）`,
            nameEn: `${house.nameEn} ${strategy.nameEn} Fund ${classWordEn} ${currency}${hedged === '' ? '' : ' Hedged'}`,
            house,
            strategy: strategy.name,
            objective: strategy.objective,
            type: strategy.type,
            currency,
            shareClass,
            distributionFrequency,
            riskGrade: strategy.risk,
            professionalOnly,
            fees,
            launchDate: classLaunchDate(index, launchDate),
            sizeMillions: reportedSize(index, fixed(size * prng.uniform(0.05, 0.4), 2)),
            startNav: prng.uniform(low, high),
            drift: strategy.drift + carry + prng.uniform(-0.02, 0.02),
            volatility: strategy.volatility * prng.uniform(0.85, 1.2) + (currency === 'ZAR' ? 0.03 : 0),
            payout: strategy.payout * prng.uniform(0.8, 1.3) + (currency === 'ZAR' ? 0.03 : 0),
            seed: prng.int(1, 2 ** 31 - 1),
          });
        }
      }
    }
  }
  return out;
}

let universe: readonly FundClassDefinition[] | undefined;

/** The sandbox's fund universe (generated once). */
export function fundUniverse(): readonly FundClassDefinition[] {
  universe ??= generateFundUniverse();
  return universe;
}

/**
 * The day every NAV series is drawn forward from (its seeded path starts here, so the NAVs from it on never
 * change); the series is then drawn backwards to {@link HISTORY_START}.
 */
export const SERIES_START = parseYyyymmdd('20210101');
/** The first day of every NAV series: 5 years of history on any date from 2024 on (rule FND-11). */
export const HISTORY_START = parseYyyymmdd('20190101');
/** The last day of every NAV series: NAVs exist for future dates, so an order can be confirmed at once by a test. */
export const SERIES_END = parseYyyymmdd('20281231');
