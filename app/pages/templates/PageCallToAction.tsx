import { copyFor } from '../../../engine/copy/copyFor';
import { PhoneCallToAction } from '../../../ui/PhoneCallToAction';
import { usePagePhone } from '../usePagePhone';
import type { TemplateProps } from './templateProps';

/** The page's call to action (`destination`): the page's number, or a button into another page. */
export function PageCallToAction({ page, brand, copy }: TemplateProps) {
  const destination = page.payload.destination;
  const phone = usePagePhone(page, brand);
  if (!destination) return null;
  if (destination === 'call')
    return (
      <PhoneCallToAction
        phone={phone.number}
        leased={phone.leased}
        leasedNote={copyFor(page.payload.language).funnel.leasedNote}
        lead={copy.callUs}
      />
    );
  return (
    <p className="page-cta">
      <a className="button button-primary" href={destination}>
        {copy.startQuiz}
      </a>
    </p>
  );
}
