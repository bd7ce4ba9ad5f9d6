import { beforeAll, describe, expect, it } from 'vitest';
import { publishedFaq, type FaqView } from '~/features/content/public.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { cleanQuery, MAX_QUERY_LENGTH, searchFaq } from './faq-search';

// The FAQ as the upgrade seeded it into the database.
let FAQ: FaqView[] = [];
beforeAll(async () => {
  await seedDefaultSettings();
  FAQ = await publishedFaq();
});

const questions = (query: string) => searchFaq(FAQ, query).map((entry) => entry.question);

describe('help centre search', () => {
  it('keeps every question for an empty or blank query', () => {
    expect(questions('')).toHaveLength(FAQ.length);
    expect(questions('   ')).toHaveLength(FAQ.length);
  });

  it('finds questions by words in the question or the answer, ignoring case and word endings', () => {
    expect(questions('LICENSE activate after paying')).toEqual(['How do I activate my license after paying by bank transfer?']);
    expect(questions('read-only')).toContain('Is scanning safe for the drive I lost files on?');
    expect(questions('NAS')).toEqual(['Which devices, file systems and file types are supported?']);
    expect(questions('prev')).toContain('Can I try the software before I buy a license?');
  });

  it('reads "licence" and "license" as one word', () => {
    expect(questions('licence')).toEqual(questions('license'));
    expect(questions('licence').length).toBeGreaterThan(0);
  });

  it('needs every word to match, and finds nothing for words the FAQ does not use', () => {
    expect(questions('trial ransomware')).toEqual([]);
    expect(questions('zzzz')).toEqual([]);
  });

  it('treats accents and punctuation as a visitor would expect', () => {
    expect(questions('prévïew!')).toEqual(questions('preview'));
  });

  it('cleans a query to one trimmed line of bounded length', () => {
    expect(cleanQuery('  bank \n transfer  ')).toBe('bank transfer');
    expect(cleanQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(cleanQuery(null)).toBe('');
  });
});
