import { formatPhone } from '../engine/site/formatPhone';

/** Props of {@link PhoneCallToAction}. */
export interface PhoneCallToActionProps {
  /** The number to call, in any format; only its digits count. */
  readonly phone: string;
  /** The line above the number, in the page's language. */
  readonly lead: string;
}

/** Whether the number is leased for this visitor (until the lease ends), and then the line under it. */
type LeaseProps =
  | { readonly leased?: false; readonly leasedNote?: string }
  | { readonly leased: boolean; readonly leasedNote: string };

/** The number to call, as a `tel:` link grouped 1-3-3-rest (`1-800-555-0100`). */
export function PhoneCallToAction({
  phone,
  lead,
  leased = false,
  leasedNote,
}: PhoneCallToActionProps & LeaseProps) {
  const { text, href } = formatPhone(phone);
  return (
    <div className="phone-cta" data-leased={leased || undefined}>
      <p className="phone-cta-lead">{lead}</p>
      <a className="phone-cta-number" href={href}>
        {text}
      </a>
      {leased && leasedNote && <p className="phone-cta-note">{leasedNote}</p>}
    </div>
  );
}
