import type { CreditRating, CurrencyCode, RatingAgency, StockClass } from '../shared-contracts';

/** An issuer of the sandbox universe. Ratings are plausible for 2025, not a statement about anyone. */
export interface IssuerProfile {
  readonly nameEn: string;
  readonly nameZh: string;
  /** Bond-name head, e.g. 美國公債 for the US Treasury; the issuer name otherwise. */
  readonly labelZh: string;
  /** Market ticker used in the English bond name (`T 4.125 05/15/2034`). */
  readonly ticker: string;
  /** ISO 3166 alpha-2 country of risk. */
  readonly country: string;
  readonly stockClass: StockClass;
  readonly rating: CreditRating;
  readonly agency: RatingAgency;
  readonly currencies: readonly CurrencyCode[];
  /** Relative share of the issuer's currencies' bonds it gets. */
  readonly weight: number;
  /** A government issuing in its own name: the gov-style bond name, never callable. */
  readonly sovereign: boolean;
  /** Spread over the currency's base curve, basis points, when the rating-based spread would be wrong. */
  readonly spreadBp?: number;
  /** Six-character CUSIP issuer number, used for the issuer's USD bonds. */
  readonly cusip?: string;
  /** ISIN head for bonds in the issuer's home currency (country code + fixed characters). */
  readonly localPrefix?: { readonly currency: CurrencyCode; readonly prefix: string };
}

interface Extra {
  readonly labelZh?: string;
  readonly agency?: RatingAgency;
  readonly sovereign?: boolean;
  readonly spreadBp?: number;
  readonly cusip?: string;
  readonly localPrefix?: { readonly currency: CurrencyCode; readonly prefix: string };
}

function issuer(
  nameEn: string,
  nameZh: string,
  ticker: string,
  country: string,
  stockClass: StockClass,
  rating: CreditRating,
  currencies: readonly CurrencyCode[],
  weight: number,
  extra: Extra = {},
): IssuerProfile {
  return {
    nameEn,
    nameZh,
    labelZh: extra.labelZh ?? nameZh,
    ticker,
    country,
    stockClass,
    rating,
    agency: extra.agency ?? 'S&P',
    currencies,
    weight,
    sovereign: extra.sovereign ?? false,
    ...(extra.spreadBp === undefined ? {} : { spreadBp: extra.spreadBp }),
    ...(extra.cusip === undefined ? {} : { cusip: extra.cusip }),
    ...(extra.localPrefix === undefined ? {} : { localPrefix: extra.localPrefix }),
  };
}

const gov = (labelZh: string, currency: CurrencyCode, prefix: string, spreadBp: number): Extra => ({
  labelZh,
  sovereign: true,
  spreadBp,
  localPrefix: { currency, prefix },
});

/** Every issuer of the universe. Order matters only for determinism: append, do not reorder. */
export const ISSUERS: readonly IssuerProfile[] = [
  // Governments in their own currency: the base curve of that currency is theirs.
  issuer('United States Treasury', '美國財政部', 'T', 'US', 'GOV', 'AA+', ['USD'], 60, { ...gov('美國公債', 'USD', 'US', 0), cusip: '91282C' }),
  issuer('Federal Republic of Germany', '德國聯邦政府', 'DBR', 'DE', 'GOV', 'AAA', ['EUR'], 14, gov('德國公債', 'EUR', 'DE000110', 0)),
  issuer('French Republic', '法國政府', 'FRTR', 'FR', 'GOV', 'AA-', ['EUR'], 9, gov('法國公債', 'EUR', 'FR00140', 70)),
  issuer('Republic of Italy', '義大利政府', 'BTPS', 'IT', 'GOV', 'BBB+', ['EUR'], 8, gov('義大利公債', 'EUR', 'IT00054', 95)),
  issuer('Kingdom of Spain', '西班牙政府', 'SPGB', 'ES', 'GOV', 'A+', ['EUR'], 6, gov('西班牙公債', 'EUR', 'ES00000', 65)),
  issuer('United Kingdom Gilt', '英國財政部', 'UKT', 'GB', 'GOV', 'AA', ['GBP'], 20, gov('英國公債', 'GBP', 'GB00BM', 0)),
  issuer('Commonwealth of Australia', '澳洲聯邦政府', 'ACGB', 'AU', 'GOV', 'AAA', ['AUD'], 18, gov('澳洲公債', 'AUD', 'AU0000', 0)),
  issuer('New South Wales Treasury Corp', '新南威爾斯州財政公司', 'NSWTC', 'AU', 'GOV', 'AA+', ['AUD'], 7, { localPrefix: { currency: 'AUD', prefix: 'AU3SG' }, spreadBp: 45 }),
  issuer('Queensland Treasury Corp', '昆士蘭州財政公司', 'QTC', 'AU', 'GOV', 'AA+', ['AUD'], 6, { localPrefix: { currency: 'AUD', prefix: 'AU3SG' }, spreadBp: 50 }),
  issuer('New Zealand Government', '紐西蘭政府', 'NZGB', 'NZ', 'GOV', 'AA+', ['NZD'], 16, gov('紐西蘭公債', 'NZD', 'NZGOVDT', 0)),
  issuer('Auckland Council', '奧克蘭市議會', 'AKCC', 'NZ', 'GOV', 'AA', ['NZD'], 4, { spreadBp: 55, localPrefix: { currency: 'NZD', prefix: 'NZAKCD' } }),
  issuer('Japan Government', '日本政府', 'JGB', 'JP', 'GOV', 'A+', ['JPY'], 18, gov('日本公債', 'JPY', 'JP1', 0)),
  issuer("People's Republic of China", '中華人民共和國財政部', 'CGB', 'CN', 'GOV', 'A+', ['CNH'], 14, gov('中國國債', 'CNH', 'HK0000', 0)),
  issuer('KfW', '德國復興信貸銀行', 'KFW', 'DE', 'GOV', 'AAA', ['EUR', 'USD', 'GBP', 'AUD', 'NZD', 'CNH', 'ZAR'], 10, { spreadBp: 15, localPrefix: { currency: 'EUR', prefix: 'DE000A3' } }),

  // Supranationals: AAA issuers of every currency, the usual route to ZAR, NZD and CNH bonds.
  issuer('International Bank for Reconstruction and Development', '國際復興開發銀行', 'IBRD', 'XS', 'SUPRA', 'AAA', ['USD', 'EUR', 'GBP', 'AUD', 'NZD', 'CNH', 'ZAR'], 14, { cusip: '459058', spreadBp: 12 }),
  issuer('European Investment Bank', '歐洲投資銀行', 'EIB', 'XS', 'SUPRA', 'AAA', ['EUR', 'USD', 'GBP', 'AUD', 'NZD', 'ZAR'], 12, { cusip: '298785', spreadBp: 14 }),
  issuer('Asian Development Bank', '亞洲開發銀行', 'ASIA', 'XS', 'SUPRA', 'AAA', ['USD', 'AUD', 'NZD', 'CNH'], 8, { cusip: '045167', spreadBp: 12 }),
  issuer('International Finance Corp', '國際金融公司', 'IFC', 'XS', 'SUPRA', 'AAA', ['USD', 'AUD', 'ZAR'], 6, { cusip: '45950K', spreadBp: 13 }),
  issuer('European Bank for Reconstruction and Development', '歐洲復興開發銀行', 'EBRD', 'XS', 'SUPRA', 'AAA', ['USD', 'ZAR', 'AUD'], 5, { spreadBp: 15 }),

  // Banks and other financials.
  issuer('JPMorgan Chase & Co', '摩根大通', 'JPM', 'US', 'FIN', 'A', ['USD', 'EUR', 'GBP', 'AUD'], 9, { cusip: '46647P' }),
  issuer('Bank of America Corp', '美國銀行', 'BAC', 'US', 'FIN', 'A-', ['USD', 'EUR', 'AUD'], 8, { cusip: '06051G' }),
  issuer('Citigroup Inc', '花旗集團', 'C', 'US', 'FIN', 'BBB+', ['USD', 'EUR'], 6, { cusip: '172967' }),
  issuer('Goldman Sachs Group Inc', '高盛集團', 'GS', 'US', 'FIN', 'BBB+', ['USD', 'EUR', 'GBP'], 7, { cusip: '38141G' }),
  issuer('Morgan Stanley', '摩根士丹利', 'MS', 'US', 'FIN', 'A-', ['USD', 'EUR', 'AUD'], 7, { cusip: '61747Y' }),
  issuer('Wells Fargo & Co', '富國銀行', 'WFC', 'US', 'FIN', 'BBB+', ['USD', 'AUD'], 5, { cusip: '95000U' }),
  issuer('HSBC Holdings PLC', '匯豐控股', 'HSBC', 'GB', 'FIN', 'A-', ['USD', 'GBP', 'EUR', 'CNH'], 7, { cusip: '404280' }),
  issuer('Barclays PLC', '巴克萊集團', 'BACR', 'GB', 'FIN', 'BBB+', ['USD', 'GBP', 'EUR'], 5, { cusip: '06738E' }),
  issuer('Lloyds Banking Group PLC', '萊斯銀行集團', 'LLOYDS', 'GB', 'FIN', 'BBB+', ['GBP', 'USD'], 4, { agency: 'Fitch' }),
  issuer('BNP Paribas SA', '法國巴黎銀行', 'BNP', 'FR', 'FIN', 'A+', ['EUR', 'USD', 'JPY'], 6, { localPrefix: { currency: 'EUR', prefix: 'FR00140' } }),
  issuer('Deutsche Bank AG', '德意志銀行', 'DB', 'DE', 'FIN', 'A', ['EUR', 'USD'], 4, { localPrefix: { currency: 'EUR', prefix: 'DE000DL' } }),
  issuer('UBS Group AG', '瑞銀集團', 'UBS', 'CH', 'FIN', 'A-', ['USD', 'EUR', 'AUD'], 5),
  issuer('ING Groep NV', '荷蘭國際集團', 'INTNED', 'NL', 'FIN', 'A-', ['EUR', 'USD'], 3, { agency: 'Fitch' }),
  issuer('Banco Santander SA', '西班牙桑坦德銀行', 'SANTAN', 'ES', 'FIN', 'A', ['EUR', 'USD'], 3),
  issuer('Cooperatieve Rabobank UA', '荷蘭合作銀行', 'RABOBK', 'NL', 'FIN', 'A+', ['EUR', 'AUD', 'NZD'], 3),
  issuer('Mitsubishi UFJ Financial Group', '三菱日聯金融集團', 'MUFG', 'JP', 'FIN', 'A-', ['USD', 'JPY'], 6, { cusip: '606822' }),
  issuer('Mizuho Financial Group', '瑞穗金融集團', 'MIZUHO', 'JP', 'FIN', 'A-', ['USD', 'JPY'], 4, { cusip: '60687Y' }),
  issuer('Sumitomo Mitsui Financial Group', '三井住友金融集團', 'SUMIBK', 'JP', 'FIN', 'A-', ['USD', 'JPY'], 4, { cusip: '86562M' }),
  issuer('Commonwealth Bank of Australia', '澳洲聯邦銀行', 'CBAAU', 'AU', 'FIN', 'AA-', ['AUD', 'USD', 'NZD'], 6, { localPrefix: { currency: 'AUD', prefix: 'AU3CB' } }),
  issuer('Australia and New Zealand Banking Group', '澳盛銀行', 'ANZ', 'AU', 'FIN', 'AA-', ['AUD', 'NZD', 'USD'], 6, { localPrefix: { currency: 'AUD', prefix: 'AU3CB' } }),
  issuer('Westpac Banking Corp', '西太平洋銀行', 'WSTP', 'AU', 'FIN', 'AA-', ['AUD', 'NZD', 'USD'], 5, { localPrefix: { currency: 'AUD', prefix: 'AU3CB' } }),
  issuer('National Australia Bank', '澳洲國民銀行', 'NAB', 'AU', 'FIN', 'AA-', ['AUD', 'USD'], 4, { localPrefix: { currency: 'AUD', prefix: 'AU3CB' } }),
  issuer('Macquarie Group Ltd', '麥格理集團', 'MQGAU', 'AU', 'FIN', 'BBB+', ['AUD', 'USD'], 3),
  issuer('Bank of China Ltd', '中國銀行', 'BCHINA', 'CN', 'FIN', 'A', ['CNH', 'USD'], 6),
  issuer('Industrial and Commercial Bank of China', '中國工商銀行', 'ICBCAS', 'CN', 'FIN', 'A', ['CNH', 'USD'], 5),
  issuer('China Development Bank', '國家開發銀行', 'SDBC', 'CN', 'FIN', 'A+', ['CNH', 'USD'], 6, { spreadBp: 25 }),
  issuer('China Construction Bank', '中國建設銀行', 'CCB', 'CN', 'FIN', 'A', ['CNH'], 3),

  // Corporates.
  issuer('Apple Inc', '蘋果公司', 'AAPL', 'US', 'CORP', 'AA+', ['USD', 'EUR', 'AUD', 'GBP'], 8, { cusip: '037833' }),
  issuer('Microsoft Corp', '微軟', 'MSFT', 'US', 'CORP', 'AAA', ['USD'], 5, { cusip: '594918' }),
  issuer('Amazon.com Inc', '亞馬遜', 'AMZN', 'US', 'CORP', 'AA', ['USD'], 6, { cusip: '023135' }),
  issuer('Alphabet Inc', '字母控股', 'GOOGL', 'US', 'CORP', 'AA+', ['USD', 'EUR'], 4, { cusip: '02079K' }),
  issuer('Meta Platforms Inc', 'Meta平台', 'META', 'US', 'CORP', 'AA-', ['USD'], 4, { cusip: '30303M' }),
  issuer('NVIDIA Corp', '輝達', 'NVDA', 'US', 'CORP', 'AA-', ['USD'], 3, { cusip: '67066G' }),
  issuer('TSMC Arizona Corp', '台積電亞利桑那', 'TSMCAZ', 'US', 'CORP', 'AA-', ['USD'], 4, { cusip: '872898' }),
  issuer('Oracle Corp', '甲骨文', 'ORCL', 'US', 'CORP', 'BBB', ['USD'], 6, { cusip: '68389X' }),
  issuer('Intel Corp', '英特爾', 'INTC', 'US', 'CORP', 'BBB', ['USD'], 4, { cusip: '458140' }),
  issuer('AT&T Inc', 'AT&T電信', 'T', 'US', 'CORP', 'BBB', ['USD', 'EUR', 'AUD'], 7, { cusip: '00206R' }),
  issuer('Verizon Communications Inc', '威訊通訊', 'VZ', 'US', 'CORP', 'BBB+', ['USD', 'EUR', 'AUD'], 6, { cusip: '92343V' }),
  issuer('Boeing Co', '波音公司', 'BA', 'US', 'CORP', 'BBB-', ['USD'], 5, { cusip: '097023' }),
  issuer('Ford Motor Credit Co LLC', '福特汽車信貸', 'F', 'US', 'CORP', 'BBB-', ['USD', 'EUR', 'GBP'], 5, { cusip: '345397' }),
  issuer('General Motors Financial Co', '通用汽車金融', 'GM', 'US', 'CORP', 'BBB', ['USD', 'EUR', 'AUD'], 4, { cusip: '37045X' }),
  issuer('Pfizer Inc', '輝瑞', 'PFE', 'US', 'CORP', 'A', ['USD'], 4, { cusip: '717081' }),
  issuer('Johnson & Johnson', '嬌生', 'JNJ', 'US', 'CORP', 'AAA', ['USD', 'EUR'], 3, { cusip: '478160' }),
  issuer('Coca-Cola Co', '可口可樂', 'KO', 'US', 'CORP', 'A+', ['USD', 'EUR'], 3, { cusip: '191216' }),
  issuer('PepsiCo Inc', '百事公司', 'PEP', 'US', 'CORP', 'A+', ['USD', 'EUR', 'AUD'], 3, { cusip: '713448' }),
  issuer('Walmart Inc', '沃爾瑪', 'WMT', 'US', 'CORP', 'AA', ['USD', 'GBP'], 3, { cusip: '931142' }),
  issuer('Exxon Mobil Corp', '埃克森美孚', 'XOM', 'US', 'CORP', 'AA-', ['USD', 'EUR'], 3, { cusip: '30231G' }),
  issuer('Chevron Corp', '雪佛龍', 'CVX', 'US', 'CORP', 'AA-', ['USD'], 3, { cusip: '166764' }),
  issuer('Netflix Inc', '網飛', 'NFLX', 'US', 'CORP', 'A', ['USD', 'EUR'], 2, { cusip: '64110L' }),
  issuer('Carnival Corp', '嘉年華郵輪', 'CCL', 'US', 'CORP', 'BB', ['USD', 'EUR'], 3, { cusip: '143658' }),
  issuer('Royal Caribbean Cruises', '皇家加勒比郵輪', 'RCL', 'US', 'CORP', 'BBB-', ['USD'], 2, { cusip: '780153' }),
  issuer('Bombardier Inc', '龐巴迪', 'BBDBCN', 'CA', 'CORP', 'B+', ['USD'], 2, { cusip: '097751' }),
  issuer('BP Capital Markets PLC', '英國石油', 'BPLN', 'GB', 'CORP', 'A-', ['USD', 'GBP', 'EUR', 'AUD'], 4, { cusip: '05565Q' }),
  issuer('Shell International Finance BV', '殼牌', 'RDSALN', 'GB', 'CORP', 'A+', ['USD', 'EUR', 'GBP'], 4, { cusip: '822582' }),
  issuer('Vodafone Group PLC', '沃達豐', 'VOD', 'GB', 'CORP', 'BBB', ['GBP', 'EUR', 'USD'], 3, { cusip: '92857W' }),
  issuer('Tesco PLC', '特易購', 'TSCOLN', 'GB', 'CORP', 'BBB-', ['GBP', 'EUR'], 2),
  issuer('National Grid PLC', '英國國家電網', 'NGGLN', 'GB', 'CORP', 'BBB+', ['GBP', 'EUR'], 3, { agency: 'Fitch' }),
  issuer('Volkswagen International Finance NV', '福斯汽車', 'VW', 'DE', 'CORP', 'BBB+', ['EUR', 'GBP', 'AUD'], 4),
  issuer('Siemens Financieringsmaatschappij NV', '西門子', 'SIEGR', 'DE', 'CORP', 'AA-', ['EUR', 'USD'], 3),
  issuer('Nestle Holdings Inc', '雀巢', 'NESNVX', 'CH', 'CORP', 'AA-', ['USD', 'EUR', 'GBP', 'AUD'], 3),
  issuer('LVMH Moet Hennessy Louis Vuitton', '路威酩軒', 'MCFP', 'FR', 'CORP', 'AA-', ['EUR', 'GBP'], 2),
  issuer('TotalEnergies Capital SA', '道達爾能源', 'TTEFP', 'FR', 'CORP', 'A+', ['EUR', 'USD'], 3),
  issuer('Toyota Motor Credit Corp', '豐田汽車信貸', 'TOYOTA', 'JP', 'CORP', 'A+', ['USD', 'AUD', 'JPY', 'NZD'], 5, { cusip: '89236T' }),
  issuer('SoftBank Group Corp', '軟銀集團', 'SOFTBK', 'JP', 'CORP', 'BB', ['JPY', 'USD', 'EUR'], 4),
  issuer('Nippon Telegraph and Telephone Corp', '日本電信電話', 'NTT', 'JP', 'CORP', 'A', ['JPY', 'USD', 'EUR'], 4),
  issuer('Nissan Motor Co Ltd', '日產汽車', 'NSANY', 'JP', 'CORP', 'BB+', ['JPY', 'USD'], 2, { agency: 'Fitch' }),
  issuer('BHP Billiton Finance', '必和必拓', 'BHP', 'AU', 'CORP', 'A-', ['USD', 'AUD', 'EUR'], 3, { cusip: '055451' }),
  issuer('Telstra Group Ltd', '澳洲電信', 'TLSAU', 'AU', 'CORP', 'A-', ['AUD'], 3),
  issuer('Fonterra Co-operative Group', '恆天然', 'FCGNZ', 'NZ', 'CORP', 'A-', ['NZD', 'AUD'], 3),
  issuer('Tencent Holdings Ltd', '騰訊控股', 'TENCNT', 'CN', 'CORP', 'A+', ['USD', 'CNH'], 4),
  issuer('Alibaba Group Holding', '阿里巴巴集團', 'BABA', 'CN', 'CORP', 'A+', ['USD', 'CNH'], 3, { cusip: '01609W' }),

  // Emerging markets: sovereigns in dollars (and rand), state companies, South African banks.
  issuer('United Mexican States', '墨西哥政府', 'MEX', 'MX', 'EM', 'BBB', ['USD', 'EUR'], 6, { labelZh: '墨西哥政府債', sovereign: true, cusip: '91086Q' }),
  issuer('Federative Republic of Brazil', '巴西政府', 'BRAZIL', 'BR', 'EM', 'BB', ['USD'], 5, { labelZh: '巴西政府債', sovereign: true, cusip: '105756' }),
  issuer('Republic of Indonesia', '印尼政府', 'INDON', 'ID', 'EM', 'BBB', ['USD', 'EUR', 'JPY'], 6, { labelZh: '印尼政府債', sovereign: true, cusip: '455780' }),
  issuer('Republic of the Philippines', '菲律賓政府', 'PHILIP', 'PH', 'EM', 'BBB+', ['USD', 'JPY'], 4, { labelZh: '菲律賓政府債', sovereign: true, cusip: '718286' }),
  issuer('Republic of Turkey', '土耳其政府', 'TURKEY', 'TR', 'EM', 'BB-', ['USD'], 4, { labelZh: '土耳其政府債', sovereign: true, cusip: '900123' }),
  issuer('Kingdom of Saudi Arabia', '沙烏地阿拉伯政府', 'KSA', 'SA', 'EM', 'A+', ['USD'], 4, { labelZh: '沙烏地阿拉伯政府債', sovereign: true, agency: 'Fitch' }),
  issuer('Republic of Chile', '智利政府', 'CHILE', 'CL', 'EM', 'A', ['USD', 'EUR'], 3, { labelZh: '智利政府債', sovereign: true, cusip: '168863' }),
  issuer('Republic of Colombia', '哥倫比亞政府', 'COLOM', 'CO', 'EM', 'BB', ['USD'], 3, { labelZh: '哥倫比亞政府債', sovereign: true, cusip: '195325' }),
  issuer('Republic of South Africa', '南非政府', 'SAGB', 'ZA', 'EM', 'BB', ['ZAR', 'USD'], 12, {
    labelZh: '南非公債',
    sovereign: true,
    cusip: '836205',
    localPrefix: { currency: 'ZAR', prefix: 'ZAG0000' },
  }),
  issuer('Petroleos Mexicanos', '墨西哥國家石油', 'PEMEX', 'MX', 'EM', 'BBB', ['USD', 'EUR'], 4, { cusip: '71654Q' }),
  issuer('Petrobras Global Finance BV', '巴西國家石油', 'PETBRA', 'BR', 'EM', 'BB', ['USD'], 3, { cusip: '71647N' }),
  issuer('Saudi Arabian Oil Co', '沙烏地阿美', 'ARAMCO', 'SA', 'EM', 'A+', ['USD'], 3, { agency: 'Fitch' }),
  issuer('Perusahaan Listrik Negara', '印尼國家電力', 'PLNIJ', 'ID', 'EM', 'BBB', ['USD'], 2),
  issuer('Standard Bank Group', '南非標準銀行', 'SBKSJ', 'ZA', 'EM', 'BB', ['ZAR', 'USD'], 4, { localPrefix: { currency: 'ZAR', prefix: 'ZAG0000' } }),
  issuer('FirstRand Bank Ltd', '第一蘭德銀行', 'FSRSJ', 'ZA', 'EM', 'BB', ['ZAR'], 3, { localPrefix: { currency: 'ZAR', prefix: 'ZAG0000' } }),
  issuer('Transnet SOC Ltd', '南非國家運輸公司', 'TRANSN', 'ZA', 'EM', 'BB-', ['ZAR', 'USD'], 3, { localPrefix: { currency: 'ZAR', prefix: 'ZAG0000' } }),
  issuer('Eskom Holdings SOC Ltd', '南非國家電力公司', 'ESKOM', 'ZA', 'EM', 'B+', ['ZAR', 'USD'], 2, { localPrefix: { currency: 'ZAR', prefix: 'ZAG0000' } }),
];
