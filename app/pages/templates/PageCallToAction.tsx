import { PhoneCallToAction } from '../../../ui/PhoneCallToAction';
import type { TemplateProps } from './templateProps';

/** The page's call to action (`destination`): the brand's number, or a button into another page. */
export function PageCallToAction({ page, brand, copy }: TemplateProps) {
  const destination = page.payload.destination;
  if (!destination) return null;
  if (destination === 'call') return <PhoneCallToAction phone={brand.defaultPhone} lead={copy.callUs} />;
  return (
    <p className="page-cta">
      <a className="button button-primary" href={destination}>
        {copy.startQuiz}
      </a>
    </p>
  );
}
