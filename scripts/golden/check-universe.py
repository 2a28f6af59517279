"""
Recomputes the figures of every offered bond of the sandbox with QuantLib (bond_reference.py) and counts
the bonds whose figures differ beyond a bond desk's tolerances. By hand, not in CI:

    pnpm exec tsx scripts/golden/dump-offered-bonds.ts 20261126 > /tmp/offered.json
    /usr/bin/python3 scripts/golden/check-universe.py /tmp/offered.json
"""
import json
import sys
from collections import Counter

from bond_reference import Reference

# the markets whose government bonds go ex-coupon (docs/product-rules.md, BND-11), for a dump that does not say
EX_BY_TICKER = {('UKT', 'GBP'): (7, True), ('ACGB', 'AUD'): (7, False), ('NZGB', 'NZD'): (10, False), ('SAGB', 'ZAR'): (10, False)}

rows = json.load(open(sys.argv[1]))
bad = Counter()
worst = {}
examples = {}


def note(kind, row, diff, detail):
    bad[kind] += 1
    if diff > worst.get(kind, (0, None))[0]:
        worst[kind] = (diff, row['bond']['isin'] + ' ' + row['bond']['bondNameEn'] + ' ' + row['bond']['dayCount'] + ' ' + detail)


for row in rows:
    bond = dict(row['bond'])
    if 'exCouponDays' not in bond:
        ticker = bond['bondNameEn'].split(' ')[0]
        days, business = EX_BY_TICKER.get((ticker, bond['issueCurrency']), (0, False))
        bond['exCouponDays'] = days
        bond['exCouponBusinessDays'] = business
    ref = Reference(bond)
    s = row['settlement']
    ask = float(row['ask'])
    accrued = ref.accrued(s)
    d = abs(accrued - float(row['accrued']))
    if d > 0.0001 + 5e-7:
        note('accrued', row, d, f"{s} ql {accrued:.6f} product {row['accrued']}")
    if not ref.zero and row['flows']:
        flows = ref.flows(s)
        first = [a for (dt, a) in flows]
        mine = [float(c) for (_, c) in row['flows']]
        qdates = [f"{dt.year():04d}{dt.month():02d}{dt.dayOfMonth():02d}" for (dt, _) in flows]
        pdates = [dt for (dt, _) in row['flows']]
        # the last QuantLib flow also repays 100
        qcoupons = first[:-1] + [first[-1] - 100.0]
        if qdates != pdates:
            note('coupon dates', row, 1, f"ql {qdates[:3]} product {pdates[:3]}")
        else:
            dmax = max(abs(a - b) for a, b in zip(qcoupons, mine))
            if dmax > 0.0001:
                note('coupon', row, dmax, f"ql {qcoupons[0]:.6f} product {mine[0]:.6f}")
    try:
        ytm = ref.yield_of(s, ask) * 100
        d = abs(ytm - float(row['ytm']))
        if d > 0.005 + 5e-5:
            note('ytm', row, d * 100, f"{s} ask {ask} ql {ytm:.4f} product {row['ytm']}")
        if row['callDate'] and row['ytc'] is not None:
            ytc = ref.yield_of(s, ask, (row['callDate'], 100.0)) * 100
            d = abs(ytc - float(row['ytc']))
            if d > 0.005 + 5e-5:
                note('ytc', row, d * 100, f"{s} ql {ytc:.4f} product {row['ytc']}")
        p5 = ref.clean_at(s, 0.05)
        if row['callDate']:
            p5 = min(p5, min(ref.clean_at(s, 0.05, (c, 100.0)) for c in [row['callDate']]))
        d = abs(p5 - float(row['priceAt5']))
        if d > 0.001 + 5e-4 and not row['callDate']:
            note('price at 5%', row, d, f"{s} ql {p5:.4f} product {row['priceAt5']}")
    except RuntimeError as error:
        note('ql error', row, 0, str(error)[:80])

print(f"bonds checked: {len(rows)}")
for kind in ['accrued', 'coupon dates', 'coupon', 'ytm', 'ytc', 'price at 5%', 'ql error']:
    w = worst.get(kind)
    print(f"{kind}: {bad[kind]} differ" + (f"; largest {w[0]:.6g} ({w[1]})" if w else ''))
