import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

// A Comcast address: the data set shipped with the server maps it to a US postal code. The test
// reads the code from the server rather than hard-coding it (the data set changes).
const VISITOR_IP = '73.162.0.1';

const demandCheckBody = (request: Request) =>
  request.postDataJSON() as { data: { zip: string; state?: string }; ip: string | null };

test('the ZIP code falls back to the IP’s postal code for the demand check and the location; the form’s answer wins once given', async ({
  page,
  context,
  request,
}) => {
  const { value, geo } = (await (
    await request.get('/api/ip', { headers: { 'X-Forwarded-For': VISITOR_IP } })
  ).json()) as { value: string; geo: { postalCode: string; stateCode: string } };
  expect(value).toBe(VISITOR_IP);
  expect(geo.postalCode).toMatch(/^[0-9]{5}$/);
  const place = (await (await request.get(`/api/location?zip_code=${geo.postalCode}`)).json()) as {
    state: string;
  };

  // The site sits behind a trusted proxy in this test server: the visitor's address arrives as X-Forwarded-For.
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': VISITOR_IP });
  // ky sends its bodies as streams: Playwright reads them only for routed requests (PITFALLS.md).
  await context.route('**/api/**', (route) => route.fallback());
  const locationOfIpZip = page.waitForRequest((sent) =>
    sent.url().endsWith(`/api/location?zip_code=${geo.postalCode}`),
  );
  const ipDemandCheck = page.waitForRequest('**/api/mediaalpha/demand-check');

  // Landing on the step that checks demand: no ZIP code answered, none in the URL.
  await page.goto('/quiz/medicare/medicare');
  await expect(
    page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  const fromIp = demandCheckBody(await ipDemandCheck);
  expect(fromIp.data).toEqual({ zip: geo.postalCode, state: place.state });
  expect(fromIp.ip).toBe(VISITOR_IP);
  await locationOfIpZip; // the resolved ZIP code changed (none → the IP's): its location is looked up

  // The visitor answers another ZIP code: it wins over the IP's, for the next check and the location.
  const locationOfAnswer = page.waitForRequest((sent) =>
    sent.url().endsWith('/api/location?zip_code=90210'),
  );
  const answerDemandCheck = page.waitForRequest(
    (sent) =>
      sent.url().endsWith('/api/mediaalpha/demand-check') &&
      demandCheckBody(sent).data.zip === '90210',
  );
  await page.goto('/quiz/medicare/zip');
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  expect(demandCheckBody(await answerDemandCheck).data).toEqual({ zip: '90210', state: 'CA' });
  await locationOfAnswer;
});
