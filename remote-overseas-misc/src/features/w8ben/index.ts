// The W-8BEN page, and the US withholding note the stock page shows.
export { W8benPage } from './w8ben-page';
export { UsDividendWithholdingNote, W8BEN_PATH } from './components/us-withholding-note';
