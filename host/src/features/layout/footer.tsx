import { useState } from 'react';
import { COMPANY } from './company';
import { RatingTermsModal } from './rating-terms-modal';

/** The footer (rule SHL-5): quote and rating disclaimers, the rating terms, and the company's particulars. */
export function Footer() {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <footer className="site-footer">
      <section className="site-footer__disclaimers" aria-label="免責聲明">
        <p>本網站報價資訊由資訊廠商提供，僅供一般參考，不構成任何投資建議。</p>
        <p>
          信用評等資訊來源為外部資訊提供者，實際評等以評等機構官方公告為準。
          <button type="button" className="site-footer__terms-link" onClick={() => setTermsOpen(true)}>
            信用評等資訊使用條款
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
