"""
Writes shared/bond/src/math/golden/quantlib-1.29.json: bond figures computed with QuantLib 1.29 (the
Debian bookworm package `quantlib-python`), the independent reference `golden.test.ts` holds
`@shared/bond/math` to. Run by hand after changing the cases, from the repository root:

    apt-get install -y quantlib-python      # QuantLib 1.29, Python 3.11 bindings
    /usr/bin/python3 scripts/golden/make-bond-golden.py

The conventions are the market's (docs/product-rules.md BND-10 to BND-13), set out in bond_reference.py.
The cases are fixed (a seeded generator plus named cases), so the file changes only when they do.
"""

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import QuantLib as ql  # noqa: E402

from bond_reference import QUANTLIB_VERSION, Reference, qdate, ymd  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'bond', 'src', 'math', 'golden', 'quantlib-1.29.json')

cases = []


def add(case_id, covers, bond, settlement, target_yield=None, price=None, call=None, note=''):
    ref = Reference(bond)
    if price is None:
        price = round(ref.clean_at(settlement, target_yield, None), 3)
    expected = {
        'accruedInterest': round(ref.accrued(settlement), 10),
        'exCoupon': ref.ex_coupon(settlement) if not ref.zero else False,
        'nextCouponDate': ref.next_coupon(settlement) if not ref.zero else None,
        'coupons': [] if ref.zero else [
            [ymd(d), round(a - (100.0 if ymd(d) == bond['maturityDate'] else 0.0), 10)] for d, a in ref.flows(settlement)
        ],
        'ytm': round(ref.yield_of(settlement, price) * 100, 8),
        'priceAtYield': {'yield': 5, 'cleanPrice': round(ref.clean_at(settlement, 0.05), 8)},
    }
    if call is not None:
        expected['call'] = {'date': call, 'price': 100, 'ytc': round(ref.yield_of(settlement, price, (call, 100.0)) * 100, 8)}
    cases.append({'id': case_id, 'covers': covers, 'note': note, 'bond': bond, 'settlementDate': settlement, 'cleanPrice': f'{price:.3f}', 'expected': expected})


def bond(currency, rate, freq, dc, issue, maturity, **extra):
    b = {'issueCurrency': currency, 'faceRate': rate, 'cpnFreq': freq, 'dayCount': dc, 'issueDate': issue, 'maturityDate': maturity}
    b.update(extra)
    return b


# --- named cases from the issue and the markets' own examples --------------------------------------------
add('zar-8.5-act365-2027', ['BND-10'], bond('ZAR', 8.5, 2, 'ACT/365', '20170114', '20270114'), '20261127', price=100.2,
    note='ZAR 8.5 % ACT/365: a regular coupon is 4.25, not 4.284932')
add('gilt-4.75-2030-ex', ['BND-11'], bond('GBP', 4.75, 2, 'ACT/ACT', '20200604', '20300604', exCouponDays=7, exCouponBusinessDays=True), '20261127', price=103.5,
    note='UK DMO: ex-dividend 7 London business days before 2026-12-04, i.e. from 2026-11-25; accrued -2.375 x 7 / 183')
add('gilt-4.75-2030-cum', ['BND-11'], bond('GBP', 4.75, 2, 'ACT/ACT', '20200604', '20300604', exCouponDays=7, exCouponBusinessDays=True), '20261124', price=103.5)
add('gilt-4.75-2030-exdate', ['BND-11'], bond('GBP', 4.75, 2, 'ACT/ACT', '20200604', '20300604', exCouponDays=7, exCouponBusinessDays=True), '20261125', price=103.5)
add('eur-5-short-first', ['BND-12'], bond('EUR', 5, 2, 'ACT/ACT', '20260301', '20310815'), '20260301', price=99.5,
    note='short first period 2026-03-01 to 2026-08-15: 2.5 x 167 / 181 = 2.306630')
add('eur-6-long-first', ['BND-12'], bond('EUR', 6, 2, 'ACT/ACT', '20251101', '20300815', firstCouponDate='20260815'), '20251201', price=101)

# --- a seeded sweep: every currency, frequency and day count, settlement dates 2025-2028 ------------------
rng = random.Random(20261126)
CURRENCY_DAY_COUNTS = {
    'USD': ['ACT/ACT', '30/360'],
    'EUR': ['ACT/ACT', '30E/360'],
    'GBP': ['ACT/ACT'],
    'AUD': ['ACT/ACT', 'ACT/365'],
    'NZD': ['ACT/ACT'],
    'CNH': ['ACT/365', 'ACT/360'],
    'JPY': ['ACT/365'],
    'ZAR': ['ACT/365'],
}
EX_RULES = {'GBP': (7, True), 'AUD': (7, False), 'NZD': (10, False), 'ZAR': (10, False)}


def date_plus(yyyymmdd, days):
    return ymd(qdate(yyyymmdd) + days)


def random_maturity(year_low, year_high, month_end=False):
    year = rng.randint(year_low, year_high)
    month = rng.randint(1, 12)
    if month_end:
        return ymd(ql.Date.endOfMonth(ql.Date(1, month, year)))
    return '%04d%02d%02d' % (year, month, rng.randint(1, 28))


def years_back(maturity, years):
    d = qdate(maturity) - ql.Period(years, ql.Years)
    if ql.Date.endOfMonth(qdate(maturity)) == qdate(maturity):
        d = ql.Date.endOfMonth(d)
    return ymd(d)


def settlement_in(low='20250102', high='20281215'):
    a, b = qdate(low), qdate(high)
    return ymd(a + rng.randint(0, b - a))


count = 0
while count < 110:
    currency = rng.choice(list(CURRENCY_DAY_COUNTS))
    dc = rng.choice(CURRENCY_DAY_COUNTS[currency])
    freq = rng.choice([1, 2, 2, 4])
    month_end = rng.random() < 0.25
    maturity = random_maturity(2027, 2045, month_end)
    issue = years_back(maturity, max(rng.choice([10, 15, 20, 30]), int(maturity[:4]) - 2024))
    rate = rng.choice([0.5, 1.25, 2.625, 3.75, 4.125, 5, 6.5, 8.5, 10.875])
    extra = {}
    covers = ['BND-10', 'BND-13']
    kind = rng.random()
    if currency in EX_RULES and kind < 0.35:
        days, business = EX_RULES[currency]
        extra['exCouponDays'] = days
        if business:
            extra['exCouponBusinessDays'] = True
        covers.append('BND-11')
    elif currency == 'CNH' and kind < 0.5:
        extra['couponByDays'] = True
    if month_end and currency == 'USD' and dc == '30/360':
        covers.append('BND-13 SIFMA end of February')
    b = bond(currency, rate, freq, dc, issue, maturity, **extra)
    settle = settlement_in(max('20250102', issue), min('20281215', date_plus(maturity, -20)))
    if month_end and currency == 'USD' and dc == '30/360' and settle[6:] == '31':
        # QuantLib's USA 30/360 applies its rules in another order than SIFMA's for a 31st after an end of February
        continue
    if 'exCouponDays' in extra and rng.random() < 0.6:
        # settle inside the window of the coming coupon
        nxt = Reference(b).next_coupon(settle)
        window = Reference(b).ex_coupon_date(qdate(nxt))
        settle = ymd(window + rng.randint(0, max(0, qdate(nxt) - window - 1)))
    add(f'sweep-{count:03d}-{currency}-{dc.replace("/", "")}-f{freq}', covers, b, settle, target_yield=rng.uniform(0.005, 0.11),
        call=None)
    count += 1

# --- odd periods ----------------------------------------------------------------------------------------
for i in range(24):
    currency = rng.choice(['USD', 'EUR', 'GBP', 'AUD', 'CNH', 'JPY'])
    dc = rng.choice(CURRENCY_DAY_COUNTS[currency])
    freq = rng.choice([1, 2, 4])
    maturity = random_maturity(2028, 2036)
    step = 12 // freq
    kind = i % 3
    regular_issue = qdate(years_back(maturity, 8))
    shift = rng.randint(10, 25 * step)
    if kind == 0:
        b = bond(currency, 4.5, freq, dc, ymd(regular_issue + shift), maturity)
        label = 'short-first'
    elif kind == 1:
        first = regular_issue + ql.Period(step, ql.Months)
        b = bond(currency, 4.5, freq, dc, ymd(regular_issue - shift), maturity, firstCouponDate=ymd(first))
        label = 'long-first'
    else:
        penultimate = qdate(maturity) - ql.Period(step, ql.Months) - rng.randint(5, 20 * step)
        if ql.Date.endOfMonth(penultimate) == penultimate:
            penultimate = penultimate - 1
        issue = penultimate - ql.Period(12 * 8 - step, ql.Months)
        b = bond(currency, 4.5, freq, dc, ymd(issue), maturity, penultimateCouponDate=ymd(penultimate))
        label = 'odd-last'
    ref = Reference(b)
    first_coupon = ymd(ref.coupons[0][0])
    if kind == 2:
        settle = date_plus(ymd(qdate(b['penultimateCouponDate'])), rng.randint(1, 20))
    else:
        settle = date_plus(b['issueDate'], rng.randint(0, max(1, qdate(first_coupon) - qdate(b['issueDate']) - 1)))
    add(f'odd-{i:02d}-{label}-{currency}-{dc.replace("/", "")}-f{freq}', ['BND-12', 'BND-10'], b, settle, target_yield=rng.uniform(0.01, 0.08))

# --- yield conventions: zeros, final periods, callables ---------------------------------------------------
for i in range(14):
    currency = ['USD', 'USD', 'EUR', 'ZAR', 'JPY', 'GBP', 'USD'][i % 7]
    dc = {'USD': 'ACT/ACT', 'EUR': 'ACT/ACT', 'ZAR': 'ACT/365', 'JPY': 'ACT/365', 'GBP': 'ACT/ACT'}[currency]
    if i == 6:
        dc = '30/360'
    maturity = random_maturity(2026, 2040)
    b = bond(currency, 0, 0, dc, years_back(maturity, 20), maturity)
    add(f'zero-{i:02d}-{currency}-{dc.replace("/", "")}', ['BND-13'], b, settlement_in('20250102', date_plus(maturity, -30)), target_yield=rng.uniform(0.01, 0.1))
for i in range(10):
    currency = ['USD', 'EUR'][i % 2]
    dc = ['ACT/ACT', '30/360'][(i // 2) % 2] if currency == 'USD' else 'ACT/ACT'
    maturity = random_maturity(2026, 2028)
    b = bond(currency, 3.5 + i / 4, 2, dc, years_back(maturity, 5), maturity)
    settle = date_plus(maturity, -rng.randint(10, 170))
    add(f'final-period-{i:02d}-{currency}-{dc.replace("/", "")}', ['BND-13'], b, settle, target_yield=rng.uniform(0.02, 0.07),
        note='USD: simple interest in the final period (SIFMA); EUR: compounded (ICMA)')
for i in range(8):
    currency = ['USD', 'EUR', 'GBP', 'AUD'][i % 4]
    dc = '30/360' if currency == 'USD' else 'ACT/ACT'
    maturity = random_maturity(2031, 2040)
    b = bond(currency, 5.25, 2, dc, years_back(maturity, 16), maturity)
    settle = settlement_in('20250601', '20271231')
    call = ymd(qdate(maturity) - ql.Period(24, ql.Months))
    if ql.Date.endOfMonth(qdate(maturity)) == qdate(maturity):
        call = ymd(ql.Date.endOfMonth(qdate(call)))
    add(f'callable-{i:02d}-{currency}', ['BND-13'], b, settle, target_yield=rng.uniform(0.03, 0.08), call=call)

# --- Japanese government bonds: accrued days without 29 February (rule BND-14) ---------------------------
def add_jgb(case_id, b, settlement, **kwargs):
    add(case_id, ['BND-14'], b, settlement, **kwargs)
    case = cases[-1]
    ref = Reference(b)
    if not ref.zero:
        s = qdate(settlement)
        for cf in ref.bond.cashflows():
            coupon = ql.as_coupon(cf)
            if coupon is not None and coupon.accrualStartDate() <= s < coupon.accrualEndDate():
                case['expected']['accruedDays'] = ref.dc.dayCount(coupon.accrualStartDate(), s)
                break


jgb = bond('JPY', 0.8, 2, 'NL/365', '20220320', '20320320')
for settle in ['20280228', '20280229', '20280301', '20280315', '20270915', '20280921']:
    add_jgb(f'jgb-0.8-2032-{settle}', jgb, settle, price=99.2,
            note='JGB 0.8 % 2032-03-20: from 2027-09-20 a settlement after 2028-02-29 counts one day fewer than ACT/365')
add_jgb('jgb-short-first-over-leap-day', bond('JPY', 1.1, 2, 'NL/365', '20271201', '20370320'), '20280310', price=100.4,
        note='short first period 2027-12-01 to 2028-03-20: 109 days without 29 February (110 actual)')
add_jgb('jgb-zero-2032', bond('JPY', 0, 0, 'NL/365', '20220320', '20320320'), '20270615', target_yield=0.011)
jgb_rng = random.Random(20280229)
for i in range(12):
    maturity = '%04d%02d20' % (jgb_rng.randint(2029, 2045), jgb_rng.choice([3, 6, 9, 12]))
    b = bond('JPY', jgb_rng.choice([0.1, 0.4, 0.8, 1.1, 1.7, 2.2]), 2, 'NL/365', years_back(maturity, 10 if maturity < '20350101' else 20), maturity)
    settle = ymd(qdate('20280101') + jgb_rng.randint(0, 200)) if i % 2 == 0 else ymd(qdate('20250102') + jgb_rng.randint(0, 1450))
    add_jgb(f'jgb-sweep-{i:02d}', b, settle, target_yield=jgb_rng.uniform(0.002, 0.03))

# --- the bond markets' settlement calendars QuantLib knows as the markets do (rule BND-15) -----------------
def weekday_holidays(calendar):
    return [ymd(d) for d in calendar.holidayList(ql.Date(1, 1, 2025), ql.Date(31, 12, 2028), False)]


calendars = {
    'USD': {'calendar': 'UnitedStates(GovernmentBond)', 'holidays': weekday_holidays(ql.UnitedStates(ql.UnitedStates.GovernmentBond))},
    'JPY': {'calendar': 'Japan', 'holidays': weekday_holidays(ql.Japan())},
}

os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, 'w') as handle:
    json.dump({
        'source': 'QuantLib %s (Debian bookworm quantlib-python), scripts/golden/make-bond-golden.py with scripts/golden/bond_reference.py' % QUANTLIB_VERSION,
        'quantlibVersion': QUANTLIB_VERSION,
        'tolerances': {'accruedPer100': 0.0001, 'couponPer100': 0.0001, 'yieldPercent': 0.005, 'pricePer100': 0.001},
        'cases': cases,
        'calendars': calendars,
    }, handle, indent=1, ensure_ascii=False)
    handle.write('\n')
print(f'{len(cases)} cases written to {os.path.relpath(OUT)}')
