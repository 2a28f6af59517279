import type { RequestRecord } from './network-log';
import { answerToListMs, tabAnswer } from './tab-answer';

function record(id: string, type: string, start: number, end: number | undefined, encodedBytes: number, extra: Partial<RequestRecord> = {}): RequestRecord {
  return {
    id,
    url: `http://localhost:8290/${id}`,
    type,
    method: 'POST',
    start,
    end,
    encodedBytes,
    headerBytes: 200,
    status: 200,
    mimeType: 'application/json',
    contentEncoding: 'br',
    failed: false,
    initiator: { type: 'script' },
    ...extra,
  };
}

describe('the answer a tab click brought', () => {
  const clickedAt = 1_000_000;
  const records = [
    record('before-click', 'Fetch', clickedAt - 5_000, clickedAt - 4_000, 900_000),
    record('preflight', 'Preflight', clickedAt + 10, clickedAt + 170, 400),
    record('query', 'Fetch', clickedAt + 180, clickedAt + 2_100, 340_000),
    record('write-log', 'Fetch', clickedAt + 2_300, clickedAt + 2_460, 300),
    record('script', 'Script', clickedAt + 50, clickedAt + 3_000, 2_000_000),
    record('broken', 'Fetch', clickedAt + 60, clickedAt + 900, 5_000_000, { failed: true }),
    record('pending', 'Fetch', clickedAt + 70, undefined, 0),
  ];

  it('is the largest finished fetch started since the click', () => {
    expect(tabAnswer(records, clickedAt)?.id).toBe('query');
    expect(tabAnswer([], clickedAt)).toBeUndefined();
  });

  it('is measured from its last byte to the list painted, in the page time base', () => {
    const timeOrigin = clickedAt - 8_000.25;
    // the answer's last byte came at page time 10_100.25; the list was painted at 10_160.25
    expect(answerToListMs(clickedAt + 2_100, timeOrigin, 10_160.25)).toBeCloseTo(60, 6);
  });

  it('is unknown without an answer or without a painted list', () => {
    expect(answerToListMs(undefined, 0, 100)).toBeNull();
    expect(answerToListMs(1_000, 0, null)).toBeNull();
    expect(answerToListMs(1_000, Number.NaN, 100)).toBeNull();
  });
});
