import type { BodyNode } from '../../schemas/pageComponents';

type Element = Exclude<BodyNode, string>;

const isElement = (node: BodyNode): node is Element => typeof node !== 'string';
const childrenOf = (node: Element): readonly BodyNode[] => node.slice(2) as BodyNode[];

/** A body node's text, as a reader sees it (components without text, like `:brand-name`, count as nothing). */
export function textOf(node: BodyNode): string {
  return isElement(node) ? childrenOf(node).map(textOf).join('') : node;
}

/** A heading of the body that links can jump to (compileBody gives h2 and h3 slug ids). */
export interface BodyHeading {
  readonly id: string;
  readonly text: string;
}

/**
 * The body's top-level headings of one level, with their ids, for a table of contents.
 *
 * @example headingsOf(body) // [{ id: '1-who-we-are', text: '1. Who we are' }, …]
 */
export function headingsOf(body: readonly BodyNode[], tag: 'h2' | 'h3' = 'h2'): BodyHeading[] {
  return body.filter(isElement).flatMap((node) => {
    const id = node[1]?.id;
    return node[0] === tag && typeof id === 'string' ? [{ id, text: textOf(node).trim() }] : [];
  });
}

/** A source of a `:::source-list`: its address and its label. */
export interface BodySource {
  readonly href: string;
  readonly label: string;
}

function linksIn(node: BodyNode): BodySource[] {
  if (!isElement(node)) return [];
  const href = node[1]?.href;
  if (node[0] === 'a' && typeof href === 'string') return [{ href, label: textOf(node).trim() }];
  return childrenOf(node).flatMap(linksIn);
}

/** The links of a `:::source-list` node, in order. */
export function sourcesIn(node: BodyNode): BodySource[] {
  return linksIn(node);
}

/** Every source the body lists in its source lists, numbered from 1 in order of appearance. */
export function sourcesOf(body: readonly BodyNode[]): BodySource[] {
  const found: BodySource[] = [];
  const walk = (node: BodyNode) => {
    if (!isElement(node)) return;
    if (node[0] === 'x-source-list') found.push(...sourcesIn(node));
    else childrenOf(node).forEach(walk);
  };
  body.forEach(walk);
  return found;
}

/** An article's body in the parts its layout places apart. */
export interface ArticleSections {
  /** Everything before the first `##` heading: the lede (and a review's carrier card). */
  readonly intro: BodyNode[];
  /** The sections, from the first `##` heading on, without the trailing source lists. */
  readonly main: BodyNode[];
  /** The `:::source-list` blocks at the end of the body. */
  readonly sources: BodyNode[];
}

/**
 * Splits an article's body: the intro (before the first h2), the sections, and the source lists
 * that end it, so a layout can put the funnel after the intro and the call to action before the
 * sources.
 */
export function articleSections(body: readonly BodyNode[]): ArticleSections {
  let end = body.length;
  while (end > 0 && isElement(body[end - 1]!) && (body[end - 1] as Element)[0] === 'x-source-list')
    end--;
  const content = body.slice(0, end);
  const firstHeading = content.findIndex((node) => isElement(node) && node[0] === 'h2');
  const split = firstHeading === -1 ? content.length : firstHeading;
  return { intro: content.slice(0, split), main: content.slice(split), sources: body.slice(end) };
}

const lastUpdatedPattern = /^(last updated|updated|última actualización|actualizado)\s*:?\s*/i;

/**
 * Lifts a leading "*Last updated: November 2026*" paragraph out of a legal page's body, so the
 * layout shows it under the headline. Returns the date as written (`November 2026`).
 */
export function leadingLastUpdated(body: readonly BodyNode[]): {
  readonly updated: string | undefined;
  readonly rest: BodyNode[];
} {
  const first = body[0];
  if (first === undefined || !isElement(first) || first[0] !== 'p')
    return { updated: undefined, rest: [...body] };
  const text = textOf(first).trim().replace(/\.$/, '');
  if (!lastUpdatedPattern.test(text)) return { updated: undefined, rest: [...body] };
  return { updated: text.replace(lastUpdatedPattern, ''), rest: body.slice(1) };
}

/** Minutes an adult needs to read the body at about 220 words a minute (at least 1). */
export function readingMinutes(body: readonly BodyNode[]): number {
  const words = body
    .map(textOf)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / 220));
}
