import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFunnel } from '../engine/funnel/verifier/verifyFunnel';
import { loadConsentRules } from './campaigns/loadDisclosures';
import { checkFunnelFile } from './checkFunnelFile';

const rules = loadConsentRules();
const fixtureRules = loadConsentRules('tests/fixtures/consent/consents');
const fixtures = 'tests/fixtures/consent';

describe('funnels:check proves consent before every lead', () => {
  it.each(readdirSync('funnels').filter((f) => f.endsWith('.json')))(
    'accepts funnels/%s as it asks for consent',
    (name) => {
      expect(checkFunnelFile(`funnels/${name}`, rules)).toEqual({ errors: [], warnings: [] });
    },
  );

  it('requires consent of life and medicare, not of auto', () => {
    expect(rules.policy.productsRequiringConsent).toEqual(['life', 'medicare']);
  });

  it('refuses a branch that reaches the lease without consent, naming the file, the path and the step to add', () => {
    expect(checkFunnelFile(`${fixtures}/skips-consent.json`, rules).errors).toEqual([
      `${fixtures}/skips-consent.json: /steps/call/onEnter: Step "call" runs leasePhone, which sends the visitor's answers to the marketplace, but the path zip → medicare → medicaid → name → birth → age → call passes no valid consent step. Add a step with "consent": { "disclosure": "tcpa-marketplace" } and its checkboxes between "age" and "call".`,
    ]);
  });

  it('refuses a disclosure that names no seller, and the lease behind it', () => {
    const { errors } = checkFunnelFile(`${fixtures}/no-sellers.json`, fixtureRules);
    expect(errors).toEqual([
      `${fixtures}/no-sellers.json: /steps/consent/consent/disclosure: Disclosure "no-sellers" names no seller: its text must name the companies the lead goes to. Add {sellers} to its text as version 2.`,
      expect.stringMatching(
        /\/steps\/call\/onEnter: .*passes no valid consent step\. Fix consent step "consent" \(see its error\)\.$/,
      ),
    ]);
  });

  it('refuses a skippable consent step and one missing a checkbox of its disclosure', () => {
    const medicare = JSON.parse(readFileSync('funnels/medicare.json', 'utf8')) as {
      steps: Record<string, Record<string, unknown>>;
    };
    const { smsConsent: _sms, ...fields } = medicare.steps.consent!.fields as Record<
      string,
      unknown
    >;
    const broken = {
      ...medicare,
      steps: { ...medicare.steps, consent: { ...medicare.steps.consent, fields, skippable: true } },
    };
    expect(checkFunnel(broken, 'broken.json', rules).errors).toEqual([
      'broken.json: /steps/consent/fields: Consent step "consent" must ask "smsConsent" (a checkbox of disclosure "tcpa-marketplace"): add { "$ref": "fields#/smsConsent" }.',
      'broken.json: /steps/consent/skippable: Consent step "consent" cannot be skipped: skipping it is not consent. Remove "skippable".',
      expect.stringContaining('Fix consent step "consent"'),
    ]);
  });

  it('refuses a brand of the product without sellers', () => {
    const noSellers = {
      ...rules,
      brands: rules.brands.map((brand) => (brand.id === 'wc' ? { ...brand, sellers: [] } : brand)),
    };
    expect(checkFunnelFile('funnels/life.json', noSellers).errors).toEqual([
      'funnels/life.json: /product: Brand wc sells life but lists no sellers in campaigns/brands.json: the consent disclosure must name who calls. Add its "sellers".',
    ]);
    expect(checkFunnelFile('funnels/auto.json', noSellers).errors).toEqual([]);
  });

  it('lets a funnel of a product without the requirement lease without consent', () => {
    const relaxed = { ...rules, policy: { productsRequiringConsent: [] } };
    expect(checkFunnelFile(`${fixtures}/skips-consent.json`, relaxed).errors).toEqual([]);
  });
});
