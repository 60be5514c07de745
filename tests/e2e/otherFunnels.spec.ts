import { axe } from './axe';
import { expect, test } from './fixtures';

test('the Spanish funnel speaks Spanish: questions, buttons, messages, progress and the exit popup', async ({
  page,
}) => {
  await page.goto('/quiz/medicare-es');
  await expect(page.getByRole('form', { name: '¿Cuál es su código postal?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  const zip = page.getByLabel('Código postal', { exact: true });
  await zip.fill('12');
  await zip.blur();
  await expect(page.getByText('Ingrese un código postal de 5 dígitos.')).toBeVisible();
  await zip.fill('33101');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByRole('form', { name: '¿Tiene Medicare Parte A y Parte B?' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sí' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Omitir' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent('mouseout', { clientX: 200, clientY: 0, relatedTarget: null, bubbles: true }),
    ),
  );
  const dialog = page.getByRole('dialog', { name: 'Antes de irse' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('the auto funnel: a select validated on change, an insurer list, and the add-a-driver branch', async ({
  page,
  server,
}) => {
  await page.goto(`${server.brandUrl('tqg')}/quiz/auto`);
  await page.getByLabel('ZIP code', { exact: true }).fill('60601');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'Do you have auto insurance today?' })).toBeVisible();
  // Continue without an answer shows the message; choosing clears it at once (validated on change).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Currently insured is not valid.')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByText('Currently insured is not valid.')).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();

  const company = page.getByLabel('Current insurance company', { exact: true });
  await expect(company).toBeVisible();
  await expect(company.locator('option')).toContainText([
    'GEICO',
    'Progressive',
    'State Farm',
    'Other',
  ]);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await company.selectOption({ label: 'GEICO' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('form', { name: 'About your home' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Do you own your home?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('First name', { exact: true }).fill('Ann');
  await page.getByLabel('Last name', { exact: true }).fill('Lee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' });
  await page.getByLabel('Marital status', { exact: true }).selectOption({ label: 'Married' });
  await page.getByLabel('Date of birth', { exact: true }).fill('03/04/1980');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('License status', { exact: true }).selectOption({ label: 'Active' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('form', { name: 'Would you like to add another driver?' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'Who is driver 2?' })).toBeVisible();
});

test('intake parameters prefill the answers and leave the visible URL; campaign parameters stay', async ({
  page,
  server,
}) => {
  await page.goto(
    `${server.brandUrl('wc')}/quiz/life/name?firstname=Ann&lastname=Lee&utm_source=newsletter&email=ann%40example.com`,
  );
  await expect(page).toHaveURL(/\/quiz\/life\/name\?utm_source=newsletter$/);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ann');
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Lee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ann@example.com');
  // The session keeps every parameter seen, personal ones included, for the events it tracks.
  expect(
    await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('url-params') ?? '{}') as Record<string, string>,
    ),
  ).toMatchObject({ utm_source: 'newsletter', firstname: 'Ann' });
});
