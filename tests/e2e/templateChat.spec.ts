import { violationsInBothPalettes } from './axe';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { events } from '../../server/db/schema';
import { agreeToConsent, expect, test, type TestServer } from './fixtures';

// The chat template (app/pages/templates/ChatTemplate.tsx): the page's funnel machine rendered as
// a conversation. The URL, progress, effects and events are the machine's, as in the form renderer.

const progress = (page: Page) => page.getByRole('progressbar');
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const submittedRows = (db: TestServer['db']) =>
  db.select().from(events).where(eq(events.name, 'form-step-submitted'));

test('chat-ad reaches the call screen by keyboard and mouse, with a stored event per submit', async ({
  page,
  server,
}) => {
  const before = await submittedRows(server.db);
  await page.goto('/chat-ad');

  // A missing step opens the first question, and the URL follows the machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Let's look at your Medicare options together",
  );
  await expect(conversation(page)).toHaveAttribute('aria-live', 'polite');
  await expect(
    conversation(page).getByText('Hi! I will ask you a few quick questions'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await expect(page).toHaveURL(/\/chat-ad\/zip$/);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
  await expect(progress(page)).toHaveAttribute('aria-valuemax', '8');
  await expect
    .poll(async () =>
      (await server.db.select().from(events).where(eq(events.name, 'page-view'))).some(
        (row) =>
          row.properties.funnel === 'medicare' &&
          row.properties.fallback === true &&
          row.properties.step === 'zip',
      ),
    )
    .toBe(true);

  // The funnel's message shows when the field is left, not while typing; Enter submits.
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.click();
  await page.keyboard.type('123');
  await expect(page.getByText('Please enter a 5-digit ZIP code.')).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please enter a 5-digit ZIP code.')).toBeVisible();
  await zip.fill('90210');
  await zip.press('Enter');

  // The answer joins the conversation; the assistant types, then asks; focus moves to the question.
  await expect(conversation(page).getByText('90210', { exact: true })).toBeVisible();
  const medicare = page.getByRole('heading', {
    level: 2,
    name: 'Do you have Medicare Part A and Part B?',
  });
  await expect(medicare).toBeFocused();
  await expect(
    page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/chat-ad\/medicare$/);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
  // Keyboard: from the question, Tab reaches the answers.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The assistant "types" before the next question (none under reduced motion, see below).
  await expect(page.locator('.chat-typing')).toBeVisible();

  // Mouse: skip, then type a name.
  await expect(page.getByRole('form', { name: 'Do you receive Medicaid?' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('form', { name: 'What is your name?' })).toBeVisible();
  await expect(conversation(page).getByText('Skipped')).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Maria');
  await page.getByLabel('Last name', { exact: true }).fill('Garcia');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();

  // A reload keeps the conversation: it is rebuilt from the machine's answers.
  await page.reload();
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  await expect(conversation(page).getByText('Maria Garcia')).toBeVisible();

  // Back by editing an earlier answer: the machine goes to that step, the URL follows, the
  // conversation ends there, and the later answers wait in the machine's values.
  await page.getByRole('button', { name: 'Edit your answer: Do you receive Medicaid?' }).click();
  await expect(page.getByRole('form', { name: 'Do you receive Medicaid?' })).toBeVisible();
  await expect(page).toHaveURL(/\/chat-ad\/medicaid$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Do you receive Medicaid?' }),
  ).toBeFocused();
  await expect(conversation(page).getByText('Maria Garcia')).toBeHidden();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('form', { name: 'What is your name?' })).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Maria');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  // The URL names the step shown from the task after its paint (app/funnel/urlSync): a Back sent
  // before it (a test can, a hand cannot) goes back from the step left, to the one before it.
  await expect(page).toHaveURL(/\/chat-ad\/birth$/);

  // Browser back and forward move the machine.
  await page.goBack();
  await expect(page.getByRole('form', { name: 'What is your name?' })).toBeVisible();
  await expect(page).toHaveURL(/\/chat-ad\/name$/);
  await page.goForward();
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();

  // Keyboard: type the date, Enter.
  const dob = page.getByLabel('Date of birth', { exact: true });
  await dob.focus();
  await page.keyboard.type('04/12/1955');
  await page.keyboard.press('Enter');

  // The consent step: the assistant says the disclosure in full; the visitor agrees.
  await expect(conversation(page).locator('[data-consent-disclosure]')).toContainText(
    'prior express written consent',
  );
  await agreeToConsent(page);

  // The call screen, as the form renderer shows it: the leased number (the sandbox leases
  // 1-888-555 and the ZIP code's last four digits), the availability, full progress.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Great news! Plans are available in your area.' }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/chat-ad\/call$/);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '8');
  const phone = conversation(page).getByRole('link', { name: '1-888-555-0210' });
  await expect(phone).toHaveAttribute('href', 'tel:+18885550210');
  // The header offers the leased number too while it lasts.
  await expect(page.locator('.site-header-phone')).toHaveAttribute('href', 'tel:+18885550210');
  await expect(
    conversation(page).getByText('This line is reserved for you for the next few minutes.'),
  ).toBeVisible();
  await expect(conversation(page).getByRole('region', { name: 'Availability' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);

  // One stored form-step-submitted per submit and skip, in order, as the form renderer sends them.
  await expect.poll(async () => (await submittedRows(server.db)).length - before.length).toBe(8);
  const rows = (await submittedRows(server.db))
    .slice(before.length)
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  expect(rows.map((row) => [row.properties.step, row.properties.skipped])).toEqual([
    ['zip', false],
    ['medicare', false],
    ['medicaid', true],
    ['name', false],
    ['medicaid', false],
    ['name', false],
    ['birth', false],
    ['consent', false],
  ]);
  expect(rows.at(-2)!.properties).toMatchObject({
    funnel: 'medicare',
    website: 'm10',
    page: '/chat-ad/birth',
    fields: ['dob'],
  });
  expect(JSON.stringify(rows.map((row) => row.properties))).not.toContain('Garcia');
});

test('chat-ad-es speaks Spanish', async ({ page }) => {
  await page.goto('/chat-ad-es');
  await expect(page.getByRole('log', { name: 'Conversación' })).toBeVisible();
  await expect(page.getByText('¡Hola! Le haré unas preguntas rápidas')).toBeVisible();
  await expect(page.getByRole('form', { name: '¿Cuál es su código postal?' })).toBeVisible();
  await expect(page.locator('.chat')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('progressbar', { name: 'Progreso' })).toBeVisible();
  const zip = page.getByLabel('Código postal', { exact: true });
  await zip.fill('12');
  await zip.blur();
  await expect(page.getByText('Ingrese un código postal de 5 dígitos.')).toBeVisible();
  // A ZIP code unknown in the US: the machine's checkZip effect refuses it, in Spanish.
  await zip.fill('90215');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No encontramos este código postal. Revíselo e inténtelo de nuevo.',
  );
  await zip.fill('90210');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByRole('form', { name: '¿Tiene Medicare Parte A y Parte B?' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Editar su respuesta: ¿Cuál es su código postal?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sí' }).click();
  await page.getByRole('button', { name: 'Omitir' }).click();
  await expect(page.getByRole('form', { name: '¿Cuál es su nombre?' })).toBeVisible();
  await expect(page.getByText('Omitida')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido', { exact: true }).fill('López');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Omitir' }).click();
  await expect(page.getByRole('form', { name: '¿Cuántos años tiene?' })).toBeVisible();
  await page.getByLabel('Edad', { exact: true }).fill('70');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await agreeToConsent(page, 'spanish');
  await expect(
    page.getByRole('heading', { name: '¡Buenas noticias! Hay planes disponibles en su área.' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('log', { name: 'Conversación' })
      .getByText('Llame ahora a un agente con licencia'),
  ).toBeVisible();
  await expect(
    page.getByRole('log', { name: 'Conversación' }).getByRole('link', { name: '1-888-555-0210' }),
  ).toHaveAttribute('href', 'tel:+18885550210');
});

test.describe('with reduced motion', () => {
  // Reduced motion: the questions appear without the typing pause, so axe sees settled pages.
  test.use({ reducedMotion: 'reduce' });

  test('axe finds nothing at a question and at the call screen, in the light and the dark palette', async ({
    page,
  }) => {
    await page.goto('/chat-ad');
    await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
    await page.getByLabel('ZIP code', { exact: true }).fill('90210');
    await page.getByRole('button', { name: 'Continue' }).click();
    // A yes/no question with an answer above it (Edit) and Skip.
    await expect(
      page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
    ).toBeVisible();
    expect(await violationsInBothPalettes(page, 'yes/no question')).toEqual([]);
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Maria');
    await page.getByLabel('Last name', { exact: true }).fill('Garcia');
    await page.getByRole('button', { name: 'Continue' }).click();
    // A typed question showing its validation message.
    const dob = page.getByLabel('Date of birth', { exact: true });
    await dob.fill('April 12');
    await dob.blur();
    await expect(page.getByText('Date of birth is not valid.')).toBeVisible();
    expect(await violationsInBothPalettes(page, 'validation message')).toEqual([]);
    await dob.fill('04/12/1955');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The consent step, its disclosure said in full.
    await expect(page.getByRole('button', { name: 'I agree, show my options' })).toBeVisible();
    expect(await violationsInBothPalettes(page, 'consent step')).toEqual([]);
    await agreeToConsent(page);
    await expect(conversation(page).getByRole('link', { name: '1-888-555-0210' })).toBeVisible();
    expect(await violationsInBothPalettes(page, 'call screen')).toEqual([]);
  });
});
