import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ProviderValue } from '../mapping/toProviderValues';
import type { VisitContext } from './providerRequests';
import { createEffectActors, type EffectHttp } from './siteEffects';

const visit: VisitContext = {
  ip: '203.0.113.7',
  ipPostalCode: '10001',
  ua: 'Mozilla/5.0 test',
  url: 'https://m10.example/quiz/medicare/medicare?afid=aff123',
  origin: 'https://m10.example',
  localHour: 14,
  placementId: 'pl-abc',
  affiliateId: 'aff123',
  defaultAffiliateId: 'm10-default',
  urlZip: null,
  sub2: 'medicare',
  sub3: 'session-1',
  publisherId: 'publisher-9',
};

function fakeHttp(answers: { post?: unknown; location?: { status: number; body: unknown } }) {
  const posts: { path: string; body: unknown; idempotencyKey: string; signal: AbortSignal }[] = [];
  const gets: string[] = [];
  const http: EffectHttp = {
    post: (path, body, { idempotencyKey, signal }) => {
      posts.push({ path, body, idempotencyKey, signal });
      return Promise.resolve(answers.post);
    },
    get: (path) => {
      gets.push(path);
      return Promise.resolve(
        answers.location ?? {
          status: 200,
          body: { zip: '90210', city: 'Beverly Hills', state: 'CA', county: 'Los Angeles' },
        },
      );
    },
  };
  return { http, posts, gets };
}

let ids = 0;
const effects = (http: EffectHttp, overrides: Partial<VisitContext> = {}) =>
  createEffectActors({
    http,
    visit: () => ({ ...visit, ...overrides }),
    product: 'medicare',
    defaultPhone: '18005550100',
    newId: () => `key-${(ids += 1)}`,
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('demand check', () => {
  it('posts exactly the payload of spec section 7 and reads parsed.ctc.ev', async () => {
    const raw = { parsed: { ctc: { ev: 12.5 } }, request_id: 'r1' };
    const { http, posts, gets } = fakeHttp({ post: { parsed: { ctc: { ev: 12.5 } }, raw } });
    const output = await toPromise(
      createActor(effects(http).demandCheck, { input: { values: { zipcode: '90210' } } }).start(),
    );
    expect(gets).toEqual(['/api/location?zip_code=90210']);
    expect(posts[0]?.path).toBe('/api/mediaalpha/demand-check');
    expect(posts[0]?.body).toEqual({
      data: { zip: '90210', state: 'CA' },
      ip: '203.0.113.7',
      local_hour: 14,
      max: 1,
      call_type: 'Inbound',
      transfer_type: 'cold',
      placement_id: 'pl-abc',
      ua: 'Mozilla/5.0 test',
      url: 'https://m10.example/quiz/medicare/medicare?afid=aff123',
      version: 17,
      sub_1: 'aff123',
      sub_2: 'medicare',
      sub_3: 'session-1',
      source: ['aff123', null, null, null, null, null, null],
    });
    expect(output).toEqual({ bid: 12.5, raw });
  });

  it('without an affiliate id sends the default as sub_1 and the text null as the first source', async () => {
    const { http, posts } = fakeHttp({ post: { parsed: { ctc: { ev: 3 } }, raw: {} } });
    await toPromise(
      createActor(effects(http, { affiliateId: null }).demandCheck, {
        input: { values: {} },
      }).start(),
    );
    const body = posts[0]?.body as Record<string, unknown>;
    expect(body.sub_1).toBe('m10-default');
    expect(body.source).toEqual(['null', null, null, null, null, null, null]);
    // No ZIP answered: the IP lookup's postal code is the last resort (spec section 5).
    expect(body.data).toEqual({ zip: '10001', state: 'CA' });
  });

  it('prefers the URL zip_code over the IP lookup when the form has none', async () => {
    const { http, posts } = fakeHttp({ post: { parsed: { ctc: { ev: 3 } }, raw: {} } });
    await toPromise(
      createActor(effects(http, { urlZip: '33101' }).demandCheck, {
        input: { values: { zipcode: 'bad' } },
      }).start(),
    );
    expect((posts[0]?.body as { data: { zip: string } }).data.zip).toBe('33101');
  });

  it('without a form or URL ZIP code waits for the IP lookup and uses its postal code', async () => {
    const { http, posts } = fakeHttp({ post: { parsed: { ctc: { ev: 3 } }, raw: {} } });
    let current: Partial<VisitContext> = { ipPostalCode: null };
    let ipAnswered!: () => void;
    const ipKnown = new Promise<void>((resolve) => (ipAnswered = resolve));
    const actors = createEffectActors({
      http,
      visit: () => ({ ...visit, ...current }),
      product: 'medicare',
      defaultPhone: '18005550100',
      ipKnown: () => ipKnown,
    });
    const done = toPromise(createActor(actors.demandCheck, { input: { values: {} } }).start());
    await Promise.resolve();
    expect(posts).toEqual([]);
    current = { ipPostalCode: '95131' };
    ipAnswered();
    await done;
    expect((posts[0]?.body as { data: { zip: string } }).data.zip).toBe('95131');
  });

  it('takes the state from the kept location data of the same ZIP code instead of asking again', async () => {
    const { http, posts, gets } = fakeHttp({ post: { parsed: { ctc: { ev: 3 } }, raw: {} } });
    const location = () => ({ zip: '95131', city: 'San Jose', state: 'CA', county: 'Santa Clara' });
    const actors = createEffectActors({
      http,
      visit: () => ({ ...visit, ipPostalCode: '95131' }),
      product: 'medicare',
      defaultPhone: '18005550100',
      location,
    });
    await toPromise(createActor(actors.demandCheck, { input: { values: {} } }).start());
    expect(gets).toEqual([]);
    expect((posts[0]?.body as { data: unknown }).data).toEqual({ zip: '95131', state: 'CA' });
  });

  it('fails (and the machine ignores it) on an answer of the wrong shape', async () => {
    const { http } = fakeHttp({ post: { nothing: true } });
    await expect(
      toPromise(
        createActor(effects(http).demandCheck, { input: { values: { zipcode: '90210' } } }).start(),
      ),
    ).rejects.toThrow();
  });
});

describe('phone lease', () => {
  it('posts the mapped answers with a 300 s lease, the origin as url, and the SHA-1 of the publisher as second source', async () => {
    const { http, posts } = fakeHttp({
      post: { phone: '18885550199', expiresAt: '2026-11-22T12:05:00.000Z' },
    });
    const output = await toPromise(
      createActor(effects(http).leasePhone, {
        input: {
          values: {
            zipcode: '90210',
            haveMedicare: true,
            firstName: 'Ann',
            lastName: 'Lee',
            age: 70,
          },
        },
      }).start(),
    );
    const body = posts[0]?.body as Record<string, ProviderValue>;
    expect(posts[0]?.path).toBe('/api/mediaalpha/get-phone');
    expect(body).toEqual({
      data: { zip: '90210', currently_insured: 1, contact: 'Ann Lee', birth_date: '1956-01-01' },
      ip: '203.0.113.7',
      local_hour: 14,
      phone_num_lease_time: 300,
      placement_id: 'pl-abc',
      ua: 'Mozilla/5.0 test',
      url: 'https://m10.example',
      version: 17,
      sub_1: 'aff123',
      sub_2: 'medicare',
      sub_3: 'session-1',
      source: [
        'aff123',
        createHash('sha1').update('publisher-9').digest('hex').slice(0, 10),
        null,
        null,
        null,
        null,
        null,
      ],
    });
    expect(output).toEqual({
      phone: '18885550199',
      expiresAt: Date.parse('2026-11-22T12:05:00.000Z'),
    });
  });

  it("attaches the visit's bid token as bid_token, and none when the visit has no usable token", async () => {
    const { http, posts } = fakeHttp({
      post: { phone: '18885550199', expiresAt: '2026-11-22T12:05:00.000Z' },
    });
    let token: string | undefined = 'sandbox-90210-1';
    const actors = createEffectActors({
      http,
      visit: () => visit,
      product: 'medicare',
      defaultPhone: '18005550100',
      bidToken: () => token,
    });
    await toPromise(
      createActor(actors.leasePhone, { input: { values: { zipcode: '90210' } } }).start(),
    );
    token = undefined;
    await toPromise(
      createActor(actors.leasePhone, { input: { values: { zipcode: '90210' } } }).start(),
    );
    expect((posts[0]?.body as { bid_token?: unknown }).bid_token).toBe('sandbox-90210-1');
    expect(posts[1]?.body).not.toHaveProperty('bid_token');
  });

  it('with the all-zero placeholder placement makes no call: the default number for one day', async () => {
    const { http, posts } = fakeHttp({});
    const output = await toPromise(
      createActor(effects(http, { placementId: '000000' }).leasePhone, {
        input: { values: {} },
      }).start(),
    );
    expect(posts).toEqual([]);
    expect(output).toEqual({ phone: '18005550100', expiresAt: Date.now() + 86_400_000 });
  });

  it('gives every attempt its own idempotency key and passes the abort signal', async () => {
    const { http, posts } = fakeHttp({
      post: { phone: '18885550199', expiresAt: '2026-11-22T12:05:00.000Z' },
    });
    const actors = effects(http);
    await toPromise(createActor(actors.leasePhone, { input: { values: {} } }).start());
    await toPromise(createActor(actors.leasePhone, { input: { values: {} } }).start());
    expect(posts[0]?.idempotencyKey).not.toBe(posts[1]?.idempotencyKey);
    expect(posts[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('aborts the request when the actor stops (StrictMode start, abort, start)', async () => {
    let seen: AbortSignal | undefined;
    const http: EffectHttp = {
      post: (_path, _body, { signal }) => {
        seen = signal;
        return new Promise(() => undefined);
      },
      get: () => Promise.resolve({ status: 200, body: {} }),
    };
    const actor = createActor(effects(http, { publisherId: null }).leasePhone, {
      input: { values: {} },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen?.aborted).toBe(false);
    actor.stop();
    expect(seen?.aborted).toBe(true);
  });
});

describe('checkZip', () => {
  it.each([
    [200, true],
    [404, false],
  ])('answers a %i location lookup with %s', async (status, expected) => {
    const { http } = fakeHttp({ location: { status, body: {} } });
    expect(
      await toPromise(
        createActor(effects(http).checkZip, { input: { values: { zipcode: '00000' } } }).start(),
      ),
    ).toBe(expected);
  });
  it('fails on a server error, which lets the visitor go on', async () => {
    const { http } = fakeHttp({ location: { status: 503, body: {} } });
    await expect(
      toPromise(
        createActor(effects(http).checkZip, { input: { values: { zipcode: '90210' } } }).start(),
      ),
    ).rejects.toThrow('503');
  });
  it("reads the page's shared lookup when there is one: started while typing, it answers at once", async () => {
    const { http, gets } = fakeHttp({});
    const lookUpZip = vi.fn(() => Promise.resolve({ status: 404, body: {} }));
    const actors = createEffectActors({
      http,
      visit: () => visit,
      product: 'medicare',
      defaultPhone: '18005550100',
      lookUpZip,
    });
    expect(
      await toPromise(
        createActor(actors.checkZip, { input: { values: { zipcode: '00000' } } }).start(),
      ),
    ).toBe(false);
    expect(lookUpZip).toHaveBeenCalledWith('00000', expect.any(AbortSignal));
    expect(gets).toEqual([]);
  });
  it('has nothing to check for a skipped ZIP code', async () => {
    const { http, gets } = fakeHttp({});
    expect(
      await toPromise(
        createActor(effects(http).checkZip, { input: { values: { zipcode: null } } }).start(),
      ),
    ).toBe(true);
    expect(gets).toEqual([]);
  });
});

describe('lookUpZip (the ZIP code as it is typed)', () => {
  it.each([
    [200, 'found'],
    [404, 'unknown'],
    [503, 'failed'],
  ] as const)('answers a %i location lookup as %s, with its ZIP code', async (status, check) => {
    const { http, gets } = fakeHttp({ location: { status, body: {} } });
    expect(
      await toPromise(createActor(effects(http).lookUpZip, { input: { zip: '30301' } }).start()),
    ).toEqual({ zip: '30301', check });
    expect(gets).toEqual(['/api/location?zip_code=30301']);
  });

  it('answers failed when the call throws (offline), and reads the shared lookup when there is one', async () => {
    const { http } = fakeHttp({});
    const offline = createEffectActors({
      http,
      visit: () => visit,
      product: 'medicare',
      defaultPhone: '18005550100',
      lookUpZip: () => Promise.reject(new Error('offline')),
    });
    expect(
      await toPromise(createActor(offline.lookUpZip, { input: { zip: '90210' } }).start()),
    ).toEqual({ zip: '90210', check: 'failed' });
  });
});

describe('startWhen (the site: after the next paint)', () => {
  /** The effects with a start the test lets go, and what they read and sent meanwhile. */
  function waitingEffects() {
    const { http, posts, gets } = fakeHttp({ post: { parsed: { ctc: { ev: 12.5 } } } });
    let visits = 0;
    let letGo = () => {};
    const actors = createEffectActors({
      http,
      visit: () => {
        visits += 1;
        return visit;
      },
      product: 'medicare',
      defaultPhone: '18005550100',
      startWhen: () => new Promise<void>((resolve) => (letGo = resolve)),
    });
    return { actors, posts, gets, visits: () => visits, letGo: () => letGo() };
  }

  it('starts no work (no visit read, no request) until it settles, then does it all', async () => {
    const { actors, posts, visits, letGo } = waitingEffects();
    const actor = createActor(actors.demandCheck, {
      input: { values: { zipcode: '90210' } },
    }).start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect([visits(), posts.length]).toEqual([0, 0]);
    letGo();
    await expect(toPromise(actor)).resolves.toMatchObject({ bid: 12.5 });
    expect([visits(), posts.map(({ path }) => path)]).toEqual([
      1,
      ['/api/mediaalpha/demand-check'],
    ]);
  });

  it('never starts the work of an effect whose step was left meanwhile', async () => {
    const { actors, gets, letGo } = waitingEffects();
    const actor = createActor(actors.checkZip, { input: { values: { zipcode: '90210' } } });
    actor.start();
    actor.stop();
    letGo();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gets).toEqual([]);
  });
});
