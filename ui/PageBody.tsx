import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { sourcesIn, sourcesOf, type BodySource } from '../engine/site/bodySections';
import { formatPhone } from '../engine/site/formatPhone';
import type { TemplateCopy } from '../engine/site/templateCopy';
import type { BodyNode, CarrierId } from '../schemas/pageComponents';
import { CarrierCard } from './CarrierCard';
import { SourceLink } from './SourceLink';
import { SourceList } from './SourceList';
import './prose.css';

/** Props of {@link PageBody}. */
export interface PageBodyProps {
  /** The body compiled at build time (scripts/campaigns/compileBody.ts), or a part of it. */
  readonly body: readonly BodyNode[];
  /** The current brand's name, for `:brand-name`. */
  readonly brandName: string;
  /** The page's call number (digits), for `:phone-link`. */
  readonly phone: string;
  /** Every source the whole page lists, when `body` is only a part of it (source links are numbered by it). */
  readonly sources?: readonly BodySource[] | undefined;
  /** The words the components write, in the page's language (engine/copy/). */
  readonly copy: Pick<TemplateCopy, 'sources' | 'source' | 'opensInNewTab' | 'knownFor'>;
  /** The page's language, for the components' own words (carrier cards). */
  readonly language: 'english' | 'spanish';
  /** What `::opt-out-form` shows (the page wires the form to the API); nothing without it. */
  readonly optOutForm?: ReactNode;
  /** A class next to `prose` (e.g. the article's reading width). */
  readonly className?: string | undefined;
}

interface RenderContext {
  readonly props: PageBodyProps;
  readonly sources: readonly BodySource[];
  readonly copy: PageBodyProps['copy'];
}

const voidTags = new Set(['br', 'hr', 'img', 'input']);

function sourceNumber(sources: readonly BodySource[], href: string): number | undefined {
  const index = sources.findIndex((source) => source.href === href);
  return index === -1 ? undefined : index + 1;
}

function render(node: BodyNode, key: number, context: RenderContext): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  const kids = () => children.map((child, index) => render(child, index, context));
  const { props, sources, copy } = context;
  switch (tag) {
    case 'x-carrier-card':
      return (
        <CarrierCard
          key={key}
          carrier={attributes?.carrier as CarrierId}
          language={props.language}
          strengthsLabel={copy.knownFor}
        />
      );
    case 'x-source-link': {
      const href = String(attributes?.href);
      const number = sourceNumber(sources, href);
      const listed = number === undefined ? undefined : sources[number - 1]?.label;
      return (
        <SourceLink
          key={key}
          href={href}
          number={number}
          title={listed}
          sourceLabel={copy.source}
          newTabLabel={copy.opensInNewTab}
        >
          {kids()}
        </SourceLink>
      );
    }
    case 'x-source-list': {
      const items = sourcesIn(node);
      const first = items[0];
      const start = (first && sourceNumber(sources, first.href)) ?? 1;
      return <SourceList key={key} sources={items} start={start} title={copy.sources} />;
    }
    case 'x-brand-name':
      return <Fragment key={key}>{props.brandName}</Fragment>;
    case 'x-opt-out-form':
      return <Fragment key={key}>{props.optOutForm}</Fragment>;
    case 'x-phone-link': {
      const { href, text } = formatPhone(props.phone);
      return (
        <a key={key} href={href}>
          {text}
        </a>
      );
    }
  }
  const { class: className, ...rest } = attributes ?? {};
  const elementProps = {
    key,
    ...rest,
    ...(className !== undefined && { className: String(className) }),
  };
  // A comparison table's empty top-left cell heads nothing: a data cell, not an empty header.
  if (tag === 'th' && children.every((child) => typeof child === 'string' && child.trim() === ''))
    return createElement('td', elementProps);
  if (tag === 'table')
    return createElement(
      'div',
      { key, className: 'table-scroll', tabIndex: 0 },
      createElement('table', { ...rest }, ...kids()),
    );
  // A code block scrolls sideways on a phone: keyboard users must reach it too.
  if (tag === 'pre') return createElement('pre', { ...elementProps, tabIndex: 0 }, ...kids());
  // Body images are below the hero: they load when scrolled near, without blocking the page.
  if (tag === 'img')
    return createElement('img', { ...elementProps, loading: 'lazy', decoding: 'async' });
  return voidTags.has(tag)
    ? createElement(tag, elementProps)
    : createElement(tag, elementProps, ...kids());
}

/**
 * A page's Markdown body as our components: the prose elements of spec section 2 (headings,
 * lists, tables, code, quotes), carrier cards, source links with their hover cards, source lists,
 * and the brand's name and number.
 */
export function PageBody(props: PageBodyProps) {
  const { body, className } = props;
  const sources = useMemo(() => props.sources ?? sourcesOf(body), [props.sources, body]);
  const context: RenderContext = {
    props,
    sources,
    copy: props.copy,
  };
  return (
    <div className={className ? `prose ${className}` : 'prose'}>
      {body.map((node, index) => render(node, index, context))}
    </div>
  );
}
