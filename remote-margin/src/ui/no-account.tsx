/** What a margin page shows a customer without a sub-brokerage account to show. */
export function NoAccount() {
  return <p>您目前沒有複委託交易帳號，無保證金資料可顯示。</p>;
}
