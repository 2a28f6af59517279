import fc from 'fast-check';
import type { ProductRiskGrade } from '../contracts/risk-grade';
import { MAX_RISK_GRADE, bondSuitabilityProduct, checkSuitability, fundSuitabilityProduct, riskGradeLevel, type SuitabilityProduct, type SuitabilityProfile } from './check-suitability';

const TODAY = '20251124';

const moderate: SuitabilityProfile = { investorClass: 'GEN', riskType: 'M', kycExpiry: '20291231', w8benOnFile: true, w8benExpiry: '20281231' };
const professional: SuitabilityProfile = { investorClass: 'PRO', riskType: 'A', kycExpiry: '20300630', w8benOnFile: true, w8benExpiry: '20291231' };
const plain: SuitabilityProduct = { kind: 'bond', riskGrade: 'RR2', professionalOnly: false, needsW8ben: false };

const codes = (profile: SuitabilityProfile, product: SuitabilityProduct, today = TODAY) => checkSuitability(profile, product, today).map((r) => r.code);

describe('checkSuitability (rule ORD-5)', () => {
  it('lets a moderate customer buy up to RR3 and refuses RR4 and RR5 with the reason in plain words', () => {
    expect(checkSuitability(moderate, { ...plain, riskGrade: 'RR3' }, TODAY)).toEqual([]);
    const refusals = checkSuitability(moderate, { ...plain, riskGrade: 'RR5' }, TODAY);
    expect(refusals).toEqual([{ code: 'RISK_TOO_HIGH', message: '此商品風險等級為 RR5，高於您的風險屬性（穩健型）可承受的 RR3。' }]);
    expect(codes(moderate, { ...plain, riskGrade: 'RR4' })).toEqual(['RISK_TOO_HIGH']);
  });

  it('allows 保守型 up to RR2 and 積極型 up to RR5', () => {
    const conservative = { ...moderate, riskType: 'C' as const };
    expect(codes(conservative, { ...plain, riskGrade: 'RR2' })).toEqual([]);
    expect(codes(conservative, { ...plain, riskGrade: 'RR3' })).toEqual(['RISK_TOO_HIGH']);
    expect(codes(professional, { ...plain, riskGrade: 'RR5' })).toEqual([]);
  });

  it('refuses a professional-only bond to a non-professional, not to a professional', () => {
    const pi = { ...plain, professionalOnly: true };
    expect(checkSuitability(moderate, pi, TODAY)).toEqual([{ code: 'PROFESSIONAL_ONLY', message: '此債券限專業投資人申購，您目前為一般投資人。' }]);
    expect(codes(professional, pi)).toEqual([]);
  });

  it('refuses everything once KYC has expired, KYC first, and still accepts on the expiry day itself', () => {
    const expired = { ...professional, kycExpiry: '20250331' };
    const refusals = checkSuitability(expired, plain, TODAY);
    expect(refusals[0]).toEqual({ code: 'KYC_EXPIRED', message: '您的風險屬性評估（KYC）已於 2025/03/31 到期，請重新填寫評估後再下單。' });
    expect(codes(expired, { ...plain, riskGrade: 'RR5', professionalOnly: true })).toEqual(['KYC_EXPIRED']);
    expect(codes(expired, plain, '20250331')).toEqual([]);
    expect(codes(expired, plain, '20250401')).toEqual(['KYC_EXPIRED']);
  });

  it('asks for a W-8BEN for a US issuer when none is on file or it has run out', () => {
    const us = { ...plain, needsW8ben: true };
    expect(codes(moderate, us)).toEqual([]);
    expect(checkSuitability({ ...moderate, w8benOnFile: false, w8benExpiry: '' }, us, TODAY)[0]?.message).toBe('此為美國發行人之債券，須先簽署 W-8BEN 表單才能申購。');
    expect(checkSuitability({ ...moderate, w8benExpiry: '20241231' }, us, TODAY)[0]?.message).toBe('此為美國發行人之債券，您的 W-8BEN 表單已過期，請更新後再下單。');
    expect(codes({ ...moderate, w8benOnFile: false, w8benExpiry: '' }, plain)).toEqual([]);
  });

  it('turns a bond into a product: PI is professional-only, a US issuer needs a W-8BEN', () => {
    expect(bondSuitabilityProduct({ ProductRiskGrade: 'RR4', investorRestriction: 'PI', issuerCountry: 'US' })).toEqual({
      kind: 'bond',
      riskGrade: 'RR4',
      professionalOnly: true,
      needsW8ben: true,
    });
    expect(bondSuitabilityProduct({ ProductRiskGrade: 'RR1', investorRestriction: 'ALL', issuerCountry: 'DE' })).toEqual({ kind: 'bond', riskGrade: 'RR1', professionalOnly: false, needsW8ben: false });
  });

  it('names the product being bought: a fund is 此基金, a stock is bought (買進), not 申購 of 此債券', () => {
    const fund = fundSuitabilityProduct({ riskGrade: 'RR2', professionalOnly: true });
    expect(fund).toEqual({ kind: 'fund', riskGrade: 'RR2', professionalOnly: true, needsW8ben: false });
    expect(checkSuitability(moderate, fund, TODAY)[0]?.message).toBe('此基金限專業投資人申購，您目前為一般投資人。');
    const stock: SuitabilityProduct = { kind: 'stock', riskGrade: 'RR3', professionalOnly: true, needsW8ben: true };
    expect(checkSuitability({ ...moderate, w8benOnFile: false, w8benExpiry: '' }, stock, TODAY).map((r) => r.message)).toEqual([
      '此股票限專業投資人買進，您目前為一般投資人。',
      '此為美國市場之股票，須先簽署 W-8BEN 表單才能買進。',
    ]);
  });

  describe('properties', () => {
    const gradeArb = fc.constantFrom<ProductRiskGrade>('RR1', 'RR2', 'RR3', 'RR4', 'RR5');
    const dateArb = fc.integer({ min: 2020, max: 2032 }).chain((year) =>
      fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([m, d]) => `${year}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`),
    );
    const profileArb: fc.Arbitrary<SuitabilityProfile> = fc.record({
      investorClass: fc.constantFrom<'PRO' | 'GEN'>('PRO', 'GEN'),
      riskType: fc.constantFrom<'C' | 'M' | 'A'>('C', 'M', 'A'),
      kycExpiry: dateArb,
      w8benOnFile: fc.boolean(),
      w8benExpiry: fc.oneof(dateArb, fc.constant('')),
    });
    const productArb: fc.Arbitrary<SuitabilityProduct> = fc.record({ kind: fc.constantFrom<'bond' | 'fund' | 'stock'>('bond', 'fund', 'stock'), riskGrade: gradeArb, professionalOnly: fc.boolean(), needsW8ben: fc.boolean() });

    it('refuses exactly when one of the four rules says so, each reason once, in a fixed order', () => {
      fc.assert(
        fc.property(profileArb, productArb, dateArb, (profile, product, today) => {
          const got = codes(profile, product, today);
          const expected = [
            ...(profile.kycExpiry < today ? ['KYC_EXPIRED'] : []),
            ...(product.professionalOnly && profile.investorClass === 'GEN' ? ['PROFESSIONAL_ONLY'] : []),
            ...(riskGradeLevel(product.riskGrade) > riskGradeLevel(MAX_RISK_GRADE[profile.riskType]) ? ['RISK_TOO_HIGH'] : []),
            ...(product.needsW8ben && !(profile.w8benOnFile && profile.w8benExpiry !== '' && profile.w8benExpiry >= today) ? ['W8BEN_MISSING'] : []),
          ];
          expect(got).toEqual(expected);
        }),
        { numRuns: 1000 },
      );
    });

    it('is monotone: a riskier product is never allowed where a safer one is refused for risk', () => {
      fc.assert(
        fc.property(profileArb, productArb, gradeArb, (profile, product, higher) => {
          fc.pre(riskGradeLevel(higher) >= riskGradeLevel(product.riskGrade));
          const safer = codes(profile, product, TODAY).includes('RISK_TOO_HIGH');
          const riskier = codes(profile, { ...product, riskGrade: higher }, TODAY).includes('RISK_TOO_HIGH');
          if (safer) expect(riskier).toBe(true);
        }),
      );
    });

    it('gives every refusal a non-empty Traditional Chinese message', () => {
      fc.assert(
        fc.property(profileArb, productArb, dateArb, (profile, product, today) => {
          for (const refusal of checkSuitability(profile, product, today)) expect(refusal.message).toMatch(/[\u4e00-\u9fff]/);
        }),
      );
    });
  });
});
