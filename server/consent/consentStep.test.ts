import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentReceiptOf } from '../../engine/consent/consentReceipt';
import { renderDisclosure } from '../../engine/consent/renderDisclosure';
import { getPhoneRequest } from '../../engine/effects/providerRequests';
import type { ConsentAct } from '../../schemas/consentReceipt';
import { leads, suppressions } from '../db/schema';
import { createSandboxMarketplace } from '../providers/sandboxMarketplace';
import { useTestApp } from '../testing/testApp';
import { testVisit } from '../testing/testVisit';
import { loadConsentData } from './consentData';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const REPORT_TOKEN = 'consent-report-token-0123456789abcdef';
const data = loadConsentData(undefined);
const server = useTestApp({
  marketplace: createSandboxMarketplace(() => NOW),
  suppressionSecret: 'a-secret-of-16-chars-or-more',
  reportToken: REPORT_TOKEN,
});
const visit = testVisit();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The act a visitor of `brandId` gives on the English disclosure's current version. */
function actFor(brandId: string): ConsentAct {
  const brand = data.brands.find((b) => b.id === brandId)!;
  const disclosure = data.disclosures.find(
    (d) => d.id === 'tcpa-marketplace' && d.language === 'english',
  )!;
  const text = renderDisclosure(disclosure.versions[0]!.text, brand, 'english');
  return {
    disclosureId: 'tcpa-marketplace',
    disclosureVersion: 1,
    text,
    textSha256: sha256(text),
    sellers: brand.sellers,
    kinds: ['calls', 'texts'],
    givenAt: '2026-11-22T11:59:00.000Z',
    pageUrl: 'https://m10.example/quiz/medicare/consent',
    funnel: { id: 'medicare', version: 2, sha256: 'c'.repeat(64) },
  };
}
const cert = `https://cert.trustedform.com/${'ab'.repeat(20)}`;
const token = '0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9';

async function lease(body: unknown, host = 'm10.localhost') {
  const key = randomUUID();
  const response = await server.app.request('/api/mediaalpha/get-phone', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', host, 'idempotency-key': key },
  });
  const stored = await server.db.select().from(leads).where(eq(leads.id, key));
  return { response, json: (await response.json()) as Record<string, unknown>, stored };
}

describe('get-phone and consent', () => {
  it('refuses a medicare lead without consent with a 400 naming what is missing, and stores nothing', async () => {
    const { response, json, stored } = await lease(
      await getPhoneRequest(visit, { zip: '90210', contact: 'Ann Lee' }),
    );
    expect(response.status).toBe(400);
    expect(json.error).toMatch(
      /^consent: missing\. A medicare lead needs the consent receipt of a known disclosure version/,
    );
    expect(stored).toEqual([]);
  });

  it('stores a lead with its full receipt when the consent matches the published disclosure', async () => {
    const receipt = consentReceiptOf(actFor('m10'), {
      trustedFormCertificateId: cert,
      leadidId: token,
    });
    const { response, stored } = await lease(
      await getPhoneRequest(visit, { zip: '90210' }, undefined, receipt),
    );
    expect(response.status).toBe(200);
    expect(stored[0]?.consent).toEqual(receipt);
    expect(stored[0]?.consent).toMatchObject({
      disclosureVersion: 1,
      trustedFormCertUrl: cert,
      leadidToken: token,
      sellers: data.brands.find((b) => b.id === 'm10')!.sellers,
    });
    // The marketplace gets the section 7 payload, never our receipt.
    expect(stored[0]?.data).toEqual({ zip: '90210' });
  });

  it.each([
    [
      'an edited text',
      (act: ConsentAct) => ({ ...act, text: `${act.text} ` }),
      /^consent\.text: not the text of "tcpa-marketplace" version 1 for brand m10/,
    ],
    [
      'a hash of another text',
      (act: ConsentAct) => ({ ...act, textSha256: sha256('other') }),
      /^consent\.textSha256/,
    ],
    [
      'an unknown version',
      (act: ConsentAct) => ({ ...act, disclosureVersion: 9 }),
      /^consent\.disclosureVersion: "tcpa-marketplace" has no version 9/,
    ],
    [
      'an unknown disclosure',
      (act: ConsentAct) => ({ ...act, disclosureId: 'made-up' }),
      /^consent\.disclosureId/,
    ],
    ["another brand's text", () => actFor('bh'), /^consent\.text/],
    [
      'no consent to calls',
      (act: ConsentAct) => ({ ...act, kinds: ['email'] as ConsentAct['kinds'] }),
      /^consent\.kinds/,
    ],
  ])('refuses %s', async (_, tamper, error) => {
    const receipt = consentReceiptOf(tamper(actFor('m10')), {});
    const { response, json, stored } = await lease(
      await getPhoneRequest(visit, { zip: '90210', contact: 'Ann Lee' }, undefined, receipt),
    );
    expect(response.status).toBe(400);
    expect(json.error).toMatch(error);
    expect(stored).toEqual([]);
  });

  it('leases without a receipt when the payload carries no personal data (a call page with a ZIP code)', async () => {
    const { response } = await lease(await getPhoneRequest(visit, { zip: '90210' }));
    expect(response.status).toBe(200);
  });

  it('leases for a product that needs no consent (auto) without a receipt', async () => {
    const { response, stored } = await lease(
      await getPhoneRequest(visit, { zip: '90210' }),
      'tqg.localhost',
    );
    expect(response.status).toBe(200);
    expect(stored[0]?.consent).toBeNull();
  });
});

describe('revocation', () => {
  it('stores an opted-out phone hashed, then answers its leads with the default number and no lead', async () => {
    const optOut = await server.app.request('/api/consent/opt-out', {
      method: 'POST',
      body: JSON.stringify({ phone: '(555) 010-4477' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(optOut.status).toBe(200);
    const rows = await server.db.select().from(suppressions);
    expect(rows.map((row) => row.kind)).toEqual(['phone']);
    expect(JSON.stringify(rows)).not.toContain('5550104477');

    const receipt = consentReceiptOf(actFor('wc'), {});
    const { response, json, stored } = await lease(
      await getPhoneRequest(visit, { zip: '90210', phone: '15550104477' }, undefined, receipt),
      'wc.localhost',
    );
    expect(response.status).toBe(200);
    expect(json).toEqual({
      phone: data.brands.find((b) => b.id === 'wc')!.defaultPhone,
      expiresAt: expect.any(String),
    });
    expect(stored).toEqual([]);

    const other = await lease(
      await getPhoneRequest(visit, { zip: '90210', phone: '5550109999' }, undefined, receipt),
      'wc.localhost',
    );
    expect(other.json.phone).toBe('18885550210');
    expect(other.stored).toHaveLength(1);
  });

  it('names a contact that is neither a phone number nor an e-mail address', async () => {
    const response = await server.app.request('/api/consent/opt-out', {
      method: 'POST',
      body: JSON.stringify({ phone: '12' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'phone: not a 10-digit US phone number.' });
  });
});

describe('the consent report', () => {
  it('gives per funnel and brand the share of leads with a full receipt, and the refusals by brand and reason', async () => {
    const today = new Date().toISOString().slice(0, 10);
    type Report = {
      receipts: {
        funnel: string;
        brand: string;
        leads: number;
        fullReceipts: number;
        fullShare: number;
      }[];
      refused: { brand: string; reason: string; count: number }[];
    };
    const read = async () => {
      const response = await server.app.request(`/api/report/consent?from=${today}&to=${today}`, {
        headers: { authorization: `Bearer ${REPORT_TOKEN}` },
      });
      expect(response.status).toBe(200);
      const report = (await response.json()) as Report;
      return {
        report,
        m10: report.receipts.find((row) => row.brand === 'm10' && row.funnel === 'medicare') ?? {
          leads: 0,
          fullReceipts: 0,
        },
      };
    };
    // The brand's placement comes from the host, so earlier tests' m10 leads count too: compare with before.
    const before = await read();
    const m10 = data.brands.find((b) => b.id === 'm10')!;
    await lease(
      await getPhoneRequest(
        { ...visit, placementId: m10.placementId },
        { zip: '90210' },
        undefined,
        consentReceiptOf(actFor('m10'), { trustedFormCertificateId: cert, leadidId: token }),
      ),
    );
    await lease(
      await getPhoneRequest(
        { ...visit, placementId: m10.placementId },
        { zip: '90210' },
        undefined,
        consentReceiptOf(actFor('m10'), {}),
      ),
    );
    await lease(
      await getPhoneRequest(
        { ...visit, placementId: m10.placementId },
        { zip: '90210', contact: 'Ann Lee' },
      ),
    );
    const { report, m10: after } = await read();
    expect(after.leads - before.m10.leads).toBe(2);
    expect(after.fullReceipts - before.m10.fullReceipts).toBe(1);
    expect((after as { fullShare: number }).fullShare).toBeCloseTo(
      after.fullReceipts / after.leads,
    );
    expect(
      report.refused.find((row) => row.brand === 'm10' && row.reason === 'consent')?.count,
    ).toBeGreaterThanOrEqual(1);
    expect((await server.app.request('/api/report/consent')).status).toBe(401);
  });
});
