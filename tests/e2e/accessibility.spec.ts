import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const funnels = readdirSync('funnels')
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(`funnels/${file}`, 'utf8')) as { id: string; steps: Record<string, { title: string }> });

for (const funnel of funnels) {
  test(`every step of the ${funnel.id} funnel passes axe`, async ({ page }) => {
    for (const [step, { title }] of Object.entries(funnel.steps)) {
      await page.goto(`/quiz/${funnel.id}/${step}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${step}: ${v.id} ${v.help}`)).toEqual([]);
    }
  });
}
