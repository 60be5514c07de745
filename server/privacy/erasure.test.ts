import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPhoneRequest } from '../../engine/effects/providerRequests';
import type { ProviderValue } from '../../engine/mapping/toProviderValues';
import { events, leads, users } from '../db/schema';
import { createLogger } from '../logger';
import { createSandboxMarketplace } from '../providers/sandboxMarketplace';
import { useTestApp } from '../testing/testApp';
import { testVisit } from '../testing/testVisit';
import { erasePerson } from './erasePerson';
import { activeLeadDataKeyring, randomLeadDataKeyring, setLeadDataKeyring } from './leadDataKeys';

const TOKEN = 'operator-token-for-erasure-tests-0123456789';
const lines: string[] = [];
const server = useTestApp({
  marketplace: createSandboxMarketplace(),
  reportToken: TOKEN,
  logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
});
const visit = testVisit({ url: 'https://m10.example/quiz/life', placementId: 'pl-erase' });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A visitor who left a lead through the site: their user record, two events, the lead. */
async function visitorWithLead(answers: Record<string, ProviderValue>) {
  const anonymousId = randomUUID();
  expect((await post('/api/user/set', { id: anonymousId, brand: 'm10' })).status).toBe(200);
  const event = () => ({
    type: 'track',
    event: 'page-view',
    timestamp: new Date().toISOString(),
    sessionId: 's',
    anonymousId,
    properties: { id: randomUUID(), website: 'm10' },
  });
  expect((await post('/api/event/create', [event(), event()])).status).toBe(201);
  const leadId = randomUUID();
  const lease = await post('/api/mediaalpha/get-phone', await getPhoneRequest(visit, answers), {
    'idempotency-key': leadId,
    'x-anonymous-id': anonymousId,
    // An auto brand: its leads need no consent receipt (server/consent/), which this test is not about.
    host: 'tqg.localhost',
  });
  expect(lease.status).toBe(200);
  return { anonymousId, leadId };
}

async function remaining(visitor: { anonymousId: string; leadId: string }) {
  const lead = await server.db
    .select({ id: leads.id })
    .from(leads)
    .where(inArray(leads.id, [visitor.leadId]));
  const user = await server.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [visitor.anonymousId]));
  const event = await server.db
    .select({ id: events.id })
    .from(events)
    .where(inArray(events.anonymousId, [visitor.anonymousId]));
  return { leads: lead.length, users: user.length, events: event.length };
}

describe('erasure', () => {
  it('by phone (any writing of it): the leads, the user record and the events of that visitor; nobody else', async () => {
    const phone = `202555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const person = await visitorWithLead({
      zip: '90210',
      contact: 'Ann Lee',
      phone,
      email: `ann-${randomUUID()}@example.com`,
    });
    const other = await visitorWithLead({
      zip: '90210',
      contact: 'Bo Kim',
      phone: '3035550100',
      email: `bo-${randomUUID()}@example.com`,
    });
    const response = await post(
      '/api/privacy/erase',
      { phone: `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` },
      { authorization: `Bearer ${TOKEN}` },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ leads: 1, users: 1, events: 2 });
    expect(await remaining(person)).toEqual({ leads: 0, users: 0, events: 0 });
    expect(await remaining(other)).toEqual({ leads: 1, users: 1, events: 2 });
    expect(lines.join('')).not.toContain(phone);
  });

  it('by e-mail, any case, through the script’s function; an auto lead’s driver e-mail counts too', async () => {
    const email = `Carla.${randomUUID()}@Example.com`;
    const person = await visitorWithLead({
      zip: '90210',
      drivers: [{ first_name: 'Carla', email }],
    });
    expect(await erasePerson(server.db, { email: email.toLowerCase() })).toMatchObject({
      leads: 1,
      users: 1,
      events: 2,
    });
    expect(await remaining(person)).toEqual({ leads: 0, users: 0, events: 0 });
  });

  it('finds a lead stored before the lookup column by opening it', async () => {
    const email = `legacy-${randomUUID()}@example.com`;
    const id = randomUUID();
    await server.db.insert(leads).values({ id, placementId: 'pl', data: { email }, provider: 't' });
    expect(await erasePerson(server.db, { email })).toMatchObject({
      leads: 1,
      users: 0,
      events: 0,
    });
  });

  it('counts a hash-less lead sealed with a key no longer in the ring as unreadable, and erases the rest', async () => {
    const ring = activeLeadDataKeyring();
    setLeadDataKeyring(randomLeadDataKeyring());
    await server.db.insert(leads).values({
      id: randomUUID(),
      placementId: 'pl',
      data: { email: 'gone@example.com' },
      provider: 't',
    });
    setLeadDataKeyring(ring);
    const email = `kept-key-${randomUUID()}@example.com`;
    await server.db
      .insert(leads)
      .values({ id: randomUUID(), placementId: 'pl', data: { email }, provider: 't' });
    const removed = await erasePerson(server.db, { email });
    expect(removed.leads).toBe(1);
    expect(removed.unreadable).toBeGreaterThanOrEqual(1);
  });

  it('answers 400 without a phone or e-mail, and 401 without the operator token', async () => {
    expect(
      (await post('/api/privacy/erase', {}, { authorization: `Bearer ${TOKEN}` })).status,
    ).toBe(400);
    expect(
      (await post('/api/privacy/erase', { phone: '12' }, { authorization: `Bearer ${TOKEN}` }))
        .status,
    ).toBe(400);
    expect((await post('/api/privacy/erase', { email: 'a@b.c' })).status).toBe(401);
  });
});
