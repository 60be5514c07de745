import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root as MdastRoot, Nodes as MdastNodes } from 'mdast';
import { toHast, type State } from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { pageComponents, type BodyNode } from '../../schemas/pageComponents';

/** A problem in a page body, with the line it is on. */
export interface BodyProblem {
  readonly line: number | undefined;
  readonly message: string;
}

type Directive = Extract<
  MdastNodes,
  { type: 'containerDirective' | 'leafDirective' | 'textDirective' }
>;

const parser = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkDirective);

/** The prose elements a body may produce (spec section 2); anything else is dropped with a problem. */
const allowedTags = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'br',
  'img',
  'input',
  'sup',
  'section',
]);
const allowedAttributes = new Set([
  'href',
  'src',
  'alt',
  'title',
  'align',
  'start',
  'id',
  'className',
]);

function checkDirective(node: Directive, problems: BodyProblem[]): void {
  const line = node.position?.start.line;
  const marker =
    node.type === 'containerDirective' ? ':::' : node.type === 'leafDirective' ? '::' : ':';
  const component = (
    pageComponents as Record<string, (typeof pageComponents)[keyof typeof pageComponents]>
  )[node.name];
  if (!component) {
    // `:30` in prose ("9:30 am") parses as a text directive; only words that look like names count.
    problems.push({
      line,
      message: `Unknown component "${marker}${node.name}". Known: ${Object.keys(pageComponents).join(', ')}.`,
    });
    return;
  }
  if (component.kind !== node.type) {
    const want =
      component.kind === 'containerDirective'
        ? ':::'
        : component.kind === 'leafDirective'
          ? '::'
          : ':';
    problems.push({ line, message: `Write "${want}${node.name}" (not "${marker}${node.name}").` });
  }
  const parsed = component.attributes.safeParse(node.attributes ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const message =
        issue.code === 'unrecognized_keys'
          ? `unknown attribute ${issue.keys.map((key) => `"${key}"`).join(', ')}`
          : `${issue.path.join('.')}: ${issue.message}`;
      problems.push({ line, message: `${marker}${node.name}: ${message}.`.replace(/\.\.$/, '.') });
    }
  }
  if (node.name === 'source-link' && !node.children.length)
    problems.push({
      line,
      message: ':source-link needs a label: :source-link[Medicare & You]{href="https://…"}.',
    });
}

function directiveToHast(state: State, node: Directive): Element {
  return {
    type: 'element',
    tagName: `x-${node.name}`,
    properties: { ...(node.attributes as Record<string, string>) },
    children: state.all(node),
  };
}

function textOf(node: HastContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** `## Plans and prices` → `plans-and-prices`, so `#plans-and-prices` links (and route hashes) reach it. */
function slug(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

function toBodyNode(
  node: HastContent | HastRoot,
  problems: BodyProblem[],
  ids = new Set<string>(),
): BodyNode[] {
  if (node.type === 'text')
    return node.value.trim() === '' && node.value.includes('\n') ? [] : [node.value];
  if (node.type === 'root')
    return node.children.flatMap((child) => toBodyNode(child, problems, ids));
  if (node.type !== 'element') return [];
  const custom = node.tagName.startsWith('x-');
  if (!custom && !allowedTags.has(node.tagName)) {
    problems.push({
      line: node.position?.start.line,
      message: `HTML <${node.tagName}> is not allowed in a page body; use Markdown.`,
    });
    return [];
  }
  const attributes: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (!custom && !allowedAttributes.has(key)) continue;
    attributes[key === 'className' ? 'class' : key] = Array.isArray(value)
      ? value.join(' ')
      : value;
  }
  if ((node.tagName === 'h2' || node.tagName === 'h3') && attributes.id === undefined)
    attributes.id = slug(textOf(node), ids);
  const children = node.children.flatMap((child) => toBodyNode(child, problems, ids));
  return [[node.tagName, Object.keys(attributes).length ? attributes : null, ...children]];
}

/**
 * Compiles a page's Markdown (frontmatter included, which is skipped) into the body tree the
 * browser renders with our components, at build time. Unknown components and attributes are
 * problems with their line (numbered in the whole file).
 */
export function compileBody(markdown: string): { body: BodyNode[]; problems: BodyProblem[] } {
  const problems: BodyProblem[] = [];
  const tree = parser.runSync(parser.parse(markdown)) as MdastRoot;
  visit(tree, (node) => {
    if (
      node.type === 'containerDirective' ||
      node.type === 'leafDirective' ||
      node.type === 'textDirective'
    )
      checkDirective(node, problems);
    if (node.type === 'html')
      problems.push({
        line: node.position?.start.line,
        message: 'Raw HTML is not allowed in a page body; use Markdown or a component.',
      });
    if (node.type === 'heading' && node.depth === 1)
      problems.push({
        line: node.position?.start.line,
        message: 'Do not use "#": the headline is the page\'s only h1. Start sections with "##".',
      });
  });
  const hast = toHast(tree, {
    handlers: {
      containerDirective: directiveToHast,
      leafDirective: directiveToHast,
      textDirective: directiveToHast,
      yaml: () => undefined,
    },
  });
  return { body: toBodyNode(hast, problems), problems };
}
