import type { FastifyInstance } from 'fastify';
import type { SandboxState } from '../sandbox-state';
import { isRecord } from '../shared-contracts';
import { resetLedger } from './margin-ledger';
import { advanceBatch, completeTransfers, expireQuotes, resetTransfers, returnTransfers } from './margin-transfers';

/** The optional `transferNo` and `reason` of a control's JSON body; null when they are not strings. */
function readTarget(body: unknown): { transferNo?: string; reason?: string } | null {
  if (!isRecord(body)) return null;
  const { transferNo, reason } = body;
  if ((transferNo !== undefined && typeof transferNo !== 'string') || (reason !== undefined && typeof reason !== 'string')) return null;
  return { ...(transferNo === undefined ? {} : { transferNo }), ...(reason === undefined ? {} : { reason }) };
}

/**
 * The margin test controls (rule MRG-7), so tests never wait for a batch or a quote's 30 s:
 * POST /__sandbox/margin/advance-batch (every open transfer one step: 受理中 → 處理中 → 已完成),
 * /__sandbox/margin/complete and /__sandbox/margin/return (`{ transferNo?, reason? }`: the named transfer,
 * or every open one), /__sandbox/margin/expire-quotes, /__sandbox/margin/reset (the seeded ledger again).
 */
export function registerMarginControls(controls: FastifyInstance, state: SandboxState): void {
  const bad = { ok: false, Message: 'transferNo 與 reason 必須是字串。' };
  controls.post('/__sandbox/margin/advance-batch', async () => {
    advanceBatch();
    return { ok: true };
  });
  controls.post('/__sandbox/margin/complete', async (request, reply) => {
    const target = readTarget(request.body);
    if (target === null) return reply.code(400).send(bad);
    completeTransfers(target.transferNo);
    return { ok: true };
  });
  controls.post('/__sandbox/margin/return', async (request, reply) => {
    const target = readTarget(request.body);
    if (target === null) return reply.code(400).send(bad);
    returnTransfers(target.transferNo, target.reason);
    return { ok: true };
  });
  controls.post('/__sandbox/margin/expire-quotes', async () => {
    expireQuotes(state.now());
    return { ok: true };
  });
  controls.post('/__sandbox/margin/reset', async () => {
    resetLedger(state.today());
    resetTransfers();
    state.clientKeys.forget(['MARGIN_TRANSFER', 'MARGIN_CANCEL']);
    return { ok: true };
  });
}
