import type { Page } from '@playwright/test';
import { expect, openTestDatabase, test } from './fixtures';

/** The prices_usd row as the database holds it, without a leading dollar sign. */
function storedPrices(): { monthly: string; yearly: string; lifetime: string } {
  const db = openTestDatabase();
  try {
    const row = db.prepare("SELECT value FROM site_settings WHERE key = 'prices_usd'").get() as { value: string };
    const prices = JSON.parse(row.value) as Record<'monthly' | 'yearly' | 'lifetime', string>;
    const bare = (price: string) => price.trim().replace(/^\$\s*/, '');
    return { monthly: bare(prices.monthly), yearly: bare(prices.yearly), lifetime: bare(prices.lifetime) };
  } finally {
    db.close();
  }
}

/** The page's meta tags, read from the server-rendered head. */
async function expectMeta(page: Page, { title, description }: { title: RegExp | string; description: RegExp }) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
}

test.describe('home page', () => {
  test(
    'offers recovery with Buy Now and Explore Products (no download is set), the mock-up, features, steps and testimonials',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/');
      await expectMeta(page, { title: /Recover Lost Data/, description: /deleted, formatted or lost files/ });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Recover Your Lost Data in Minutes');
      // No installer is set on this server: no download is promised (download.spec.ts sets one).
      await expect(main.getByRole('link', { name: 'Free Download' })).toHaveCount(0);
      await expect(main.getByText('Free for Windows and macOS')).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/pricing');
      await expect(main.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');

      // Finished, or replaying the scan when JavaScript runs: either way the recovery window is there.
      await expect(main.getByRole('figure', { name: /^(Scan complete|Starting Data Recovery\.\.\.)$/ })).toBeVisible();

      for (const feature of [
        'Deleted File Recovery',
        'Formatted Recovery',
        'Partition Recovery',
        'Crashed System Recovery',
        'NAS Data Recovery',
        'Advanced File Repair',
      ]) {
        await expect(main.getByRole('heading', { level: 3, name: feature })).toBeVisible();
      }

      const steps = main.getByRole('list').filter({ hasText: 'Select the location and click Scan.' });
      await expect(steps.getByRole('listitem')).toHaveText([
        /1\s*Step 1: Scan\s*Select the location and click Scan\./,
        /2\s*Step 2: Preview\s*Preview found files\./,
        /3\s*Step 3: Recover\s*Select files and save them to a secure location\./,
      ]);

      const testimonials = main.getByRole('region', { name: 'Loved by the people who got their files back' }).locator('figure');
      await expect(testimonials).toHaveCount(3);
      for (const [name, title, quote] of [
        ['Sarah Mitchell', 'Freelance Photographer', 'I formatted the wrong SD card'],
        ['David Chen', 'IT Manager, Brightline Design', 'Our file server crashed'],
        ['Emily Rodriguez', 'Graduate Student', 'never wrote anything to the damaged drive'],
      ]) {
        const testimonial = testimonials.filter({ hasText: name });
        await expect(testimonial.locator('figcaption')).toContainText(title!);
        await expect(testimonial.locator('blockquote')).toContainText(quote!);
      }
      await expect(main.getByRole('heading', { name: "Don't let lost files stay lost." })).toBeVisible();
    },
  );

  test('states the claims: 10,000+ users, read-only scan, 1000 file types, free trial needs a license to save', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByText('Trusted by 10,000+ happy users')).toBeVisible();
    await expect(main.getByText('Read-only and secure scan').first()).toBeVisible();
    await expect(main.getByText('Over 1000 file types').first()).toBeVisible();
    await expect(main.getByText(/free trial scans your drive and previews.*Saving recovered files needs a license/)).toBeVisible();
  });

  // What the server renders, and what a browser that runs no script keeps.
  test(
    'without JavaScript the mock-up shows the finished scan: full bar, file counts, Scan complete',
    { tag: '@js-off-only' },
    async ({ page }) => {
      await page.goto('/');
      const mockup = page.getByRole('figure', { name: 'Scan complete' });
      await expect(mockup).toBeVisible();
      await expect(mockup.getByText('Starting Data Recovery...')).toBeHidden();
      await expect(mockup.getByRole('list', { name: 'Files found' }).getByRole('listitem')).toHaveText([
        /Photos\s*1,284 files/,
        /Documents\s*532 files/,
        /Videos\s*87 files/,
      ]);
      await expect(mockup).toContainText('1,903 files found, ready to preview');
      const bar = page.getByTestId('recovery-progress');
      expect(await bar.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
      const [barWidth, trackWidth] = await bar.evaluate((element) => [
        element.getBoundingClientRect().width,
        element.parentElement!.getBoundingClientRect().width,
      ]);
      expect(barWidth).toBeGreaterThan(0);
      expect(barWidth).toBeCloseTo(trackWidth, 0);
    },
  );

  // The replay is CSS alone (the home page loads no script), shown where scripts may run.
  test(
    'with JavaScript the mock-up replays the scan: Starting Data Recovery..., the bar fills over 2 s after 1.5 s, then Scan complete',
    { tag: '@needs-js' },
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      const starting = page.getByRole('figure', { name: 'Starting Data Recovery...' });
      await expect(starting).toBeVisible();
      const bar = page.getByTestId('recovery-progress');
      const animation = await bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return { delay: style.animationDelay, duration: style.animationDuration, fill: style.animationFillMode };
      });
      expect(animation).toEqual({ delay: '1.5s', duration: '2s', fill: 'forwards' });
      await expect(page.getByRole('figure', { name: 'Scan complete' })).toBeVisible({ timeout: 6000 });
      // The bar ends full. Polled: the label and the bar finish at the same moment, and on a busy
      // machine the bar's last frame may be painted just after the label's (458.9 of 462 px, once).
      await expect
        .poll(
          () => bar.evaluate((element) => element.parentElement!.getBoundingClientRect().width - element.getBoundingClientRect().width),
          {
            timeout: 2000,
          },
        )
        .toBeCloseTo(0, 0);
      await expect(page.getByRole('figure', { name: 'Scan complete' })).toContainText('1,284 files');
    },
  );

  // One project is enough for a CSS media query.
  test('with reduced motion the mock-up stays finished and nothing animates', { tag: '@needs-js' }, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const mockup = page.getByRole('figure', { name: 'Scan complete' });
    await expect(mockup).toBeVisible();
    const bar = page.getByTestId('recovery-progress');
    expect(await bar.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    const [barWidth, trackWidth] = await bar.evaluate((element) => [
      element.getBoundingClientRect().width,
      element.parentElement!.getBoundingClientRect().width,
    ]);
    expect(barWidth).toBeCloseTo(trackWidth, 0);
    expect(await page.getByTestId('scroll-progress').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    // In view for longer than the replay's delay, it still never shows the scan.
    await page.waitForTimeout(2000);
    await expect(page.getByRole('figure', { name: 'Scan complete' })).toBeVisible();
    await expect(mockup.getByRole('listitem')).toHaveCount(3);
    await context.close();
  });

  test('the scroll progress bar is fixed at the top, hidden from assistive technology, and grows with scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    const bar = page.getByTestId('scroll-progress');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const position = await bar.evaluate((element) => {
      const style = getComputedStyle(element);
      return { position: style.position, top: style.top, timeline: style.getPropertyValue('animation-timeline') };
    });
    expect(position.position).toBe('fixed');
    expect(position.top).toBe('0px');
    const widthAt = () => bar.evaluate((element) => element.getBoundingClientRect().width);
    expect(await widthAt()).toBeLessThan(5);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(widthAt).toBeGreaterThan(1200);
  });
});

test.describe('products page', () => {
  test(
    'shows the three products in their colours, each with See Pricing, and the Safe and Secure block',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/products');
      await expectMeta(page, { title: /^Our Products \| Recoverly$/, description: /Data Recovery Wizard Pro/ });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Products');
      const expected = [
        ['Data Recovery Wizard Pro', 'blue', /PC and Mac.*HDDs and SSDs.*deep scan.*file repair/],
        ['Mobile Data Recovery', 'green', /photos, contacts and messages from iOS and Android/],
        ['Server & RAID Recovery', 'purple', /business-critical data from RAID arrays and servers/],
      ] as const;
      for (const [name, colour, description] of expected) {
        const card = main.getByRole('article', { name });
        await expect(card).toHaveAttribute('data-colour', colour);
        await expect(card).toContainText(description);
        await expect(card.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing');
      }
      const repairTools = [
        ['Photo Repair', 'amber', /photos that open grey, pixelated/],
        ['Video Enhancer', 'rose', /videos that won’t play/],
      ] as const;
      for (const [name, colour, description] of repairTools) {
        const card = main.getByRole('article', { name });
        await expect(card).toHaveAttribute('data-colour', colour);
        await expect(card).toContainText(description);
        await expect(card.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing');
      }
      await expect(main.getByRole('link', { name: 'See Pricing' })).toHaveCount(5);
      const secure = main.getByRole('region', { name: 'Safe and Secure' });
      await expect(secure.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/pricing');
    },
  );

  test('every card shows its window, and Data Recovery, Photo Repair and Video Enhancer are shown at work', async ({ page }) => {
    await page.goto('/products');
    const main = page.getByRole('main');
    // The first row is in or near the first screen (and its first picture is a phone's largest paint): not lazy.
    for (const [slug, name, loading] of [
      ['data-recovery', 'Data Recovery Wizard Pro', 'eager'],
      ['mobile-recovery', 'Mobile Data Recovery', 'eager'],
      ['server-raid', 'Server & RAID Recovery', 'eager'],
      ['photo-repair', 'Photo Repair', 'lazy'],
      ['video-enhancer', 'Video Enhancer', 'lazy'],
    ]) {
      const picture = main.getByRole('article', { name }).locator('img');
      await expect(picture).toHaveAttribute('src', `/illustrations/${slug}.svg`);
      await expect(picture).toHaveAttribute('width', '640');
      await expect(picture).toHaveAttribute('height', '420');
      await expect(picture).toHaveAttribute('loading', loading!);
    }

    const tours = main.getByRole('region', { name: 'A closer look' });
    await expect(tours.locator('section')).toHaveCount(3);
    for (const [slug, name] of [
      ['data-recovery', 'Data Recovery Wizard Pro'],
      ['photo-repair', 'Photo Repair'],
      ['video-enhancer', 'Video Enhancer'],
    ]) {
      const tour = tours.locator(`section#${slug}`);
      await expect(tour).toContainText(name!);
      const picture = tour.getByRole('img');
      await expect(picture).toHaveAttribute('src', `/illustrations/${slug}.svg`);
      await expect(picture).toHaveAttribute('width', '640');
      await expect(picture).toHaveAttribute('height', '420');
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).toHaveAttribute('alt', new RegExp(name!.split(' ')[0]!));
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
      expect(await tour.getByRole('list').first().getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
      await expect(
        tour
          .getByRole('list', { name: `${name} works with` })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      // No installer set: the tour leads to the prices, not to a download that isn't there.
      await expect(tour.getByRole('link', { name: 'Free Download' })).toHaveCount(0);
      await expect(tour.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute('href', '/pricing');
    }
  });

  test('See Pricing takes the visitor to the plans', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('article', { name: 'Mobile Data Recovery' }).getByRole('link', { name: 'See Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
  });
});

test.describe('pricing page', () => {
  test('shows the three plans with the stored prices, their features and links to checkout', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/pricing');
    await expectMeta(page, { title: /^Choose Your Plan \| Recoverly$/, description: /Monthly, Yearly and Lifetime/ });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
    await expect(main.getByText('All plans include the full data recovery suite')).toBeVisible();

    // Whatever the prices_usd row holds (other test files may save settings through the admin).
    const stored = storedPrices();
    const plans = [
      ['Monthly', `$${stored.monthly}`, '/month', ['1000+ file formats', '1 device per license', 'E-mail support', 'Monthly updates']],
      [
        'Yearly',
        `$${stored.yearly}`,
        '/year',
        ['1000+ file formats', '2 devices per license', 'Priority e-mail support', 'Bi-weekly updates'],
      ],
      [
        'Lifetime',
        `$${stored.lifetime}`,
        'one-time',
        [
          '1000+ file formats',
          '5 devices per license',
          'Priority e-mail and phone support',
          'Lifetime updates',
          'Early access to new features',
        ],
      ],
    ] as const;
    for (const [name, price, period, features] of plans) {
      const card = main.getByRole('article', { name });
      await expect(card.getByTestId('plan-price')).toHaveText(price);
      await expect(card).toContainText(period);
      await expect(card.getByRole('listitem')).toHaveText([...features]);
      await expect(card.getByRole('link', { name: `Choose ${name}` })).toHaveAttribute('href', `/checkout?plan=${name}&price=${price}`);
    }
    await expect(main.getByText('Most Popular')).toHaveCount(1);
    await expect(main.getByRole('article', { name: 'Yearly' })).toContainText('Most Popular');
  });

  test('compares the plans in a table: products, devices, term, formats, support, hours and refund window', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/pricing');
    const table = page.getByRole('table', { name: 'What each plan includes' });
    await expect(table.getByRole('columnheader')).toHaveText(['Monthly', 'Yearly', 'Lifetime']);
    const rows = {
      'Products covered': ['All 5 tools', 'All 5 tools', 'All 5 tools'],
      'Devices per license': ['1 device', '2 devices', '5 devices'],
      'License term': ['1 month', '1 year', 'Lifetime, never expires'],
      'File formats': ['1000+', '1000+', '1000+'],
      Support: ['E-mail support', 'Priority e-mail support', 'Priority e-mail and phone support'],
      'Support hours': Array(3).fill('Monday to Friday, 9 am – 6 pm Eastern Time'),
      'Refund window': ['7 days', '30 days', '30 days'],
    };
    await expect(table.getByRole('rowheader')).toHaveText(Object.keys(rows));
    for (const [label, cells] of Object.entries(rows)) {
      await expect(
        table
          .getByRole('row', { name: label, exact: false })
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
          .getByRole('cell'),
      ).toHaveText(cells);
    }
    // Readable at 320 px: the table fits the screen, no cell is cut.
    const box = (await table.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await expect(
      page.getByText(/Every plan unlocks all 5 tools with one key: Data Recovery Wizard Pro, .* and Video Enhancer\./),
    ).toBeVisible();
  });

  test('no page promises round-the-clock support or a format count of its own', async ({ page }) => {
    for (const path of ['/', '/products', '/pricing', '/contact', '/help-center', '/download']) {
      await page.goto(path);
      const text = await page.locator('body').innerText();
      expect(text, path).not.toMatch(/24\/7|50\+|100\+ formats|All formats/);
    }
    await page.goto('/contact');
    await expect(page.getByText('Monday to Friday, 9 am – 6 pm')).toBeVisible();
  });

  test('choosing a plan opens checkout with that plan and price', async ({ page }) => {
    await page.goto('/pricing');
    const yearly = storedPrices().yearly.replace('.', '\\.');
    await page.getByRole('link', { name: 'Choose Yearly' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?plan=Yearly&price=(\\$|%24)${yearly}$`));
  });
});

test.describe('about page', () => {
  test('tells our story and shows the mission, vision, values and team cards', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/about');
    await expectMeta(page, { title: /^About Us \| Recoverly$/, description: /Our Story|story/ });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(main.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
    await expect(main.getByText(/10,000 happy users/)).toBeVisible();
    for (const card of ['Our Mission', 'Our Vision', 'Our Values', 'Our Team']) {
      await expect(main.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
  });
});

test.describe('blog page', () => {
  test(
    'lists the posts with category, date and colour; Read More opens the post on its own page; an old /blog#slug lands on its card',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/blog');
      await expectMeta(page, { title: /^Blog \| Recoverly$/, description: /Data recovery tips/ });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blog');
      const posts = [
        ['10 Data Recovery Tips Everyone Should Know', 'Guide', 'Oct 15, 2025', '2025-10-15', 'blue', 'data-recovery-tips'],
        ['Why Regular Backups Are Your Best Security Policy', 'Security', 'Oct 2, 2025', '2025-10-02', 'green', 'regular-backups'],
        ['SSD vs HDD: What It Means for Data Recovery', 'Technology', 'Sep 20, 2025', '2025-09-20', 'purple', 'ssd-vs-hdd'],
      ] as const;
      const cards = main.getByRole('region', { name: 'Latest posts' });
      await expect(cards.getByRole('article')).toHaveCount(3);
      for (const [title, category, date, iso, colour, slug] of posts) {
        const post = cards.getByRole('article', { name: title });
        await expect(post).toContainText(category);
        await expect(post.locator('time')).toHaveText(date);
        await expect(post.locator('time')).toHaveAttribute('datetime', iso);
        await expect(post).toHaveAttribute('data-colour', colour);
        await expect(post).toHaveAttribute('id', slug);
        await expect(post.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', `/blog/${slug}`);
      }
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/blog/feed.xml');
      await cards.getByRole('article', { name: posts[2][0] }).getByRole('link', { name: 'Read More' }).click();
      await expect(page).toHaveURL(/\/blog\/ssd-vs-hdd$/);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(posts[2][0]);
      await expect(main).toContainText('TRIM');
      await expect(main).toContainText('1 min read');
      await main.getByRole('link', { name: 'Back to all posts' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await page.goto('/blog#regular-backups');
      await expect(cards.getByRole('article', { name: posts[1][0] })).toBeInViewport();
    },
  );
});

test.describe('legal pages', () => {
  test('the privacy policy covers every section, the under-13 clause and links to contact', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/privacy-policy');
    await expectMeta(page, { title: /^Privacy Policy \| Recoverly$/, description: /personal information/ });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main.getByText('Last Updated: October 26, 2025')).toBeVisible();
    const article = main.getByRole('article');
    for (const section of [
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Your Information',
      'Data Security',
      "Children's Privacy",
      'Changes to This Policy',
      'Contact Us',
    ]) {
      await expect(article.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    for (const term of ['Personal data', 'Usage data', 'Cookies']) await expect(article.getByText(`${term}:`)).toBeVisible();
    await expect(article).toContainText('not intended for children under 13');
    await expect(article.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  test('the terms of use cover every section, the 30 days notice and link to contact', async ({ page }) => {
    await page.goto('/terms-of-use');
    await expectMeta(page, { title: /^Terms of Use \| Recoverly$/, description: /terms/ });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(main.getByText('Last Updated: October 26, 2025')).toBeVisible();
    const article = main.getByRole('article');
    for (const section of [
      'Intellectual Property',
      'Use Restrictions',
      'Links to Other Sites',
      'Limitation of Liability',
      'Disclaimer',
      'Changes to Terms',
      'Contact Us',
    ]) {
      await expect(article.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(article).toContainText("at least 30 days' notice");
    await expect(article.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  test('the on-this-page index jumps to a section', async ({ page }) => {
    await page.goto('/terms-of-use');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Disclaimer' }).click();
    await expect(page).toHaveURL(/#disclaimer$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Disclaimer' })).toBeInViewport();
  });
});

test.describe('icons', () => {
  test('every icon on the home, products and download pages is drawn from a symbol the served sprite holds', async ({ page, request }) => {
    for (const path of ['/', '/products', '/download']) {
      await page.goto(path);
      const hrefs = await page.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const spriteUrl of new Set(hrefs.map((href) => href.slice(0, href.indexOf('#'))))) {
        const response = await request.get(spriteUrl);
        expect(response.headers()['content-type']).toBe('image/svg+xml');
        const sprite = await response.text();
        for (const id of hrefs.filter((href) => href.startsWith(`${spriteUrl}#`)).map((href) => href.slice(href.indexOf('#') + 1))) {
          expect(sprite, `symbol ${id}`).toContain(`<symbol id="${id}"`);
        }
      }
      // Drawn, not blank: once the sprite is in, every <use> has the size of the path it draws.
      await expect
        .poll(() =>
          page
            .locator('svg use')
            .evaluateAll(
              (uses) =>
                uses.filter((use) => use.closest('svg')!.getClientRects().length > 0 && (use as SVGGraphicsElement).getBBox().width === 0)
                  .length,
            ),
        )
        .toBe(0);
    }
  });
});

test.describe('header navigation', () => {
  test('the mobile menu opens and leads to a page', { tag: '@smoke' }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await header.locator('summary').click();
    await header.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
  });

  test('the main menu marks the section shown as the current page, and only that one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/help-center');
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Help Center' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current]')).toHaveCount(1);
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
    await expect(menu.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current]')).toHaveCount(1);
    await page.goto('/');
    await expect(menu.locator('[aria-current]')).toHaveCount(0);
  });
});

test.describe('scrolling between pages', () => {
  test(
    'a new page opens at its top, Back and Forward return to where the visitor was, and a reload keeps the place',
    { tag: '@needs-js' },
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
      await page.goto('/');
      const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
      await privacy.scrollIntoViewIfNeeded();
      const homeY = await scrollY();
      expect(homeY).toBeGreaterThan(1000);
      await privacy.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      await expect.poll(scrollY).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 700));
      await expect.poll(scrollY).toBe(700);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recover Your Lost Data in Minutes');
      await expect.poll(scrollY).toBe(homeY);
      await page.goForward();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      await expect.poll(scrollY).toBe(700);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      await expect.poll(scrollY).toBe(700);
    },
  );
});

test.describe('search engines', () => {
  test('robots.txt allows the site, keeps crawlers out of /admin and points at the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const body = await response.text();
    expect(body).toContain('Disallow: /admin');
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml lists the public pages', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const body = await response.text();
    for (const path of ['/', '/products', '/pricing', '/about', '/blog', '/help-center', '/privacy-policy', '/terms-of-use', '/download']) {
      expect(body).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(body).not.toContain('/admin');
  });
});
