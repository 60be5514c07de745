import type { SiteCopy } from '../../../engine/site/siteCopy';

/** The page's benefits, as a short list under the hero. */
export function Benefits({
  benefits,
  copy,
}: {
  readonly benefits: readonly string[];
  readonly copy: SiteCopy;
}) {
  if (benefits.length === 0) return null;
  return (
    <section className="benefits" aria-labelledby="benefits-title">
      <h2 id="benefits-title">{copy.benefitsTitle}</h2>
      <ul>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </section>
  );
}
