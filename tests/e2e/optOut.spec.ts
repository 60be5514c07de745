import { axe } from './axe';
import { eq } from 'drizzle-orm';
import { leads } from '../../server/db/schema';
import { expect, test } from './fixtures';

/** A get-phone for a medicare lead with this phone number and no consent, as the fallback brand (m10) on 127.0.0.1. */
const getPhoneBody = (phone: string) => ({
  data: { zip: '90210', contact: 'Ann Lee', phone },
  phone_num_lease_time: 300,
  ip: null,
  local_hour: 9,
  placement_id: 'm10-quiz-call',
  ua: 'e2e',
  url: 'http://m10.localhost/',
  version: 17,
  sub_1: 'm10-direct',
  source: ['null', null, null, null, null, null, null],
});

test('a phone number opted out on /opt-out gets the default number and no stored lead', async ({
  page,
  server,
}) => {
  await page.goto(`${server.brandUrl('m10')}/opt-out`);
  const form = page.getByRole('form', { name: 'Opt out of calls, texts and e-mails' });
  await form.getByLabel('Phone number').fill('(404) 555-0199');
  await form.getByRole('button', { name: 'Opt out' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you: you are opted out.');
  // Nothing of the number in the page's address.
  expect(page.url()).toBe(`${server.brandUrl('m10')}/opt-out`);

  const response = await page.request.post(`${server.url}/api/mediaalpha/get-phone`, {
    data: getPhoneBody('4045550199'),
    headers: { 'idempotency-key': 'opted-out-0001' },
  });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { phone: string }).phone).toBe('18005550100');
  expect(await server.db.select().from(leads).where(eq(leads.id, 'opted-out-0001'))).toEqual([]);
});

test('the Spanish page works from the keyboard, names a wrong number, and is linked from the footer', async ({
  page,
  server,
}) => {
  await page.goto(`${server.brandUrl('m10es')}/opt-out-es`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dejar de recibir llamadas, mensajes y correos' }),
  ).toBeVisible();
  await page.getByLabel('Número de teléfono').focus();
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  const phone = page.getByLabel('Número de teléfono');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(
    'Indique un número de teléfono de EE. UU. de 10 dígitos, por ejemplo 404-555-0188.',
  );
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Gracias: usted se dio de baja.');
  await expect(
    page.locator('footer').getByRole('link', { name: 'Dejar de recibir llamadas' }),
  ).toHaveAttribute('href', '/opt-out-es');

  await page.goto(`${server.brandUrl('tqg')}/`);
  await expect(
    page.locator('footer').getByRole('link', { name: 'Opt out of calls and texts' }),
  ).toHaveAttribute('href', '/opt-out');
});

for (const [brand, path] of [
  ['m10', '/opt-out'],
  ['m10es', '/opt-out-es'],
  ['wc', '/opt-out'],
] as const) {
  test(`${brand}${path} passes axe, with a confirmation and with a refusal shown`, async ({
    page,
    server,
  }) => {
    await page.goto(`${server.brandUrl(brand)}${path}`);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.locator('form').getByRole('button').click();
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
}
