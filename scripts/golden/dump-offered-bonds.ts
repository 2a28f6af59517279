/**
 * Writes the sandbox's offered bonds on a date, with the figures the product shows for them, as JSON for
 * `check-universe.py` to recompute with QuantLib (a bond desk's check of the whole universe, by hand):
 *
 *   pnpm exec tsx scripts/golden/dump-offered-bonds.ts 20261126 > /tmp/offered.json
 *   /usr/bin/python3 scripts/golden/check-universe.py /tmp/offered.json
 */
import { priceAtYield, priceFigures, projectedCashFlows } from '@shared/bond/math';
import { catalogFor } from '../sandbox/src/bonds/bond-catalog';
import { bondDetailOf } from '../sandbox/src/bonds/bond-detail';
import { defaultUniverse } from '../sandbox/src/bonds/generate-universe';

const asOf = process.argv[2] ?? '20261126';
const catalog = catalogFor(asOf);
const definitions = new Map(defaultUniverse().map((definition) => [definition.isin, definition]));
const rows: unknown[] = [];
for (const bond of catalog.offered) {
  const definition = definitions.get(bond.isin);
  if (definition === undefined) continue;
  const dates = catalog.dates[bond.issueCurrency];
  if (dates === undefined) continue;
  const detail = bondDetailOf(definition, bond, dates);
  if (detail === null) continue;
  const settlement = detail.settlementDate;
  const figures = priceFigures(bond, settlement, detail.quote.ask, detail.callSchedule);
  const nextCall = detail.callSchedule[0];
  const toCall = nextCall === undefined ? null : priceFigures(bond, settlement, detail.quote.ask, [nextCall]).ytc;
  rows.push({
    bond,
    settlement,
    ask: detail.quote.ask,
    accrued: figures.accruedInterest.toFixed(6),
    accruedDays: figures.accruedDays,
    ytm: figures.ytm.toFixed(4),
    callDate: nextCall?.date ?? null,
    ytc: toCall === null ? null : toCall.toFixed(4),
    priceAt5: priceAtYield(bond, settlement, '5').toFixed(3),
    flows: projectedCashFlows(bond, settlement, 100).map((flow) => [flow.date, flow.coupon.toFixed(8)]),
  });
}
process.stdout.write(JSON.stringify(rows));
