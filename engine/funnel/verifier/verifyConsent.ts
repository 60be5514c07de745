import type { Brand } from '../../../schemas/brand';
import type { ConsentPolicy, Disclosure } from '../../../schemas/consentDisclosure';
import { consentFieldsOf } from '../../../schemas/consentKinds';
import { effectCatalogue, type EffectInfo } from '../../../schemas/effects';
import type { FunnelDefinition, QuestionStep } from '../../../schemas/funnel';
import { currentVersion } from '../../consent/renderDisclosure';
import { productForBrand } from '../../mapping/productForBrand';
import type { FunnelFinding } from './funnelFinding';
import { transitionsOf } from '../compiler/nextSteps';
import { toJsonPointer } from '../compiler/parseFunnel';

/** What the consent proof needs besides the funnel: the disclosures, the brands and their sellers, the policy. */
export interface ConsentRules {
  readonly disclosures: readonly Disclosure[];
  readonly brands: readonly Pick<Brand, 'id' | 'language' | 'sellers'>[];
  readonly policy: ConsentPolicy;
}

const sendsLead = (effect: string) =>
  (effectCatalogue as Record<string, EffectInfo>)[effect]?.sendsLead === true;

/** Why a consent step does not count as consent (none: it does). */
function consentStepProblems(
  id: string,
  step: QuestionStep,
  funnel: FunnelDefinition,
  rules: ConsentRules,
): FunnelFinding[] {
  if (!step.consent) return [];
  const pointer = toJsonPointer(['steps', id, 'consent', 'disclosure']);
  const disclosure = rules.disclosures.find(
    (candidate) =>
      candidate.id === step.consent!.disclosure && candidate.language === funnel.language,
  );
  if (!disclosure) {
    const known = rules.disclosures
      .filter((candidate) => candidate.language === funnel.language)
      .map((candidate) => candidate.id);
    return [
      {
        severity: 'error',
        pointer,
        message: `No disclosure "${step.consent.disclosure}" in ${funnel.language} (campaigns/consents/${step.consent.disclosure}.${funnel.language}.json). Known: ${known.join(', ') || 'none'}.`,
      },
    ];
  }
  const findings: FunnelFinding[] = [];
  if (!disclosure.kinds.includes('calls')) {
    findings.push({
      severity: 'error',
      pointer,
      message: `Disclosure "${disclosure.id}" does not cover calls: a number is leased only with consent to calls. Add "calls" to its kinds (as a new version of its text).`,
    });
  }
  if (!currentVersion(disclosure).text.includes('{sellers}')) {
    findings.push({
      severity: 'error',
      pointer,
      message: `Disclosure "${disclosure.id}" names no seller: its text must name the companies the lead goes to. Add {sellers} to its text as version ${disclosure.versions.length + 1}.`,
    });
  }
  for (const name of consentFieldsOf(disclosure)) {
    if (!Object.hasOwn(step.fields, name)) {
      findings.push({
        severity: 'error',
        pointer: toJsonPointer(['steps', id, 'fields']),
        message: `Consent step "${id}" must ask "${name}" (a checkbox of disclosure "${disclosure.id}"): add { "$ref": "fields#/${name}" }.`,
      });
    }
  }
  if (step.skippable) {
    findings.push({
      severity: 'error',
      pointer: toJsonPointer(['steps', id, 'skippable']),
      message: `Consent step "${id}" cannot be skipped: skipping it is not consent. Remove "skippable".`,
    });
  }
  return findings;
}

/**
 * Proves consent before any lead (DESIGN section 8): for a product that requires consent, every
 * path from the initial step to a step whose enter effect sends a lead (`leasePhone`) passes a
 * consent step whose disclosure exists in the funnel's language, covers calls and names the
 * brand's sellers; every brand of the product lists sellers. An error names the path and the
 * step to add.
 *
 * @example verifyConsent(funnel, { disclosures, brands, policy }) // [] when every lead comes after consent
 */
export function verifyConsent(funnel: FunnelDefinition, rules: ConsentRules): FunnelFinding[] {
  const findings: FunnelFinding[] = [];
  const consenting = new Set<string>();
  for (const [id, step] of Object.entries(funnel.steps)) {
    if (step.type === 'final' || !step.consent) continue;
    const problems = consentStepProblems(id, step, funnel, rules);
    findings.push(...problems);
    if (problems.length === 0) consenting.add(id);
  }
  if (!rules.policy.productsRequiringConsent.includes(funnel.product)) return findings;

  for (const brand of rules.brands) {
    if (
      productForBrand(brand.id) !== funnel.product ||
      brand.language !== funnel.language ||
      brand.sellers.length > 0
    )
      continue;
    findings.push({
      severity: 'error',
      pointer: '/product',
      message: `Brand ${brand.id} sells ${funnel.product} but lists no sellers in campaigns/brands.json: the consent disclosure must name who calls. Add its "sellers".`,
    });
  }

  // Breadth first over (step, consent given): the shortest path to each lead without consent.
  type Node = {
    readonly step: string;
    readonly consented: boolean;
    readonly parent: Node | undefined;
  };
  const seen = new Set<string>();
  const reported = new Set<string>();
  const queue: Node[] = [{ step: funnel.initial, consented: false, parent: undefined }];
  const suggestion =
    rules.disclosures.find(
      (d) =>
        d.language === funnel.language &&
        d.kinds.includes('calls') &&
        currentVersion(d).text.includes('{sellers}'),
    )?.id ?? '<disclosure id>';
  while (queue.length > 0) {
    const node = queue.shift()!;
    const key = `${node.step}|${node.consented}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const step = funnel.steps[node.step];
    if (!step) continue;
    const leads = step.onEnter.filter(sendsLead);
    if (leads.length > 0 && !node.consented && !reported.has(node.step)) {
      reported.add(node.step);
      const path: string[] = [];
      for (let at: Node | undefined = node; at; at = at.parent) path.unshift(at.step);
      const before = path.at(-2);
      const broken = path.filter((id) => {
        const s = funnel.steps[id];
        return s?.type !== 'final' && s?.consent !== undefined;
      });
      findings.push({
        severity: 'error',
        pointer: toJsonPointer(['steps', node.step, 'onEnter']),
        message:
          `Step "${node.step}" runs ${leads.join(', ')}, which sends the visitor's answers to the marketplace, but the path ${path.join(' → ')} passes no valid consent step. ` +
          (broken.length > 0
            ? `Fix consent step "${broken.join('", "')}" (see its error).`
            : `Add a step with "consent": { "disclosure": "${suggestion}" } and its checkboxes ${before ? `between "${before}" and "${node.step}"` : `before "${node.step}"`}.`),
      });
    }
    const consented = node.consented || consenting.has(node.step);
    for (const { to } of transitionsOf(step)) queue.push({ step: to, consented, parent: node });
  }
  return findings;
}
