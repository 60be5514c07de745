import { describe, expect, it } from 'vitest';
import { loadCampaigns } from '../../scripts/campaigns/loadCampaigns';
import type { BodyNode } from '../../schemas/pageComponents';
import { sourcesOf } from './bodySections';
import { isNavigationAllowed } from './routeRules';

const { payloads, table } = loadCampaigns();

/** The `:source-link` addresses of a body. */
function sourceLinks(nodes: readonly BodyNode[]): string[] {
  return nodes.flatMap((node) =>
    typeof node === 'string'
      ? []
      : [
          ...(node[0] === 'x-source-link' ? [String(node[1]?.href)] : []),
          ...sourceLinks(node.slice(2) as BodyNode[]),
        ],
  );
}

describe('cited sources', () => {
  // Regression: source links to carriers' and agencies' sites missing from the allow list were
  // blocked on click by the external-link rule, so the citation led nowhere.
  it('every source a page cites (source links and source lists) can be opened: its host is allowed', () => {
    const blocked = [...payloads.values()].flatMap((payload) =>
      [...sourceLinks(payload.body), ...sourcesOf(payload.body).map((source) => source.href)]
        .filter(
          (href) =>
            !isNavigationAllowed(href, 'https://medicare10.com', table.site.allowedExternalHosts),
        )
        .map((href) => `${payload.path}: ${href}`),
    );
    expect(blocked).toEqual([]);
  });
});
