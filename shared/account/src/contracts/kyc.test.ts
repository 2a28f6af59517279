import { KYC_QUESTIONS, kycExpiryFor, kycScore, riskTypeForScore, type KycChoice } from './kyc';

const answers = (...choices: KycChoice[]): KycChoice[] => choices;

describe('the KYC questionnaire (rules KYC-1 to KYC-3)', () => {
  it('has ten questions of four scored answers each', () => {
    expect(KYC_QUESTIONS).toHaveLength(10);
    for (const question of KYC_QUESTIONS) expect(question.answers).toHaveLength(4);
    expect(new Set(KYC_QUESTIONS.map((question) => question.id)).size).toBe(10);
  });

  it.each([
    ['all a', answers('a', 'a', 'a', 'a', 'a', 'a', 'a', 'a', 'a', 'a'), 10, 'C'],
    ['eight a, two d: the top of 保守型', answers('a', 'a', 'a', 'a', 'a', 'a', 'a', 'a', 'd', 'd'), 16, 'C'],
    ['18', answers('b', 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'a', 'a'), 18, 'C'],
    ['19: the bottom of 穩健型', answers('b', 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'a'), 19, 'M'],
    ['all b', answers('b', 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'b'), 20, 'M'],
    ['29: the top of 穩健型', answers('c', 'c', 'c', 'c', 'c', 'c', 'c', 'c', 'c', 'b'), 29, 'M'],
    ['all c: 積極型 from 30', answers('c', 'c', 'c', 'c', 'c', 'c', 'c', 'c', 'c', 'c'), 30, 'A'],
    ['all d', answers('d', 'd', 'd', 'd', 'd', 'd', 'd', 'd', 'd', 'd'), 40, 'A'],
  ] as const)('scores %s', (_name, choices, score, riskType) => {
    expect(kycScore(choices)).toBe(score);
    expect(riskTypeForScore(score)).toBe(riskType);
  });

  it.each([
    ['20261127', '20281126'],
    ['20250701', '20270630'],
    ['20260101', '20271231'],
    ['20280229', '20300228'],
    ['20260301', '20280229'],
  ])('signed %s is valid through %s', (signed, expiry) => {
    expect(kycExpiryFor(signed)).toBe(expiry);
  });
});
