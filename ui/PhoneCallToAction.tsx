import { formatPhone } from '../engine/site/formatPhone';

/** Props of {@link PhoneCallToAction}. */
export interface PhoneCallToActionProps {
  /** The number to call, in any format; only its digits count. */
  readonly phone: string;
  /** The line above the number. */
  readonly lead?: string;
  /** The number is leased for this visitor (until the lease ends). */
  readonly leased?: boolean;
  /** The line under a leased number. */
  readonly leasedNote?: string;
}

/** The number to call, as a `tel:` link grouped 1-3-3-rest (`1-800-555-0100`). */
export function PhoneCallToAction({ phone, lead = 'Call a licensed agent now', leased = false, leasedNote = 'This line is reserved for you for the next few minutes.' }: PhoneCallToActionProps) {
  const { text, href } = formatPhone(phone);
  return (
    <div className="phone-cta" data-leased={leased || undefined}>
      <p className="phone-cta-lead">{lead}</p>
      <a className="phone-cta-number" href={href}>
        {text}
      </a>
      {leased && <p className="phone-cta-note">{leasedNote}</p>}
    </div>
  );
}
