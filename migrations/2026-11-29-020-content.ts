import { sql, type Kysely } from 'kysely';
import { autoId, isJson, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. The texts the owner writes move from the code
// into the database: blog posts, user guides, FAQ entries and testimonials are rows of one table (a
// kind each), written in Markdown, with a status (draft, scheduled, published), a revision kept for
// every save and the old addresses of items whose address changed after they were published. The
// texts the previous release compiled in are seeded here, published, word for word; where that
// release read a fact from the plan catalogue (refund window, devices, file types, times, support
// hours), the seeded text names it as a token, so it still reads the catalogue's current value.

const KINDS = ['post', 'guide', 'faq', 'testimonial'];
const STATUSES = ['draft', 'scheduled', 'published'];
const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

interface Seed {
  kind: string;
  slug: string | null;
  title: string;
  body: string;
  fields: Record<string, unknown>;
  position: number;
  /** When it was published: the posts' own dates (noon UTC, the same day in every American and European zone); the rest now. */
  publishedAt: string | null;
}

export async function up(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);
  await db.schema
    .createTable('content_items')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${list(KINDS)})`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in (${list(STATUSES)})`),
    )
    // The address (/blog/{slug}, /help-center/guides/{slug}) or the FAQ's anchor; none for a testimonial.
    .addColumn('slug', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    // Markdown: a post's article, a guide's steps, an FAQ answer, a testimonial's quote.
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    // What each kind has besides (a post's category, excerpt and colour; a guide's intro, time and plan…).
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}').check(isJson(db, 'fields')))
    // The order FAQ entries, guides and testimonials are shown in.
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    // When it was published, or is to be (scheduled); kept when it goes back to draft.
    .addColumn('published_at', 'text')
    // Set once, at the first publication: from then on a changed slug leaves a redirect behind.
    .addColumn('first_published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('content_items_kind_slug').on('content_items').columns(['kind', 'slug']).unique().execute();
  // The blog's pages and feed (newest first), the scheduler's next look, the lists in their order.
  await db.schema
    .createIndex('content_items_kind_status_published')
    .on('content_items')
    .columns(['kind', 'status', 'published_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('content_items_status_published').on('content_items').columns(['status', 'published_at']).execute();

  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    // Who saved it: the administrator's e-mail, or what wrote it ('the upgrade to 2.1').
    .addColumn('author', 'text', (c) => c.notNull())
    // The fields this save changed, by name (a JSON array), and every editable field as saved (a JSON object).
    .addColumn('changed', 'text', (c) => c.notNull().check(isJson(db, 'changed')))
    .addColumn('snapshot', 'text', (c) => c.notNull().check(isJson(db, 'snapshot')))
    // What made it besides an edit: 'restored' from an earlier revision, 'seeded' by this migration.
    .addColumn('cause', 'text', (c) => c.notNull().defaultTo('edited'))
    .execute();
  await db.schema.createIndex('content_revisions_item').on('content_revisions').columns(['item_id', 'id desc']).execute();

  // Addresses a published item had before its slug changed: each answers 301 with the item's address now.
  await db.schema
    .createTable('content_redirects')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('old_slug', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('content_redirects_pk', ['kind', 'old_slug'])
    .execute();

  for (const seed of SEEDS) {
    const published = seed.publishedAt ?? (await sql<{ now: string }>`select ${now} as now`.execute(db)).rows[0]!.now;
    const row = await db
      .insertInto('content_items')
      .values({
        kind: seed.kind,
        status: 'published',
        slug: seed.slug,
        title: seed.title,
        body: seed.body,
        fields: JSON.stringify(seed.fields),
        position: seed.position,
        published_at: published,
        first_published_at: published,
        // A post was last written when it was published: its feed entry and sitemap date say so.
        ...(seed.publishedAt ? { created_at: published, updated_at: published } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const snapshot = { slug: seed.slug, title: seed.title, body: seed.body, ...seed.fields };
    await db
      .insertInto('content_revisions')
      .values({ item_id: row.id, author: 'the upgrade to 2.1', changed: '[]', snapshot: JSON.stringify(snapshot), cause: 'seeded' })
      .execute();
  }
  // The guide's address before the one spelling (license): the previous release redirected it in code.
  const guide = await db
    .selectFrom('content_items')
    .select('id')
    .where('kind', '=', 'guide')
    .where('slug', '=', 'activating-your-license')
    .executeTakeFirstOrThrow();
  await db.insertInto('content_redirects').values({ kind: 'guide', old_slug: 'activating-your-licence', item_id: guide.id }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_redirects').execute();
  await db.schema.dropTable('content_revisions').execute();
  await db.schema.dropTable('content_items').execute();
}

const post = (
  position: number,
  slug: string,
  title: string,
  date: string,
  fields: { category: string; excerpt: string; colour: string; icon: string },
  body: string,
): Seed => ({ kind: 'post', slug, title, body, fields, position, publishedAt: `${date}T12:00:00.000Z` });

const guide = (
  position: number,
  slug: string,
  title: string,
  fields: { description: string; intro: string; duration: string; minutes: number; tip: string; plan: string; planWhy: string },
  steps: readonly (readonly [string, string])[],
): Seed => ({
  kind: 'guide',
  slug,
  title,
  body: steps.map(([heading, text]) => `## ${heading}\n\n${text}`).join('\n\n'),
  fields,
  position,
  publishedAt: null,
});

const faq = (position: number, slug: string, question: string, answer: string): Seed => ({
  kind: 'faq',
  slug,
  title: question,
  body: answer,
  fields: {},
  position,
  publishedAt: null,
});

const testimonial = (position: number, name: string, role: string, quote: string): Seed => ({
  kind: 'testimonial',
  slug: null,
  title: name,
  body: quote,
  fields: { role },
  position,
  publishedAt: null,
});

const SEEDS: readonly Seed[] = [
  post(
    1,
    'data-recovery-tips',
    '10 Data Recovery Tips Everyone Should Know',
    '2025-10-15',
    {
      category: 'Guide',
      excerpt:
        'Stop using the drive, never install recovery software on the disk you are recovering from, and seven more habits that decide whether a file comes back.',
      colour: 'blue',
      icon: 'lightbulb',
    },
    `When a file disappears it is usually still on the disk: the space it used is only marked as free. Whether it comes back depends on what you do in the next few minutes. These ten habits make the difference.

- Stop using the drive. Every file you save, download or update can overwrite the data you want back.
- Never install recovery software on the drive you are recovering from. Install it on another disk, or run it from a USB stick.
- Save recovered files to a different drive, never back onto the one you are scanning.
- Check the Recycle Bin, the Trash and your cloud service’s “recently deleted” folder first. It takes a minute.
- Do not format, repartition or run “repair” tools on a drive you still need data from: they write to it.
- If a drive clicks, grinds or is not detected, power it off. Mechanical faults get worse with every spin-up.
- Scan the whole device, not only a folder: a deep scan finds files by their content when the file system has forgotten them.
- Preview before you recover. A preview that opens correctly is the best sign the file itself is intact.
- Recover the important files first, then everything else.
- Once you have your files back, set up a backup so this is the last time.

Recoverly’s free trial follows every one of these rules: it only ever reads from the drive you scan, and it previews what it finds before you decide to buy.`,
  ),
  post(
    2,
    'regular-backups',
    'Why Regular Backups Are Your Best Security Policy',
    '2025-10-02',
    {
      category: 'Security',
      excerpt:
        'Ransomware, theft and hardware failure all end the same way without a backup. Here is a simple 3-2-1 routine that takes ten minutes to set up.',
      colour: 'green',
      icon: 'shield',
    },
    `Recovery software can do a lot, but not everything: a drive that was stolen, encrypted by ransomware or physically destroyed leaves nothing to scan. A backup is the only thing that protects against all of those at once.

## The 3-2-1 routine

- Keep three copies of anything that matters: the original and two backups.
- Store them on two different kinds of media, for example an external drive and a cloud service.
- Keep one copy somewhere else: off-site, or in the cloud, so a fire or a burglary cannot take them all.

## Ten minutes to set up

Windows File History and macOS Time Machine both back up to an external drive automatically once switched on. Add a cloud service for your documents and photos, and check once a month that you can actually open a file from each backup: a backup you have never restored from is only a hope.

Ransomware looks for backups it can reach, so unplug the external drive between backups, or use one that keeps older versions.`,
  ),
  post(
    3,
    'ssd-vs-hdd',
    'SSD vs HDD: What It Means for Data Recovery',
    '2025-09-20',
    {
      category: 'Technology',
      excerpt:
        'TRIM, wear levelling and garbage collection make SSDs behave very differently from spinning disks once a file is deleted. What that means for your chances.',
      colour: 'purple',
      icon: 'cpu',
    },
    `On a spinning hard disk (HDD), a deleted file stays where it was until something new is written over it. That is why deleted files on an HDD can often be recovered weeks later, especially from a drive that was not used much since.

## Why SSDs are different

Solid-state drives (SSDs) cannot overwrite data in place. To stay fast they are told which blocks are no longer needed (the TRIM command) and clear them in the background, a process called garbage collection. Wear levelling also moves data around so the memory cells age evenly. Once TRIM has cleared a deleted file’s blocks, there is nothing left to recover.

## What that means for you

- On an SSD, act fast: scan as soon as you notice the loss, and shut the computer down if you cannot scan right away.
- Formatted or lost partitions, and files lost to a crash rather than a delete, are still often recoverable on SSDs.
- External SSDs over USB and memory cards often do not receive TRIM, so deleted files survive longer there.
- On an HDD, time is less critical, but every write still counts: stop using the drive.

The free scan tells you in minutes what is still there, on either kind of drive, before you spend anything.`,
  ),
  guide(
    1,
    'getting-started',
    'Getting started',
    {
      description: 'Install, scan, preview and save your files safely.',
      intro:
        'From installation to your recovered files in a few minutes. Everything up to the preview is free; saving the files needs a license.',
      duration: 'About 15 minutes',
      minutes: 15,
      tip: 'Scanning is read-only: nothing is written to the drive you scan, so you can scan as often as you like.',
      plan: 'Monthly',
      planWhy: 'One recovery to do now: a month of full access, every tool included.',
    },
    [
      [
        'Stop using the affected drive',
        'Every file written to the drive you lost data on can overwrite what you want back. Close programs that save to it, and do not install anything on it.',
      ],
      [
        'Install Recoverly on another drive',
        'Run the installer and choose a different drive, or an external one, as the install location. It takes about a minute.',
      ],
      [
        'Choose the location and scan',
        'Open Recoverly, select the drive, partition or folder where the files were, and click Scan. The quick scan finishes first; the deep scan keeps looking for files whose names are lost.',
      ],
      [
        'Preview what was found',
        'Filter by type (photos, documents, videos) or search by name, and open a file to preview it. A file that previews correctly can be recovered intact.',
      ],
      [
        'Save to a safe location',
        'Select the files and click Recover. Save them to a different drive from the one you scanned. Saving needs a license key: enter it under Activate.',
      ],
    ],
  ),
  guide(
    2,
    'formatted-drive',
    'Recovering from a formatted drive',
    {
      description: 'Get photos and files back from a drive, memory card or USB flash drive formatted by mistake.',
      intro:
        'A quick format erases the index of files, not the files themselves: until new data is written over them, a deep scan can usually find them again, from a hard drive, an SD card full of photos or a USB flash drive alike.',
      duration: 'About an hour, depending on the drive’s size',
      minutes: 60,
      tip: 'A full format (not “quick”) on Windows, or TRIM on an internal SSD, may erase the data itself: recover as early as possible.',
      plan: 'Yearly',
      planWhy: 'Cards and drives to look after all year, on two computers: a year of access for the price of a few months.',
    },
    [
      [
        'Do not write anything to the drive',
        'Do not copy files to the formatted drive, and do not format it again. If it is your system drive, shut the computer down and scan it from another computer.',
      ],
      [
        'Select the formatted drive',
        'Connect a camera’s memory card with a card reader, or plug the USB flash drive into the computer. In Recoverly, choose the drive or partition by its size and label. If it no longer shows a letter or name, pick it from the list of disks.',
      ],
      [
        'Run a deep scan',
        'Start the scan and let the deep scan finish: it reads the drive sector by sector and recognises files by their content, even without their names.',
      ],
      [
        'Check the results by type',
        'Files found by the deep scan are grouped by type (for example JPG, DOCX, MP4). Preview them to see which are intact.',
      ],
      [
        'Recover to another drive',
        'Select what you need and save it to a different drive. Only once everything is safe should you use or reformat the drive again.',
      ],
    ],
  ),
  guide(
    3,
    'activating-your-license',
    'Activating your license',
    {
      description: 'Enter your key, use it on several computers, move it to a new one.',
      intro:
        'Your license key arrives by e-mail once we confirm your bank transfer. One key unlocks every Recoverly tool: Monthly on {devices:Monthly}, Yearly on {devices:Yearly}, Lifetime on {devices:Lifetime}.',
      duration: 'About 5 minutes',
      minutes: 5,
      tip: 'Monthly and Yearly keys stop saving files when the license expires; we e-mail you a renewal link before then. Lifetime keys never expire.',
      plan: 'Lifetime',
      planWhy: 'Several computers, for good: up to five devices on one key that never expires.',
    },
    [
      [
        'Find your key',
        "The license e-mail holds your key (and your invoice). Lost it? Look your order up under Track your order (/orders) to get the order page's link again.",
      ],
      [
        'Open Recoverly and choose Activate',
        'In the program’s window, choose Activate, paste the key and confirm. Saving recovered files is unlocked at once.',
      ],
      ['Use it on another computer', 'Install Recoverly there and enter the same key, up to the number of devices your plan allows.'],
      [
        'Move it to a new computer',
        'On the old computer, choose Deactivate first: that frees the activation. Then activate the key on the new one. Old computer gone? Contact us with your key and we will free it for you.',
      ],
    ],
  ),
  faq(
    1,
    'try-before-buying',
    'Can I try the software before I buy a license?',
    'Yes. The free trial scans your drive and previews every file it finds, so you see what is recoverable. Saving the files needs a license.',
  ),
  faq(
    2,
    'is-scanning-safe',
    'Is scanning safe for the drive I lost files on?',
    'Yes: scanning is read-only and never writes to the drive. Save recovered files to a different drive, and stop using the affected one until you are done.',
  ),
  faq(
    3,
    'devices-and-file-types',
    'Which devices, file systems and file types are supported?',
    'PCs and Macs, HDDs and SSDs, USB sticks, memory cards, external drives and NAS, formatted with NTFS, FAT32, exFAT, ReFS, APFS, HFS+ or ext4. Over {file_types} file types, on every plan: plans differ in devices, term and support, never in formats.',
  ),
  faq(
    4,
    'activate-after-paying',
    'How do I activate my license after paying by bank transfer?',
    'After your transfer, press "I Have Completed The Payment" at checkout. Once the payment arrives we e-mail your key, usually within one business day: choose "Activate" in Recoverly and paste it.',
  ),
  faq(
    5,
    'paying-by-transfer',
    'How does paying by bank transfer work, and how long does it take?',
    'Send an ACH transfer of the amount checkout shows, then confirm at checkout. It usually arrives {transfer_time}; your license follows by e-mail once we confirm it.',
  ),
  faq(
    6,
    'reference-in-the-memo',
    'What do I put in the memo of my transfer?',
    'Your payment reference, the ORD- code checkout gives you: it is how we match your transfer to your order. Forgot it? Reply to your order e-mail with the date and amount of your transfer.',
  ),
  faq(
    7,
    'refunds',
    'Can I get a refund?',
    'Yes: within {refund_days:Yearly} days for Yearly and Lifetime, {refund_days:Monthly} for Monthly, from the day we confirm your payment. Write to us with your order reference; we send the full amount back by bank transfer {refund_send}. See the refund policy.',
  ),
  faq(
    8,
    'invoices',
    'Do I get an invoice?',
    'Yes: a PDF invoice comes with the license e-mail and stays on your order page, where you can add a company name and VAT ID before the payment is confirmed.',
  ),
  faq(
    9,
    'license-email-missing',
    'I paid but my license e-mail has not arrived. What now?',
    `Check your spam folder, then look your order up under "Track your order": it shows whether the payment is confirmed and e-mails the order's link again. Still nothing? Contact us; we reply {reply_time}.`,
  ),
  faq(
    10,
    'move-license',
    'How do I activate my license on another computer, or move it to a new one?',
    'Enter the same key on each computer: Monthly on {devices:Monthly}, Yearly on {devices:Yearly}, Lifetime on {devices:Lifetime}. To move it, choose "Deactivate" on the old computer first.',
  ),
  faq(
    11,
    'free-version',
    'What does the free version do?',
    'It scans any drive (quick and deep scan) and previews every file found, repairs included. Saving the files needs a license.',
  ),
  faq(
    12,
    'formatted-drive',
    'Can I recover files from a formatted drive?',
    'Usually, yes: a quick format erases the index, not the files. Stop writing to the drive, run a deep scan and save what it finds to another drive.',
  ),
  faq(
    13,
    'ssd-trim',
    'Why can files deleted from an SSD be gone for good (TRIM)?',
    'With TRIM, an SSD may wipe a deleted file’s space within minutes, leaving names without content. Scan as soon as possible; external SSDs over USB often keep more.',
  ),
  faq(
    14,
    'phones',
    'Can I recover photos and messages from my phone?',
    'Yes, with Mobile Data Recovery: connect your iPhone or Android phone to your computer, scan, preview the photos, contacts and messages found, and save them. A factory-reset phone is usually beyond recovery.',
  ),
  faq(
    15,
    'support-hours',
    'When can I reach support?',
    '{support_hours}: e-mail on every plan, phone too with Lifetime. We reply {reply_time}.',
  ),
  testimonial(
    1,
    'Sarah Mitchell',
    'Freelance Photographer',
    'I formatted the wrong SD card and thought three years of family photos were gone. Recoverly found every single one in under twenty minutes.',
  ),
  testimonial(
    2,
    'David Chen',
    'IT Manager, Brightline Design',
    'Our file server crashed the night before a client deadline. The deep scan recovered the whole project folder, and the preview showed us exactly what we would get.',
  ),
  testimonial(
    3,
    'Emily Rodriguez',
    'Graduate Student',
    'Clear, simple and it never wrote anything to the damaged drive. The support team answered my questions within the hour.',
  ),
];
