import type CDP from 'chrome-remote-interface';
import type { ChainRequest } from './request-chain';

/** The parts of a CDP initiator stack the chain needs. */
interface StackLike {
  callFrames: readonly { url: string }[];
  parent?: StackLike;
}

/** The parts of a CDP `Network.Initiator` the chain needs. */
interface InitiatorLike {
  type: string;
  url?: string;
  requestId?: string;
  stack?: StackLike;
}

/**
 * The largest response body DevTools keeps (decoded bytes), and so the largest the chain can read.
 * Enough for the runtime config and the federation manifests. Kept small on purpose: DevTools decodes
 * every body it keeps on the page's main thread when the body finishes, which for a 5,000-bond answer
 * (3 MB) adds 100 ms or more at 4x CPU to the very interval being measured, a cost no customer pays.
 */
export const KEPT_BODY_BYTES = 256 * 1024;

/** One request seen on the wire, with times in epoch ms (the page's `performance.timeOrigin` clock). */
export interface RequestRecord {
  id: string;
  url: string;
  /** CDP resource type: Document, Script, Fetch, XHR, Preflight, Image, … */
  type: string;
  method: string;
  start: number;
  end: number | undefined;
  /** Bytes received on the wire (headers and encoded body), when finished. */
  encodedBytes: number;
  /** Of those, the response headers' (what had arrived when the response started). */
  headerBytes: number;
  /** The response's `Content-Length`, when it has one (the encoded body's length). */
  contentLength?: number;
  status: number | undefined;
  mimeType: string;
  contentEncoding: string;
  failed: boolean;
  initiator: InitiatorLike;
}

function stackUrls(stack: StackLike | undefined, into: Set<string>): void {
  for (let current = stack; current !== undefined; current = current.parent) {
    for (const frame of current.callFrames) if (frame.url !== '') into.add(frame.url);
  }
}

/** URLs of the scripts (or document) that initiated a request. */
export function initiatorUrls(initiator: InitiatorLike): string[] {
  const urls = new Set<string>();
  if (initiator.url !== undefined && initiator.url !== '' && initiator.type !== 'preflight') urls.add(initiator.url);
  stackUrls(initiator.stack, urls);
  return [...urls];
}

/** A CORS preflight (Chromium reports it as type Other with a `preflight` initiator naming the request). */
export function isPreflight(record: RequestRecord): boolean {
  return record.initiator.type === 'preflight';
}

/**
 * The encoded (compressed, as served) body bytes of a finished request: its `Content-Length` when it came
 * over the wire with one, else what arrived after the headers. Over HTTP/2 Chromium counts every frame
 * received by the time the response starts as the headers' (a whole small answer, for one), so only the
 * length tells; over HTTP/1.1 both agree, and a chunked answer has no length.
 */
export function bodyBytes(record: RequestRecord): number {
  const { contentLength, encodedBytes } = record;
  if (contentLength !== undefined && encodedBytes >= contentLength && record.status !== 304) return contentLength;
  return Math.max(0, encodedBytes - record.headerBytes);
}

function header(headers: Record<string, unknown>, name: string): string {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return String(value);
  return '';
}

/**
 * Records the page's requests from the CDP Network domain (the page's own target: the host, remote
 * scripts and API calls all load in it). `wallTime` comes only with the request; the end is converted
 * from CDP's monotonic clock with the offset of the same request.
 */
export class NetworkLog {
  private readonly records = new Map<string, RequestRecord>();
  private readonly offsets = new Map<string, number>();

  constructor(private readonly cdp: CDP.Client) {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      const offset = event.wallTime * 1000 - event.timestamp * 1000;
      this.offsets.set(event.requestId, offset);
      const existing = this.records.get(event.requestId);
      // A redirect reuses the id: the hop before it is kept as its own record.
      if (existing !== undefined) this.records.set(`${event.requestId}:${existing.url}`, { ...existing, id: `${event.requestId}:${existing.url}`, end: event.wallTime * 1000 });
      this.records.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        type: event.type ?? 'Other',
        method: event.request.method,
        start: event.wallTime * 1000,
        end: undefined,
        encodedBytes: 0,
        headerBytes: 0,
        status: undefined,
        mimeType: '',
        contentEncoding: '',
        failed: false,
        initiator: event.initiator,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const record = this.records.get(event.requestId);
      if (record === undefined) return;
      record.status = event.response.status;
      record.mimeType = event.response.mimeType;
      record.contentEncoding = header(event.response.headers, 'content-encoding');
      record.headerBytes = event.response.encodedDataLength;
      const length = Number(header(event.response.headers, 'content-length') || Number.NaN);
      if (Number.isInteger(length) && length >= 0) record.contentLength = length;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const record = this.records.get(event.requestId);
      if (record === undefined) return;
      record.end = event.timestamp * 1000 + (this.offsets.get(event.requestId) ?? 0);
      record.encodedBytes = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const record = this.records.get(event.requestId);
      if (record === undefined) return;
      record.end = event.timestamp * 1000 + (this.offsets.get(event.requestId) ?? 0);
      record.failed = true;
    });
  }

  /** Forgets everything seen so far (call right before the navigation being measured). */
  reset(): void {
    this.records.clear();
    this.offsets.clear();
  }

  /** Every request seen since the last reset, in start order. */
  requests(): RequestRecord[] {
    return [...this.records.values()].sort((a, b) => a.start - b.start);
  }

  /**
   * The requests as the chain sees them, with the bodies of small JSON answers (runtime config,
   * federation manifests) that name further requests.
   */
  async chainRequests(records: readonly RequestRecord[]): Promise<ChainRequest[]> {
    const result: ChainRequest[] = [];
    for (const record of records) {
      const request: ChainRequest = { id: record.id, url: record.url, start: record.start, end: record.end, initiatorUrls: initiatorUrls(record.initiator) };
      if (isPreflight(record) && record.initiator.requestId !== undefined) request.preflightOf = record.initiator.requestId;
      if (record.mimeType.includes('json') && record.method === 'GET' && !record.failed && record.end !== undefined && record.encodedBytes < KEPT_BODY_BYTES) {
        try {
          const { body, base64Encoded } = await this.cdp.send('Network.getResponseBody', { requestId: record.id });
          request.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
        } catch {
          // Evicted or not kept: the request then only links by initiator.
        }
      }
      result.push(request);
    }
    return result;
  }
}
