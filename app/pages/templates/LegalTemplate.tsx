import { useMemo } from 'react';
import { headingsOf, leadingLastUpdated } from '../../../engine/site/bodySections';
import { copyFor } from '../../../engine/copy/copyFor';
import { LegalLayout } from '../../../ui/LegalLayout';
import { PageBody } from '../../../ui/PageBody';
import { OptOut } from '../OptOut';
import { useScrollToHash } from '../useScrollToHash';
import type { TemplateProps } from './templateProps';

/** Terms of Use, Privacy Policy and the opt-out page: the long text with its date and a table of contents from its sections. */
export function LegalTemplate({ page, brand }: TemplateProps) {
  useScrollToHash();
  const { payload } = page;
  const words = copyFor(payload.language).template;
  const { updated, rest } = useMemo(() => leadingLastUpdated(payload.body), [payload.body]);
  const sections = useMemo(() => headingsOf(rest), [rest]);
  return (
    <LegalLayout
      headline={payload.headline}
      subheadline={payload.subheadline}
      updated={updated && words.lastUpdated(updated)}
      sections={sections}
      contentsTitle={words.contents}
      backToContents={words.backToContents}
    >
      <PageBody
        body={rest}
        brandName={brand.name}
        phone={brand.defaultPhone}
        copy={words}
        language={payload.language}
        optOutForm={<OptOut language={payload.language} />}
      />
    </LegalLayout>
  );
}
