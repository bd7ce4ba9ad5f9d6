import AxeBuilder from '@axe-core/playwright';
import { PUBLIC_PAGE_PATHS } from '../../app/content/public-pages';
import { SEEDED_CONTENT_PATHS } from './seeded-content';
import { expect, test } from './fixtures';

// Every public page of the spec's route table, the user guides and a help search's results.
const PUBLIC_ROUTES = [...PUBLIC_PAGE_PATHS, ...SEEDED_CONTENT_PATHS, '/help-center?q=refund'];

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

test.describe('accessibility (axe-core)', () => {
  for (const viewport of WIDTHS) {
    for (const route of PUBLIC_ROUTES) {
      // axe runs inside the page as a script (js-on only); the server-rendered markup is the same either way.
      test(`${route} has no serious or critical violations on ${viewport.name}`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(route);
        // Let entrance animations settle so contrast is measured on the final colours.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          }));
        expect(blocking, `axe violations on ${route}`).toEqual([]);
      });
    }
  }
});
