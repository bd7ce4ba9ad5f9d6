/**
 * The words people use for the same thing when they lose files, each group read as one by the help
 * centre's search: someone who types "SD" or "wedding photos" means what the guides call a memory card
 * or photos. A phrase is matched as its words together; the longest phrase a query holds wins.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['sd', 'sd card', 'microsd', 'memory card', 'card'],
  ['usb', 'usb stick', 'usb drive', 'flash drive', 'pen drive', 'thumb drive', 'memory stick'],
  ['formatted', 'format', 'reformatted', 'wiped'],
  ['photos', 'photo', 'pictures', 'images', 'wedding photos'],
  ['deleted', 'lost', 'missing'],
  ['external drive', 'hdd', 'ssd', 'hard drive'],
];

/** The words of a phrase as the search compares them (`form` puts a word in that shape). */
type Form = (word: string) => string;

/** A query with its phrases found: each part is a group's phrases (any one of them will do) or a plain word. */
export type ExpandedPart = { kind: 'group'; phrases: string[][] } | { kind: 'word'; word: string };

/**
 * The query's words with every phrase of a group replaced by the whole group, longest phrase first
 * ("formatted sd card" is formatted/format/wiped and sd/sd card/memory card/card).
 */
export function expandSynonyms(words: readonly string[], form: Form): ExpandedPart[] {
  const groups = SYNONYM_GROUPS.map((group) => group.map((phrase) => phrase.split(' ').map(form)));
  const phrases = groups
    .flatMap((group, index) => group.map((phrase) => ({ phrase, index })))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  const parts: ExpandedPart[] = [];
  let at = 0;
  while (at < words.length) {
    const found = phrases.find(({ phrase }) => phrase.every((word, offset) => words[at + offset] === word));
    if (found) {
      parts.push({ kind: 'group', phrases: groups[found.index]! });
      at += found.phrase.length;
    } else {
      parts.push({ kind: 'word', word: words[at]! });
      at += 1;
    }
  }
  return parts;
}
