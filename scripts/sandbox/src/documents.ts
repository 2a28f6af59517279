import type { FundClassDefinition } from './funds/fund-universe';
import { FUND_DOCUMENT_NAMES, type FundDocumentKind } from './shared-contracts';

// The documents a customer reads before buying (rule SHL-15), as the broker's document server would serve
// them: plain zh-TW HTML, no script. Sample wording for the sandbox, not any issuer's or broker's text.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page around a document; `backUrl` (already checked) adds a 返回 link for the app's webview. */
function page(title: string, body: string, backUrl: string | null): string {
  const back = backUrl === null ? '<p class="note">閱讀完畢請關閉此分頁，回到原交易頁面。</p>' : `<p><a class="back" href="${escapeHtml(backUrl)}">返回</a></p>`;
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font-family: system-ui, "Noto Sans TC", "Microsoft JhengHei", sans-serif; max-width: 44rem; margin: 1.5rem auto; padding: 0 1rem; line-height: 1.7; color: #1f1f1f; background: #fff; }
    h1 { font-size: 1.4rem; }
    h2 { font-size: 1.1rem; margin-top: 1.5rem; }
    .note { color: #555; font-size: .9rem; }
    .back { display: inline-block; min-height: 44px; line-height: 44px; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #ccc; padding: .3rem .6rem; text-align: left; }
  </style>
</head>
<body>
  <main>
${back}
  <h1>${escapeHtml(title)}</h1>
${body}
${back}
  </main>
</body>
</html>
`;
}

/** 外國債券風險預告書: what a 一般投資人 acknowledges before buying a foreign bond. */
export function renderBondRiskDisclosure(backUrl: string | null): string {
  const risks: readonly (readonly [string, string])[] = [
    ['信用風險', '債券發行人或保證人可能無法依約支付利息或償還本金，投資人可能損失部分或全部投資金額。信用評等僅供參考，並可能調降。'],
    ['利率風險', '市場利率上升時，債券價格通常下跌；距到期日愈長，價格受利率變動的影響愈大。'],
    ['流動性風險', '外國債券的次級市場交易可能不活絡，投資人於到期前賣出時，可能無法即時成交，或須以低於買進價格的價格賣出。'],
    ['匯兌風險', '外國債券以外幣計價，換算為新台幣的價值隨匯率變動，匯率不利時可能產生損失。'],
    ['提前買回風險', '附買回條件的債券，發行人可能於到期前依約提前買回，投資人將面臨再投資利率較低的風險。'],
    ['國家與法規風險', '發行人所在國家的政治、經濟、法規或稅制變動，可能影響債券的價格與本息支付。'],
    ['限專業投資人之債券', '部分債券僅限專業投資人申購，一般投資人不得申購。'],
  ];
  const items = risks.map(([name, text]) => `  <h2>${escapeHtml(name)}</h2>\n  <p>${escapeHtml(text)}</p>`).join('\n');
  return page(
    '外國債券風險預告書',
    `  <p>本風險預告書依主管機關規定，說明投資外國債券可能面臨的主要風險，惟無法揭露所有風險。投資前請詳閱並審慎評估自身的財務狀況與風險承受能力。</p>
${items}
  <h2>投資人聲明</h2>
  <p>投資人於委託前勾選「我已詳閱並了解「外國債券風險預告書」」，即表示已閱讀並了解本預告書內容，知悉投資風險並自行承擔。</p>
  <p class="note">本文件由沙盒提供，為模擬環境之範本。</p>`,
    backUrl,
  );
}

/** A fund share class's 公開說明書 or 投資人須知. */
export function renderFundDocument(fund: FundClassDefinition, kind: FundDocumentKind, backUrl: string | null): string {
  const title = `${fund.name} ${FUND_DOCUMENT_NAMES[kind]}`;
  const facts = `  <table>
    <tr><th scope="row">基金名稱</th><td>${escapeHtml(fund.name)}</td></tr>
    <tr><th scope="row">基金代碼</th><td>${escapeHtml(fund.fundId)}</td></tr>
    <tr><th scope="row">基金公司</th><td>${escapeHtml(fund.house.name)}</td></tr>
    <tr><th scope="row">計價幣別</th><td>${escapeHtml(fund.currency)}</td></tr>
    <tr><th scope="row">風險等級</th><td>${escapeHtml(fund.riskGrade)}${fund.professionalOnly ? '（限專業投資人）' : ''}</td></tr>
  </table>`;
  const body =
    kind === 'prospectus'
      ? `${facts}
  <h2>投資目標</h2>
  <p>${escapeHtml(fund.objective)}</p>
  <h2>主要投資風險</h2>
  <p>基金之投資具市場、利率、信用、流動性及匯兌等風險，基金淨值可能上下波動，投資人可能損失本金。過去績效不代表未來績效。</p>
  <h2>配息</h2>
  <p>基金配息可能由本金支付，配息率不代表報酬率。</p>`
      : `${facts}
  <h2>費用</h2>
  <table>
    <tr><th scope="row">申購手續費（上限）</th><td>${escapeHtml(fund.fees.frontLoad)}%</td></tr>
    <tr><th scope="row">經理費（年）</th><td>${escapeHtml(fund.fees.managementFee)}%</td></tr>
    <tr><th scope="row">保管費（年）</th><td>${escapeHtml(fund.fees.custodyFee)}%</td></tr>
    <tr><th scope="row">轉換費</th><td>${escapeHtml(fund.fees.switchingFee)}%</td></tr>
    <tr><th scope="row">買回費</th><td>${escapeHtml(fund.fees.redemptionFee)}%</td></tr>
  </table>
  <h2>申購與買回</h2>
  <p>申購及買回以收件截止後次一計價日之淨值計算；買回款項於買回後數個營業日內匯入投資人帳戶。</p>`;
  return page(title, `${body}\n  <p class="note">本文件由沙盒提供，為模擬環境之範本。</p>`, backUrl);
}
