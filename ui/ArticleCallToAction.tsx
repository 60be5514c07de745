import { useId } from 'react';
import { formatPhone } from '../engine/site/formatPhone';
import { PhoneCallToAction } from './PhoneCallToAction';

/** Props of {@link ArticleCallToAction}. */
export interface ArticleCallToActionProps {
  readonly title: string;
  readonly body: string;
  /** A button into the page's funnel (`/quiz/medicare`, or `#questions` for the funnel on the page); without it the number is the action. */
  readonly action?: { readonly href: string; readonly label: string } | undefined;
  /** The number to call (digits). */
  readonly phone: string;
  /** The words before the number (`Prefer to talk? Call a licensed agent`). */
  readonly phoneLead: string;
  /** When agents answer (`Mon–Fri 8 am–9 pm ET`). */
  readonly hours?: string | undefined;
}

/**
 * The article's call to action (page config `destination`): a button into the funnel with the
 * number as the alternative, or, for `call` pages, the number as a large `tel:` link.
 */
export function ArticleCallToAction({
  title,
  body,
  action,
  phone,
  phoneLead,
  hours,
}: ArticleCallToActionProps) {
  const id = useId();
  const { href, text } = formatPhone(phone);
  return (
    <section className="article-cta" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="article-cta-body">{body}</p>
      {action ? (
        <>
          <p className="article-cta-action">
            <a className="button button-primary" href={action.href}>
              {action.label}
            </a>
          </p>
          <p className="article-cta-call">
            {phoneLead}: <a href={href}>{text}</a>
            {hours && <span className="article-cta-hours"> · {hours}</span>}
          </p>
        </>
      ) : (
        <>
          <PhoneCallToAction phone={phone} lead={phoneLead} />
          {hours && <p className="article-cta-hours article-cta-hours-alone">{hours}</p>}
        </>
      )}
    </section>
  );
}
