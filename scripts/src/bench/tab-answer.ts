import { bodyBytes, type RequestRecord } from './network-log';

/**
 * The API answer a tab click brought: of the fetches started since the click (epoch ms) that finished,
 * the one with the largest body (the list's answer, not a WriteLog or a small side query). Undefined
 * when none finished.
 */
export function tabAnswer(records: readonly RequestRecord[], since: number): RequestRecord | undefined {
  let answer: RequestRecord | undefined;
  for (const record of records) {
    if (record.start < since || record.end === undefined || record.failed || (record.type !== 'Fetch' && record.type !== 'XHR')) continue;
    if (answer === undefined || bodyBytes(record) > bodyBytes(answer)) answer = record;
  }
  return answer;
}

/**
 * "Answer arrived → list painted", ms: from the last byte of the answer received (`answerEnd`, epoch ms
 * as the network log keeps it) to the paint of the list (`listAt`, the page's `performance.now()`),
 * both in the page's time base through its `performance.timeOrigin`. Null when either is unknown. It is
 * what the page does with an answer: receive, decode and parse it, check the first page and render.
 */
export function answerToListMs(answerEnd: number | undefined, timeOrigin: number, listAt: number | null): number | null {
  if (answerEnd === undefined || listAt === null || !Number.isFinite(timeOrigin)) return null;
  return listAt - (answerEnd - timeOrigin);
}
