/**
 * The 1-based line of each top-level key of a JSON object's text (the least indented keys, as a
 * formatted file writes them), for messages that name a line.
 *
 * @example topLevelKeyLines('{\n  "key": "a",\n  "arms": []\n}').get('arms') // 3
 */
export function topLevelKeyLines(text: string): Map<string, number> {
  const keys = text
    .split('\n')
    .map((line, index) => ({ match: /^(\s*)"([^"]+)"\s*:/.exec(line), line: index + 1 }))
    .flatMap(({ match, line }) =>
      match ? [{ indent: match[1]?.length ?? 0, key: match[2] ?? '', line }] : [],
    );
  const top = Math.min(...keys.map((key) => key.indent));
  const lines = new Map<string, number>();
  for (const { indent, key, line } of keys)
    if (indent === top && !lines.has(key)) lines.set(key, line);
  return lines;
}

/** The 1-based line of a JSON syntax error, from the `position N` Node's message gives. */
export function lineOfJsonError(text: string, error: unknown): number | undefined {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
  return position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
}
