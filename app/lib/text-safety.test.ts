import { describe, expect, it } from 'vitest';
import {
  cleanMultiLine,
  cleanSearch,
  headerText,
  isCleanMultiLine,
  isSafeAddress,
  isSingleLine,
  looksLikeWebAddress,
  mailbox,
} from './text-safety';

describe('header text', () => {
  it('collapses CR, LF, tabs and other control characters to single spaces', () => {
    expect(headerText('Jane\r\nBcc: victim@example.com')).toBe('Jane Bcc: victim@example.com');
    expect(headerText('a\tb\u0000c\u007fd\u0085e\u2028f')).toBe('a b c d e f');
    expect(headerText('  many \r\n\r\n  breaks  ')).toBe('many breaks');
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(headerText('José Müller — Order ✓')).toBe('José Müller — Order ✓');
  });

  it('shortens very long text with an ellipsis', () => {
    const long = headerText('x'.repeat(1000));
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
    expect(headerText('abcdef', 4)).toBe('abc…');
  });
});

describe('addresses', () => {
  it('accept one plain address, localhost included', () => {
    for (const address of ['jane@example.com', 'j.doe+orders@mail.example.co.uk', 'admin@localhost']) {
      expect(isSafeAddress(address), address).toBe(true);
    }
  });

  it('refuse anything that could carry a second address or a header', () => {
    for (const address of [
      'jane@example.com\r\nBcc: victim@example.com',
      'jane@example.com\n',
      'jane@example.com, victim@example.com',
      'jane@example.com;victim@example.com',
      'Jane <jane@example.com>',
      '"jane"@example.com',
      'jane@@example.com',
      'jane example@example.com',
      'jane',
      '',
      `${'a'.repeat(250)}@example.com`,
      undefined,
      42,
    ]) {
      expect(isSafeAddress(address), JSON.stringify(address)).toBe(false);
    }
  });

  it('make a mailbox with a header-safe name, or none for a bad address', () => {
    expect(mailbox('jane@example.com', 'Jane\r\nDoe')).toEqual({ name: 'Jane Doe', address: 'jane@example.com' });
    expect(mailbox('jane@example.com\r\n', 'Jane')).toBeNull();
  });
});

describe('form text', () => {
  it('a single line holds no control character: no tab, no line break, no NUL, no U+FFFD', () => {
    expect(isSingleLine('Zoë Müller-O’Brien')).toBe(true);
    for (const bad of ['a\tb', 'a\nb', 'a\rb', 'a\u0000b', 'a\u0085b', 'a\u2028b', 'a\ufffdb'])
      expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
  });

  it('a multi-line text keeps line breaks and tabs, and nothing else that is a control character', () => {
    expect(isCleanMultiLine('line one\r\nline two\n\tindented')).toBe(true);
    for (const bad of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\ufffdb']) expect(isCleanMultiLine(bad), JSON.stringify(bad)).toBe(false);
    expect(cleanMultiLine('  a\r\nb\u0000c\td  ')).toBe('a\nbcd');
  });

  it('a search stays one trimmed line of at most the given length', () => {
    expect(cleanSearch('  ord\r\n7k3m\t9qa2  ', 100)).toBe('ord 7k3m 9qa2');
    expect(cleanSearch('x'.repeat(150), 100)).toHaveLength(100);
  });
});

describe('web addresses in names', () => {
  it('are found however they are written: a scheme, www., ://, or a host with a path', () => {
    for (const text of [
      'Recoverly Billing: re-activate at https://evil.test/verify',
      'HTTP support',
      'see WWW.evil.test',
      'ftp://files.example',
      'evil.test/verify',
      'javascript://x',
    ]) {
      expect(looksLikeWebAddress(text), text).toBe(true);
    }
  });

  it('leave ordinary names alone', () => {
    for (const text of ['Jane Doe', 'J.R.R. Tolkien', 'Mary.Anne Smith', 'Dr. Zoë Müller-Lüdenscheidt', "O'Neil, Jr.", 'AC/DC Fan']) {
      expect(looksLikeWebAddress(text), text).toBe(false);
    }
  });
});
