import { describe, expect, it } from 'vitest';
import { contentFormSchema, parseContentForm } from './form-input';

// The editor's schema, one per kind: every field judged as the server keeps it, each refusal named by
// its field with the words the editor shows beside it, and the draft of what was typed either way.

const GUIDE = {
  title: 'Recover a Formatted Drive',
  slug: 'formatted-drive',
  description: 'Bring back files after a quick format.',
  intro: 'Stop writing to the drive.\r\nThen scan.',
  duration: 'About 15 minutes',
  minutes: ' 15 ',
  tip: '',
  plan: 'Yearly',
  planWhy: 'Two computers.',
  body: '1. Scan.\r\n2. Save elsewhere.',
};

describe('the content editor’s schema', () => {
  it('keeps a good guide as the server stores it: lines trimmed, \\n line breaks, minutes as a number', () => {
    const parsed = parseContentForm('guide', GUIDE);
    expect(parsed).toEqual({
      ok: true,
      draft: {
        slug: 'formatted-drive',
        title: 'Recover a Formatted Drive',
        body: '1. Scan.\n2. Save elsewhere.',
        fields: {
          description: 'Bring back files after a quick format.',
          intro: 'Stop writing to the drive.\nThen scan.',
          duration: 'About 15 minutes',
          minutes: 15,
          tip: '',
          plan: 'Yearly',
          planWhy: 'Two computers.',
        },
      },
    });
    expect(contentFormSchema('guide').parse(GUIDE)).toMatchObject({ minutes: 15, title: 'Recover a Formatted Drive' });
  });

  it('names each refused field with its own words, and keeps the draft of what was typed', () => {
    const parsed = parseContentForm('guide', {
      ...GUIDE,
      title: 'Two\nlines',
      slug: 'Not A Slug!',
      description: 'x'.repeat(201),
      intro: 'Bell\u0007',
      minutes: '0',
      plan: 'Forever',
      planWhy: '   ',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      title: 'Title must be one line of text.',
      slug: 'Use lower-case letters, digits and single hyphens, at most 80 characters (e.g. backup-basics).',
      description: 'Description must be at most 200 characters.',
      intro: 'Introduction holds characters that are not text.',
      minutes: 'How long it takes, in minutes must be a whole number from 1 to 1440.',
      plan: 'Choose one of: Monthly, Yearly, Lifetime.',
      planWhy: 'Why that plan is required.',
    });
    // The live preview shows what was typed meanwhile (the minutes as text, since they are no number).
    expect(parsed.draft).toMatchObject({ slug: 'not a slug!', fields: { minutes: '0', plan: 'Forever' } });
  });

  it('has no slug for a testimonial, and a field not sent reads as empty', () => {
    expect(parseContentForm('testimonial', { title: 'Ana', role: 'Photographer', body: 'It worked.' })).toMatchObject({
      ok: true,
      draft: { slug: null, title: 'Ana', fields: { role: 'Photographer' } },
    });
    const missing = parseContentForm('testimonial', { title: 'Ana', body: 'It worked.' });
    expect(missing).toMatchObject({ ok: false, errors: { role: 'Title or role is required.' } });
  });
});
