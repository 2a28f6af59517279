/** The broker's particulars shown in the footer (rule SHL-5). */
export const COMPANY = {
  name: '凱基證券股份有限公司',
  servicePhones: [
    { label: '客服專線', number: '(02) 2389-0088' },
    { label: '免付費專線', number: '0800-085-005' },
  ],
  address: '台北市中山區明水路698號3樓',
  licence: '許可證照字號：112年金管證總字第0009號',
} as const;
