import { fundUniverse } from './funds/fund-universe';
import { BOND_RISK_DISCLOSURE_PATH, fundDocumentPath } from './shared-contracts';
import { sandboxPerTest } from './test-support';

describe('documents a customer reads before buying (rule SHL-15)', () => {
  const sandbox = sandboxPerTest();

  it('serves the 外國債券風險預告書 as a zh-TW page nobody can frame, asking no sign-in', async () => {
    const answer = await sandbox.app.inject({ method: 'GET', url: BOND_RISK_DISCLOSURE_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.body).toContain('<html lang="zh-Hant-TW">');
    expect(answer.body).toContain('<h1>外國債券風險預告書</h1>');
    expect(answer.body).toContain('信用風險');
    // opened in a browser tab: no way back is needed, the tab is closed
    expect(answer.body).toContain('閱讀完畢請關閉此分頁');
    expect(answer.body).not.toContain('<script');
  });

  it('links back to the app for the webview, only to a path of the host, never elsewhere', async () => {
    const back = await sandbox.app.inject({ method: 'GET', url: `${BOND_RISK_DISCLOSURE_PATH}?back=${encodeURIComponent('/overseas/bond/marketorder?x=1')}` });
    expect(back.body).toContain('<a class="back" href="http://localhost:8080/overseas/bond/marketorder?x=1">返回</a>');
    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const answer = await sandbox.app.inject({ method: 'GET', url: `${BOND_RISK_DISCLOSURE_PATH}?back=${encodeURIComponent(evil)}` });
      expect(answer.body).not.toContain('evil.example');
      expect(answer.body).not.toContain('>返回</a>');
    }
  });

  it('serves each fund share class its 公開說明書 and 投資人須知, and 404 for an unknown fund or document', async () => {
    const fund = fundUniverse()[0];
    if (fund === undefined) throw new Error('no fund');
    const prospectus = await sandbox.app.inject({ method: 'GET', url: fundDocumentPath(fund.fundId, 'prospectus') });
    expect(prospectus.statusCode).toBe(200);
    expect(prospectus.body).toContain(`<h1>${fund.name} 公開說明書</h1>`);
    expect(prospectus.body).toContain(fund.objective);
    const notice = await sandbox.app.inject({ method: 'GET', url: fundDocumentPath(fund.fundId, 'investor-notice') });
    expect(notice.body).toContain(`<h1>${fund.name} 投資人須知</h1>`);
    expect(notice.body).toContain(`${fund.fees.managementFee}%`);
    expect((await sandbox.app.inject({ method: 'GET', url: fundDocumentPath('NOSUCHFUND', 'prospectus') })).statusCode).toBe(404);
    expect((await sandbox.app.inject({ method: 'GET', url: `/docs/funds/${fund.fundId}/annual-report` })).statusCode).toBe(404);
  });
});
