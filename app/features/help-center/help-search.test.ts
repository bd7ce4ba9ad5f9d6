import { beforeAll, describe, expect, it } from 'vitest';
import { POLICY_DOCUMENTS } from '~/content/help-documents';
import { helpSearchDocuments } from '~/features/content/help-documents.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { guidePath } from '~/lib/paths';
import { excerptOf, markWords, MAX_RESULTS, searchHelp, type SearchDocument } from './help-search';

const doc = (title: string, text: string, href = `/${title}`): SearchDocument => ({ title, source: 'FAQ', href, text });

describe('the help centre’s ranked search', () => {
  it('ranks a match in the title above one in the text, and more occurrences above fewer', () => {
    const documents = [
      doc('Privacy', 'We may refund you.', '/a'),
      doc('Refunds', 'How to ask.', '/b'),
      doc('Terms', 'Refund, refund and refund again.', '/c'),
    ];
    expect(searchHelp(documents, 'refund').map((result) => result.href)).toEqual(['/b', '/c', '/a']);
  });

  it('ranks, not filters: any word may match, and a document with every word comes first', () => {
    const documents = [
      doc('Keys', 'Your license key arrives by e-mail.', '/keys'),
      doc('Other', 'Nothing here.', '/other'),
      // One of the words, many times and in the title: a higher score than /keys for "key", still after it.
      doc('Key key key', 'Key, key and key again.', '/key'),
    ];
    expect(searchHelp(documents, 'licence key').map((result) => result.href)).toEqual(['/keys', '/key']);
    expect(searchHelp(documents, 'key').map((result) => result.href)[0]).toBe('/key');
    expect(searchHelp(documents, 'licen arriv').map((result) => result.href)).toEqual(['/keys']);
    expect(searchHelp(documents, 'licence cat').map((result) => result.href)).toEqual(['/keys']);
    expect(searchHelp(documents, 'zebra cat')).toEqual([]);
    expect(searchHelp(documents, '   ')).toEqual([]);
  });

  it('marks the matched words, whole', () => {
    expect(markWords('Refunds are paid by transfer.', ['refund'])).toEqual(['', 'Refunds', ' are paid by transfer.']);
    expect(markWords('Ask for a refund, any refund.', ['refund'])).toEqual(['Ask for a ', 'refund', ', any ', 'refund', '.']);
  });

  it('cuts a long text around its first match, at spaces, with an ellipsis', () => {
    const text = `${'word '.repeat(60)}the refund arrives ${'later '.repeat(60)}`;
    const parts = excerptOf(text, ['refund']);
    const joined = parts.join('');
    expect(joined.startsWith('…word')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined.length).toBeLessThan(200);
    expect(parts.filter((_, index) => index % 2 === 1)).toEqual(['refund']);
  });

  it('shows at most MAX_RESULTS results', () => {
    const many = Array.from({ length: 30 }, (_, i) => doc(`Item ${i}`, 'refund', `/${i}`));
    expect(searchHelp(many, 'refund')).toHaveLength(MAX_RESULTS);
  });
});

describe('the help centre’s search understands the words people use', () => {
  const guide = guidePath('formatted-drive');
  // The FAQ and guides as the upgrade seeded them into the database, then the policy pages.
  let HELP_DOCUMENTS: readonly SearchDocument[] = [];
  beforeAll(async () => {
    await seedDefaultSettings();
    HELP_DOCUMENTS = await helpSearchDocuments(POLICY_DOCUMENTS);
  });
  const found = (query: string) => searchHelp(HELP_DOCUMENTS, query).map((result) => result.href);

  it.each(['formatted SD card', 'sd card', 'SD', 'wedding photos', 'memory card', 'usb stick', 'formated'])(
    '"%s" finds the formatted-drive guide',
    (query) => {
      expect(found(query)).toContain(guide);
    },
  );

  it('reads each synonym group as one, and still needs every part of the query', () => {
    expect(found('pen drive formatted')).toContain(guide);
    expect(found('wiped pictures')).toContain(guide);
    // A word no document has no longer hides the rest of the query.
    expect(found('sd card zebra')[0]).toBe(guide);
  });

  it('"license key not working" finds the activation guide first, and "sd card" the formatted-drive guide', () => {
    expect(found('license key not working')[0]).toBe(guidePath('activating-your-license'));
    expect(found('licence key not working')[0]).toBe(guidePath('activating-your-license'));
    expect(found('sd card')[0]).toBe(guide);
  });

  it('marks the words of the document that matched, whatever the query called them', () => {
    const result = searchHelp(HELP_DOCUMENTS, 'SD').find((r) => r.href === guide)!;
    const marked = result.excerpt.filter((_, index) => index % 2 === 1).map((word) => word.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['memory', 'card']));
  });
});
