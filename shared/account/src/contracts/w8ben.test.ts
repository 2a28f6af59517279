import { usWithholdingRate, w8benExpiryFor, w8benFormProblems, type W8benForm } from './w8ben';

const TODAY = '20261127';
const FORM: W8benForm = {
  fullName: 'WANG HSIAO-MING',
  citizenship: 'TW',
  address: 'No. 7, Xinyi Rd., Sec. 5, Xinyi Dist.',
  city: 'Taipei',
  residenceCountry: 'TW',
  foreignTin: 'A123456789',
  noTinReason: '',
  dateOfBirth: '19850512',
  treatyCountry: '',
  certified: true,
};

const fields = (input: unknown) => w8benFormProblems(input, TODAY).map((problem) => `${problem.field}: ${problem.message}`);

describe('the W-8BEN form (rules TAX-2, TAX-3, TAX-5)', () => {
  it('takes a complete form, and a Japanese resident claiming the Japanese treaty', () => {
    expect(fields(FORM)).toEqual([]);
    expect(fields({ ...FORM, citizenship: 'JP', residenceCountry: 'JP', foreignTin: '', noTinReason: 'NOT_REQUIRED', treatyCountry: 'JP' })).toEqual([]);
  });

  it('names each problem in zh-TW by field', () => {
    expect(fields({ ...FORM, fullName: '王小明' })).toEqual(['fullName: 請以英文填寫姓名（與護照相同，2 至 70 個字母）']);
    expect(fields({ ...FORM, address: 'P.O. Box 123, Taipei' })).toEqual(['address: 永久居住地址不得為郵政信箱或轉交地址']);
    expect(fields({ ...FORM, foreignTin: '' })).toEqual(['foreignTin: 請填寫居住國稅籍編號，或選擇未提供的原因']);
    expect(fields({ ...FORM, noTinReason: 'NOT_ISSUED' })).toEqual(['noTinReason: 已填寫稅籍編號時，請勿選擇未提供的原因']);
    expect(fields({ ...FORM, treatyCountry: 'TW' })).toEqual(['treatyCountry: 臺灣與美國無所得稅租稅協定，不得主張協定稅率']);
    expect(fields({ ...FORM, treatyCountry: 'JP' })).toEqual(['treatyCountry: 租稅協定國必須與居住國相同']);
    expect(fields({ ...FORM, dateOfBirth: '20081128' })).toEqual(['dateOfBirth: 須年滿 18 歲始得線上簽署']);
    expect(fields({ ...FORM, dateOfBirth: '20081127' })).toEqual([]);
    expect(fields({ ...FORM, certified: false })).toEqual(['certified: 請勾選聲明事項']);
    expect(fields({ ...FORM, citizenship: 'US' })).toEqual(['citizenship: 請選擇國籍']);
  });

  it.each([
    ['20261127', '20291231'],
    ['20260101', '20291231'],
    ['20261231', '20291231'],
    ['20270101', '20301231'],
  ])('signed %s is valid through %s', (signed, expiry) => {
    expect(w8benExpiryFor(signed)).toBe(expiry);
  });

  it('withholds 30 % without a valid form, the treaty rate on dividends with one, nothing on portfolio interest', () => {
    expect(usWithholdingRate('dividend', false, 'JP')).toBe(30);
    expect(usWithholdingRate('interest', false, '')).toBe(30);
    expect(usWithholdingRate('dividend', true, '')).toBe(30);
    expect(usWithholdingRate('dividend', true, 'JP')).toBe(10);
    expect(usWithholdingRate('dividend', true, 'GB')).toBe(15);
    expect(usWithholdingRate('interest', true, '')).toBe(0);
  });
});
