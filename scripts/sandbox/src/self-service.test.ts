import { fundMarketOn } from './funds/fund-market';
import {
  FunId,
  KYC_QUESTIONS,
  OTP_MAX_ATTEMPTS,
  StatusCode,
  buildCustomerProfileRequest,
  buildFundListRequest,
  buildFundSubscribeRequest,
  buildKycSignRequest,
  buildOtpSendRequest,
  buildSubmitStatusRequest,
  buildW8benSignRequest,
  parseCustomerProfileAnswer,
  parseFundListAnswer,
  parseKycSignAnswer,
  parseOtpSendAnswer,
  parseW8benSignAnswer,
  type KycChoice,
  type W8benForm,
} from './shared-contracts';
import { TEST_TODAY, body, manualClock, query, sandboxPerTest } from './test-support';

const ACCOUNT = '3456789';
let keys = 0;
const key = () => `00000000-0000-4000-8000-${String((keys += 1)).padStart(12, '0')}`;
const all = (choice: KycChoice): KycChoice[] => KYC_QUESTIONS.map(() => choice);

const FORM: W8benForm = {
  fullName: 'LIN CHIH-CHIANG',
  citizenship: 'TW',
  address: 'No. 1, Sec. 2, Guangfu Rd., East Dist.',
  city: 'Hsinchu',
  residenceCountry: 'TW',
  foreignTin: 'C123456789',
  noTinReason: '',
  dateOfBirth: '19800115',
  treatyCountry: '',
  certified: true,
};

describe('signing the KYC questionnaire and a W-8BEN online (rules KYC-1 to KYC-5, TAX-1 to TAX-4)', () => {
  beforeAll(() => void fundMarketOn(TEST_TODAY), 30_000);
  let clock = manualClock();
  beforeEach(() => {
    clock = manualClock();
  });
  const sandbox = sandboxPerTest('C123456789', { now: () => clock.now(), tokenTtlMs: 7 * 86_400_000 });

  /** Sends a code and reads it the way a test reads the customer's phone: from the test controls. */
  async function sendCode(purpose: 'KYC' | 'W8BEN'): Promise<string> {
    const sent = parseOtpSendAnswer((await query(sandbox.app, sandbox.token, buildOtpSendRequest(ACCOUNT, purpose))).json());
    expect(sent).toMatchObject({ purpose, sentTo: '09**-***-789', attemptsLeft: OTP_MAX_ATTEMPTS });
    expect(sent).not.toHaveProperty('code');
    const peek = await sandbox.app.inject({ method: 'GET', url: `/__sandbox/otp?idno=C123456789&purpose=${purpose}` });
    return String(body(peek).code);
  }

  async function subscribeRr1(): Promise<Record<string, unknown>> {
    const fund = parseFundListAnswer((await query(sandbox.app, sandbox.token, buildFundListRequest())).json()).find((entry) => entry.riskGrade === 'RR1' && entry.currency === 'USD' && !entry.professionalOnly);
    if (fund === undefined) throw new Error('no RR1 USD fund');
    return body(await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, fund.fundId, '1000', key())));
  }

  it('refuses an order while the KYC is expired, and takes the same order right after the renewal is signed', async () => {
    const refused = await subscribeRr1();
    expect(refused.StatusCode).toBe(StatusCode.OrderRefused);
    expect(String(refused.Message)).toContain('風險屬性評估（KYC）已於 2025/03/31 到期');

    const code = await sendCode('KYC');
    const signed = parseKycSignAnswer((await query(sandbox.app, sandbox.token, buildKycSignRequest(ACCOUNT, all('b'), code, key()))).json());
    expect(signed).toEqual({ score: 20, riskType: 'M', signedDate: TEST_TODAY, kycExpiry: '20270630' });
    const profile = parseCustomerProfileAnswer((await query(sandbox.app, sandbox.token, buildCustomerProfileRequest())).json());
    expect(profile).toMatchObject({ riskType: 'M', kycExpiry: '20270630' });
    expect(profile.agreements).toContainEqual({ name: '客戶風險屬性評估問卷', signedDate: TEST_TODAY });

    expect((await subscribeRr1()).StatusCode).toBe(StatusCode.Success);
  });

  it('refuses a wrong code with 4260 and the tries left, voids it after five, and a used or expired code signs nothing', async () => {
    const code = await sendCode('KYC');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = body(await query(sandbox.app, sandbox.token, buildKycSignRequest(ACCOUNT, all('a'), wrong, key())));
    expect(first).toMatchObject({ StatusCode: StatusCode.OtpRefused, Message: `簡訊驗證碼錯誤，請再確認（尚可輸入 ${OTP_MAX_ATTEMPTS - 1} 次）。` });
    for (let attempt = 2; attempt < OTP_MAX_ATTEMPTS; attempt += 1) await query(sandbox.app, sandbox.token, buildKycSignRequest(ACCOUNT, all('a'), wrong, key()));
    const last = body(await query(sandbox.app, sandbox.token, buildKycSignRequest(ACCOUNT, all('a'), wrong, key())));
    expect(last.Message).toBe('簡訊驗證碼錯誤次數過多，此驗證碼已失效，請重新取得驗證碼。');
    // the right code is void now too
    expect(body(await query(sandbox.app, sandbox.token, buildKycSignRequest(ACCOUNT, all('a'), code, key()))).StatusCode).toBe(StatusCode.OtpRefused);

    const fresh = await sendCode('KYC');
    clock.advance(300_001);
    expect(body(await query(sandbox.app, sandbox.token, buildKycSignRequest(ACCOUNT, all('a'), fresh, key()))).Message).toBe('簡訊驗證碼已逾時，請重新取得驗證碼。');
    const profile = parseCustomerProfileAnswer((await query(sandbox.app, sandbox.token, buildCustomerProfileRequest())).json());
    expect(profile.kycExpiry).toBe('20250331');
  });

  it('signs once for a repeated key (the first answer again), and says so when asked about the key', async () => {
    const code = await sendCode('KYC');
    const clientKey = key();
    const request = buildKycSignRequest(ACCOUNT, all('d'), code, clientKey);
    const first = body(await query(sandbox.app, sandbox.token, request));
    const again = body(await query(sandbox.app, sandbox.token, request));
    expect(again).toEqual(first);
    expect(parseKycSignAnswer(first)).toMatchObject({ score: 40, riskType: 'A' });
    const status = body(await query(sandbox.app, sandbox.token, buildSubmitStatusRequest(ACCOUNT, 'KYC_SIGN', clientKey)));
    expect(status.Data).toMatchObject({ state: 'ANSWERED', answer: first });
  });

  it('refuses answers that are not ten choices with 4001, before the code is spent', async () => {
    const code = await sendCode('KYC');
    const short = body(await query(sandbox.app, sandbox.token, { FunId: FunId.KycSign, Data: { account: ACCOUNT, answers: ['a', 'b'], otp: code, ClientKey: key() } }));
    expect(short).toMatchObject({ StatusCode: StatusCode.InvalidField });
    expect(String(short.Message)).toContain('answers');
    const odd = body(await query(sandbox.app, sandbox.token, { FunId: FunId.KycSign, Data: { account: ACCOUNT, answers: [...all('a').slice(1), 'e'], otp: code, ClientKey: key() } }));
    expect(odd.StatusCode).toBe(StatusCode.InvalidField);
    expect(body(await query(sandbox.app, sandbox.token, buildKycSignRequest(ACCOUNT, all('a'), code, key()))).StatusCode).toBe(StatusCode.Success);
  });

  it('records a W-8BEN valid to the end of the third calendar year, and refuses a bad form with 4001 naming the field', async () => {
    const code = await sendCode('W8BEN');
    const treatyTw = body(await query(sandbox.app, sandbox.token, buildW8benSignRequest(ACCOUNT, { ...FORM, treatyCountry: 'TW' }, code, key())));
    expect(treatyTw).toMatchObject({ StatusCode: StatusCode.InvalidField });
    expect(String(treatyTw.Message)).toContain('form.treatyCountry');
    expect(String(treatyTw.Message)).toContain('臺灣與美國無所得稅租稅協定');
    const noTin = body(await query(sandbox.app, sandbox.token, buildW8benSignRequest(ACCOUNT, { ...FORM, foreignTin: '' }, code, key())));
    expect(String(noTin.Message)).toContain('form.foreignTin');
    // a KYC code never signs a W-8BEN
    const kycCode = await sendCode('KYC');
    expect(body(await query(sandbox.app, sandbox.token, buildW8benSignRequest(ACCOUNT, FORM, kycCode === code ? '999999' : kycCode, key()))).StatusCode).toBe(StatusCode.OtpRefused);

    const signed = parseW8benSignAnswer((await query(sandbox.app, sandbox.token, buildW8benSignRequest(ACCOUNT, FORM, code, key()))).json());
    expect(signed).toEqual({ signedDate: TEST_TODAY, w8benExpiry: '20281231', treatyCountry: '' });
    const profile = parseCustomerProfileAnswer((await query(sandbox.app, sandbox.token, buildCustomerProfileRequest())).json());
    expect(profile).toMatchObject({ w8benOnFile: true, w8benExpiry: '20281231', w8benTreatyCountry: '' });
  });

  it('refuses a code for an account not the customer\'s with 4032', async () => {
    expect(body(await query(sandbox.app, sandbox.token, buildOtpSendRequest('1234567', 'KYC'))).StatusCode).toBe(StatusCode.AccountNotOwned);
  });
});
