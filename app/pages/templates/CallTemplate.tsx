import { copyFor } from '../../../engine/copy/copyFor';
import { CallPage } from '../../../ui/CallPage';
import { PageBody } from '../../../ui/PageBody';
import { useCallLease } from '../../call/useCallLease';
import { Benefits } from './Benefits';
import { GenericTemplate } from './GenericTemplate';
import { PageCallToAction } from './PageCallToAction';
import type { TemplateProps } from './templateProps';

/** A call page without a funnel: its own lease, shown as the large number. */
function LeasedCallPage(props: TemplateProps) {
  const { page, brand, copy } = props;
  const { payload } = page;
  const number = useCallLease(payload.name);
  // The body's `:phone-link` dials the number the button shows.
  const phone = number.status === 'ready' ? number.phone : brand.defaultPhone;
  return (
    <CallPage
      hero={{ headline: payload.headline, subheadline: payload.subheadline, image: payload.image }}
      number={number}
      hours={brand.hours}
      copy={copyFor(payload.language).call}
    >
      <Benefits benefits={payload.benefits} copy={copy} />
      <PageBody
        body={payload.body}
        brandName={brand.name}
        phone={phone}
        copy={copyFor(payload.language).template}
        language={payload.language}
      />
      {/* The number above is the page's call to action; another destination still gets its button. */}
      {payload.destination !== 'call' && <PageCallToAction {...props} />}
    </CallPage>
  );
}

/**
 * The `call` template (call-auto, additional-social-security-call-now, fe-*, …): the headline,
 * a number leased for the visitor as a large `tel:` button (the brand's default number once the
 * lease expires, or when none was leased), the brand's hours, the benefits and the short body.
 * A call page that runs a funnel shows the funnel, whose final step leases its own number.
 */
export function CallTemplate(props: TemplateProps) {
  return props.page.funnel ? <GenericTemplate {...props} /> : <LeasedCallPage {...props} />;
}
