import type { ReactNode } from 'react';
import type { SiteCopy } from '../engine/site/siteCopy';
import { formatPhone } from '../engine/site/formatPhone';
import { TpmoDisclaimer } from './TpmoDisclaimer';

/** Props of {@link SiteFrame}. */
export interface SiteFrameProps {
  readonly brandName: string;
  readonly logoText: string;
  /** The number the header and footer offer (digits). */
  readonly phone: string;
  /** Whether that number is leased for this visitor (its calls are the leased conversion, `data-leased`). */
  readonly phoneLeased?: boolean;
  readonly hours: string;
  readonly copy: SiteCopy;
  /** The footer's legal disclosure, the brand's name in it (engine/site/legalDisclosure.ts). */
  readonly disclosure: string;
  /** Links the footer shows (Terms, Privacy) when the brand has those pages. */
  readonly legalLinks: readonly { readonly href: string; readonly label: string }[];
  /** The TPMO disclaimer, on a Medicare page (engine/site/showsTpmoDisclaimer.ts); absent elsewhere. */
  readonly tpmoDisclaimer?: string | undefined;
  readonly children: ReactNode;
}

/** The frame of every page: a skip link, the brand's header with its number, the main content, the footer with disclosures. */
export function SiteFrame({
  brandName,
  logoText,
  phone,
  phoneLeased = false,
  hours,
  copy,
  disclosure,
  legalLinks,
  tpmoDisclaimer,
  children,
}: SiteFrameProps) {
  const { text, href } = formatPhone(phone);
  const leased = phoneLeased ? 'true' : undefined;
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.skipToContent}
      </a>
      <header className="site-header">
        <a className="site-logo" href="/">
          {logoText}
        </a>
        <a
          className="site-header-phone"
          href={href}
          aria-label={`${copy.callUs}: ${text}`}
          data-leased={leased}
        >
          <span className="site-header-phone-label">{copy.callUs}</span> {text}
        </a>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p className="site-footer-disclosure">{disclosure}</p>
        {tpmoDisclaimer !== undefined && <TpmoDisclaimer text={tpmoDisclaimer} />}
        <p>
          {copy.hours}: {hours} ·{' '}
          <a href={href} data-leased={leased}>
            {text}
          </a>
        </p>
        <nav aria-label={brandName}>
          <ul className="site-footer-links">
            <li>
              <a href="/">{copy.home}</a>
            </li>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p>© 2026 {brandName}</p>
      </footer>
    </>
  );
}
