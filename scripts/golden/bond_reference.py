"""
A bond desk's reference figures for one bond, computed with QuantLib 1.29 (Debian bookworm's
`quantlib-python`, `apt-get install -y quantlib-python`, run with `/usr/bin/python3`), independently of
`shared/bond/src/math` (`@shared/bond/math`). Used by `make-bond-golden.py` (the committed golden cases) and by
`check-universe.py` (the whole sandbox universe, by hand).

Conventions, each as the market applies it (docs/product-rules.md, BND-10 to BND-13):
- schedule: rolled back from the penultimate coupon date (odd last period) or maturity, every 12/f months,
  end of month when the anchor is a month end, first coupon date when given (QuantLib `Schedule`,
  `DateGeneration.Backward`, `firstDate`, `nextToLastDate`); coupon dates unadjusted;
- accrued interest: QuantLib's `FixedRateBond.accruedAmount` with the bond's day count (ACT/ACT is
  ICMA's, `ActualActual.ISMA` on the schedule, which splits an odd period into notional periods) and
  its ex-coupon period (negative inside it);
- coupon amounts: a regular period pays rate / f (ICMA Rule 251's fixed coupon amount), an odd period
  rate x the day-count fraction of the period; a bond whose terms say it pays by actual days pays
  rate x fraction every period (QuantLib's own coupon amount);
- yields: the cash flows a buyer receives (the coupon inside its ex-coupon window goes to the seller),
  compounded at the coupon frequency over ICMA periods (`ActualActual.ISMA` on the schedule, or the
  bond's 30/360 basis); in the final coupon period a US bond uses simple interest (SIFMA), others stay
  compounded (ICMA); a zero-coupon bond compounds semi-annually in USD and annually elsewhere, over
  actual ICMA years for ACT/ACT and over the day count's years otherwise.
"""

import QuantLib as ql

QUANTLIB_VERSION = ql.__version__


def qdate(yyyymmdd):
    return ql.Date(int(yyyymmdd[6:8]), int(yyyymmdd[4:6]), int(yyyymmdd[0:4]))


def ymd(date):
    return '%04d%02d%02d' % (date.year(), date.month(), date.dayOfMonth())


def is_month_end(date):
    return ql.Date.endOfMonth(date) == date


def day_counter(terms, schedule):
    dc = terms['dayCount']
    if dc == 'ACT/ACT':
        return ql.ActualActual(ql.ActualActual.ISMA, schedule)
    if dc == 'ACT/365':
        return ql.Actual365Fixed()
    if dc == 'NL/365':
        # Japanese government bonds: actual days without 29 February (JSDA; rule BND-14)
        return ql.Actual365Fixed(ql.Actual365Fixed.NoLeap)
    if dc == 'ACT/360':
        return ql.Actual360()
    if dc == '30E/360':
        return ql.Thirty360(ql.Thirty360.European)
    if dc == '30/360':
        # US bonds on a month-end schedule: SIFMA's 30/360 with the end-of-February rule (QuantLib's USA);
        # otherwise the ISDA bond basis
        anchor = terms.get('penultimateCouponDate') or terms['maturityDate']
        sifma = terms.get('issueCurrency') == 'USD' and is_month_end(qdate(anchor))
        return ql.Thirty360(ql.Thirty360.USA) if sifma else ql.Thirty360(ql.Thirty360.BondBasis)
    raise ValueError(dc)


FREQ = {1: ql.Annual, 2: ql.Semiannual, 4: ql.Quarterly, 12: ql.Monthly}


def schedule_of(terms):
    freq = terms['cpnFreq']
    issue = qdate(terms['issueDate'])
    maturity = qdate(terms['maturityDate'])
    first = terms.get('firstCouponDate')
    penultimate = terms.get('penultimateCouponDate')
    anchor = qdate(penultimate) if penultimate else maturity
    return ql.Schedule(
        issue,
        maturity,
        ql.Period(12 // freq, ql.Months),
        ql.NullCalendar(),
        ql.Unadjusted,
        ql.Unadjusted,
        ql.DateGeneration.Backward,
        is_month_end(anchor),
        qdate(first) if first else ql.Date(),
        qdate(penultimate) if penultimate else ql.Date(),
    )


def ex_coupon_args(terms):
    days = terms.get('exCouponDays') or 0
    if days == 0:
        return []
    if terms.get('exCouponBusinessDays'):
        # the UK DMO counts business days of the London market (England and Wales bank holidays)
        return [ql.Period(days, ql.Days), ql.UnitedKingdom(ql.UnitedKingdom.Settlement), ql.Preceding, False]
    return [ql.Period(days, ql.Days), ql.NullCalendar(), ql.Unadjusted, False]


def bond_of(terms, schedule, dc):
    rate = terms['faceRate'] / 100.0
    return ql.FixedRateBond(
        0, 100.0, schedule, [rate], dc, ql.Unadjusted, 100.0, qdate(terms['issueDate']), ql.NullCalendar(), *ex_coupon_args(terms)
    )


class Reference:
    def __init__(self, terms):
        self.terms = terms
        self.zero = terms['cpnFreq'] == 0 or terms['faceRate'] == 0
        if self.zero:
            return
        self.schedule = schedule_of(terms)
        self.dc = day_counter(terms, self.schedule)
        self.bond = bond_of(terms, self.schedule, self.dc)
        freq = terms['cpnFreq']
        self.coupons = []  # (date, amount per 100, ex-coupon date or None)
        for index, cf in enumerate(self.bond.cashflows()):
            coupon = ql.as_coupon(cf)
            if coupon is None:
                continue
            by_days = terms.get('couponByDays', False)
            is_regular = self.schedule.isRegular(index + 1)
            amount = coupon.amount() if (by_days or not is_regular) else terms['faceRate'] / freq
            self.coupons.append((coupon.date(), amount, self.ex_coupon_date(coupon.date())))

    def ex_coupon_date(self, payment):
        # as QuantLib's FixedRateLeg sets it (the binding does not expose CashFlow.exCouponDate)
        args = ex_coupon_args(self.terms)
        if not args:
            return None
        period, calendar, convention, eom = args
        return calendar.advance(payment, -period, convention, eom)

    def accrued(self, settlement):
        if self.zero:
            return 0.0
        return self.bond.accruedAmount(qdate(settlement))

    def ex_coupon(self, settlement):
        s = qdate(settlement)
        for date, _, ex in self.coupons:
            if date > s:
                return ex is not None and s >= ex
        return False

    def next_coupon(self, settlement):
        s = qdate(settlement)
        for date, _, _ in self.coupons:
            if date > s:
                return ymd(date)
        return None

    def flows(self, settlement, redemption=None):
        """The buyer's cash flows after `settlement` up to the redemption (date, price), per 100."""
        s = qdate(settlement)
        end = qdate(redemption[0]) if redemption else qdate(self.terms['maturityDate'])
        price = redemption[1] if redemption else 100.0
        out = []
        if not self.zero:
            for date, amount, ex in self.coupons:
                if date <= s or date > end:
                    continue
                if ex is not None and s >= ex:
                    continue
                out.append((date, amount))
        out.append((end, price))
        merged = {}
        for date, amount in out:
            merged[date] = merged.get(date, 0.0) + amount
        return sorted(merged.items())

    def first_step(self, settlement, end, flows):
        """The interest rate convention of the step from settlement to `end` (the end of the current coupon period)."""
        terms = self.terms
        freq = FREQ[terms['cpnFreq']]
        if terms['dayCount'] in ('30/360', '30E/360'):
            dc = self.dc
        else:
            dc = ql.ActualActual(ql.ActualActual.ISMA, self.schedule)
        if terms.get('issueCurrency') == 'USD' and len(flows) == 1:
            # SIFMA: a US bond in its final coupon period yields simple interest
            return dc, ql.Simple, freq
        return dc, ql.Compounded, freq

    def dirty_at(self, settlement, yield_rate, redemption=None):
        """Dirty price per 100 at an annual yield: QuantLib's discounting of the buyer's cash flows."""
        terms = self.terms
        s = qdate(settlement)
        flows = self.flows(settlement, redemption)
        if self.zero:
            usd = terms.get('issueCurrency') == 'USD'
            freq = 2 if usd else 1
            end = flows[-1][0]
            if terms['dayCount'] == 'ACT/ACT':
                notional = ql.Schedule(
                    end - ql.Period(60, ql.Years), end, ql.Period(12 // freq, ql.Months), ql.NullCalendar(),
                    ql.Unadjusted, ql.Unadjusted, ql.DateGeneration.Backward, is_month_end(end))
                dc = ql.ActualActual(ql.ActualActual.ISMA, notional)
            else:
                dc = day_counter(terms, None)
            rate = ql.InterestRate(yield_rate, dc, ql.Compounded, FREQ[freq])
            return ql.CashFlows.npv([ql.SimpleCashFlow(a, d) for d, a in flows], rate, False, s, s)
        # the end of the current coupon period: every later step is whole ICMA periods (an odd last one its share)
        period_end = min(d for d, _, _ in self.coupons if d > s)
        dc, comp, freq = self.first_step(settlement, period_end, flows)
        later = [ql.SimpleCashFlow(a, d) for d, a in flows if d > period_end]
        at_end = sum(a for d, a in flows if d == period_end)
        isma = ql.InterestRate(yield_rate, ql.ActualActual(ql.ActualActual.ISMA, self.schedule), ql.Compounded, freq)
        value_at_end = at_end + (ql.CashFlows.npv(later, isma, False, period_end, period_end) if later else 0.0)
        step = ql.InterestRate(yield_rate, dc, comp, freq)
        return value_at_end * step.discountFactor(s, period_end, s, period_end)

    def yield_of(self, settlement, clean, redemption=None):
        target = clean + self.accrued(settlement)
        low, high = -0.9, 1.0
        while self.dirty_at(settlement, high, redemption) > target:
            high *= 2
        for _ in range(200):
            mid = (low + high) / 2
            if self.dirty_at(settlement, mid, redemption) > target:
                low = mid
            else:
                high = mid
            if high - low < 1e-13:
                break
        return (low + high) / 2

    def clean_at(self, settlement, yield_rate, redemption=None):
        return self.dirty_at(settlement, yield_rate, redemption) - self.accrued(settlement)
