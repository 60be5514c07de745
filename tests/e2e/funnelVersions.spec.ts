import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 26, versions: a visitor in the middle of a funnel when a new version is deployed keeps the
// answers and never lands on a step that no longer exists.

/**
 * "Deploys" the next version of the medicare funnel: its built module as the server would send it
 * after a build where the step `birth` is renamed `date-of-birth`, the version raised from 2 to 3
 * and the map `{ "from": { "version": 2, "steps": { "birth": "date-of-birth" } } }` declared.
 * Each rewrite must match, so a changed build format fails here, not silently.
 */
async function deployRenamedBirth(page: Page): Promise<void> {
  await page.route(/\/assets\/medicare-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const built = await response.text();
    if (!built.includes('id:`medicare`')) return route.fulfill({ response });
    const rewrites: [RegExp, string][] = [
      [
        /id:`medicare`,version:2,/g,
        'id:`medicare`,version:3,from:{version:2,steps:{birth:`date-of-birth`}},',
      ],
      [/,birth:/g, ',"date-of-birth":'], // the step and its validator
      [/`birth`/g, '`date-of-birth`'], // name's `next`
    ];
    let next = built;
    for (const [pattern, replacement] of rewrites) {
      expect(next.match(pattern)?.length ?? 0, `the build has ${String(pattern)}`).toBeGreaterThan(
        0,
      );
      next = next.replace(pattern, replacement);
    }
    return route.fulfill({ response, body: next });
  });
}

const stored = (page: Page, key: string) =>
  page.evaluate(
    (storageKey) =>
      JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
        value: { step: string };
        context: { values: Record<string, unknown>; path?: string[] };
      } | null,
    key,
  );

test('a visitor at `birth` of medicare v2 continues after a deploy of v3 that renamed it, answers kept', async ({
  page,
}) => {
  await page.goto('/quiz/medicare');
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name', { exact: true }).fill('Maria');
  await page.getByLabel('Last name', { exact: true }).fill('Garcia');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/birth$/);
  // The snapshot as this version's app writes it (after the paint, in idle time).
  await expect
    .poll(async () => (await stored(page, 'funnel:medicare:v2'))?.value.step)
    .toBe('birth');

  await deployRenamedBirth(page);
  await page.reload();

  // The old step's URL names no step of v3: the visitor is on the renamed step, not sent back to the start.
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/date-of-birth$/);
  await expect
    .poll(async () => (await stored(page, 'funnel:medicare:v3'))?.value.step)
    .toBe('date-of-birth');
  expect((await stored(page, 'funnel:medicare:v3'))?.context.values).toMatchObject({
    zipcode: '90210',
    haveMedicare: true,
    haveMedicaid: false,
    firstName: 'Maria',
    lastName: 'Garcia',
  });
  // The path (the chat's conversation) is retraced from the answers, not just [first, resumed].
  expect((await stored(page, 'funnel:medicare:v3'))?.context.path).toEqual([
    'zip',
    'medicare',
    'medicaid',
    'name',
    'date-of-birth',
  ]);
  // The old version's snapshot is taken over once, not resumed again.
  expect(await stored(page, 'funnel:medicare:v2')).toBeNull();

  // The answers are on screen going back, and the visit goes on to the end on v3.
  await page.goBack();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Maria');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quiz\/medicare\/date-of-birth$/);
  await page.getByLabel('Date of birth', { exact: true }).fill('04/12/1955');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('form', { name: 'One last step: how may we contact you?' }),
  ).toBeVisible();
});
