import { useState } from 'react';
import { COMPANY } from './company';
import { RatingTermsModal } from './rating-terms-modal';
import { FOOTER_DISCLAIMERS } from './shell-text';

/** The footer (rule SHL-5): quote and rating disclaimers, the rating terms, and the company's particulars. */
export function Footer() {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <footer className="site-footer">
      <section className="site-footer__disclaimers" aria-label="免責聲明">
        <p>{FOOTER_DISCLAIMERS.quotes}</p>
        <p>
          {FOOTER_DISCLAIMERS.ratings}
          <button type="button" className="site-footer__terms-link" onClick={() => setTermsOpen(true)}>
            {FOOTER_DISCLAIMERS.termsButton}
          </button>
        </p>
      </section>
      <address className="site-footer__company">
        <strong>{COMPANY.name}</strong>
        {COMPANY.servicePhones.map((phone) => (
          <span key={phone.number}>
            {phone.label}：<a href={`tel:${phone.number.replace(/[^\d]/g, '')}`}>{phone.number}</a>
          </span>
        ))}
        <span>地址：{COMPANY.address}</span>
        <span>{COMPANY.licence}</span>
      </address>
      <RatingTermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
    </footer>
  );
}
