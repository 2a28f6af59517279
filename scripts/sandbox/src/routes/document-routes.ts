import type { FastifyInstance } from 'fastify';
import { renderBondRiskDisclosure, renderFundDocument } from '../documents';
import { fundUniverse } from '../funds/fund-universe';
import { isSafeTarget } from '../login-page';
import type { SandboxState } from '../sandbox-state';
import { BOND_RISK_DISCLOSURE_PATH, DOCUMENTS_BASE_PATH, isRecord, type FundDocumentKind } from '../shared-contracts';

const FUND_DOCUMENT_KINDS: readonly FundDocumentKind[] = ['prospectus', 'investor-notice'];

/** The 返回 link of a document opened in the app's webview: a same-site path of the host, never elsewhere. */
function backUrlOf(query: unknown, hostOrigin: string): string | null {
  const back = isRecord(query) ? query.back : undefined;
  return typeof back === 'string' && isSafeTarget(back) ? `${hostOrigin}${back}` : null;
}

/**
 * The documents a customer reads before buying (rule SHL-15), at the contract's stable paths: GET
 * /docs/bond-risk-disclosure and GET /docs/funds/:fundId/prospectus|investor-notice (404 for an unknown
 * fund). Public, like the documents of a real broker; framing refused, no script.
 */
export function registerDocumentRoutes(app: FastifyInstance, state: SandboxState): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${DOCUMENTS_BASE_PATH}/`)) {
      void reply
        .header('x-frame-options', 'DENY')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
    }
  });
  const HTML = 'text/html; charset=utf-8';

  app.get(BOND_RISK_DISCLOSURE_PATH, async (request, reply) => {
    return reply.type(HTML).header('cache-control', 'public, max-age=3600').send(renderBondRiskDisclosure(backUrlOf(request.query, state.hostOrigin)));
  });

  let byId: ReadonlyMap<string, ReturnType<typeof fundUniverse>[number]> | undefined;
  app.get(`${DOCUMENTS_BASE_PATH}/funds/:fundId/:kind`, async (request, reply) => {
    const params = isRecord(request.params) ? request.params : {};
    const kind = FUND_DOCUMENT_KINDS.find((candidate) => candidate === params.kind);
    byId ??= new Map(fundUniverse().map((fund) => [fund.fundId, fund]));
    const fund = typeof params.fundId === 'string' ? byId.get(params.fundId) : undefined;
    if (kind === undefined || fund === undefined) {
      return reply.code(404).type(HTML).send('<!doctype html><html lang="zh-Hant-TW"><meta charset="utf-8"><title>查無文件</title><p>查無此文件。</p></html>');
    }
    return reply.type(HTML).header('cache-control', 'public, max-age=3600').send(renderFundDocument(fund, kind, backUrlOf(request.query, state.hostOrigin)));
  });
}
