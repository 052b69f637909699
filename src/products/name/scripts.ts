/**
 * Character classes of a name via Unicode script properties. A name may hold letters of one writing system only:
 * one script, or Han with Hiragana/Katakana (Japanese), or Hangul with Han (Korean). A Cyrillic `а` inside a Latin
 * name, digits, symbols and emoji are invalid characters. Allowed punctuation: space, hyphen, apostrophe, period,
 * middle dot (Catalan `l·l`, Chinese transliterations) and the zero-width non-joiner (Persian, Kurdish).
 */

export const SCRIPTS = [
  'Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Thaana', 'Syriac', 'Devanagari',
  'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao',
  'Tibetan', 'Myanmar', 'Khmer', 'Ethiopic', 'Mongolian', 'Han', 'Hiragana', 'Katakana', 'Hangul',
] as const;
export type Script = (typeof SCRIPTS)[number];

/** Scripts that may be mixed inside one name. */
const WRITING_SYSTEMS: readonly (readonly Script[])[] = [
  ['Han', 'Hiragana', 'Katakana'],
  ['Hangul', 'Han'],
];

const SCRIPT_RES: readonly (readonly [Script, RegExp])[] = SCRIPTS.map((s) => [s, new RegExp(`^\\p{Script=${s}}$`, 'u')]);
const LETTER = /^\p{L}$/u;
const MARK = /^\p{M}$/u;
const DIGIT = /^\p{N}$/u;
const ASCII_LETTER = /^[A-Za-z]$/;
/** Punctuation allowed inside names (see the module comment). Katakana middle dot and prolonged mark are Common. */
const NAME_PUNCT = new Set([' ', '-', "'", '.', '\u2019', '\u2018', '\u02BC', '\u2010', '\u2011', '\u00B7', '\u30FB', '\u30FC', '\u200C', '\u200D']);

export interface CharReport {
  /** Scripts of the letters found. */
  readonly scripts: ReadonlySet<Script>;
  readonly letters: number;
  readonly digits: number;
  /** Characters that are neither letters, marks, digits nor allowed punctuation (symbols, emoji, `@`, `_`, ...). */
  readonly symbols: number;
  /** Letters of a script outside SCRIPTS (historic scripts, private use). */
  readonly unknownScript: number;
}

export function scriptOfChar(ch: string): Script | null {
  if (ASCII_LETTER.test(ch)) return 'Latin';
  for (const [s, re] of SCRIPT_RES) if (re.test(ch)) return s;
  return null;
}

export function inspectChars(text: string): CharReport {
  const scripts = new Set<Script>();
  let letters = 0;
  let digits = 0;
  let symbols = 0;
  let unknownScript = 0;
  for (const ch of text.normalize('NFC')) {
    if (ASCII_LETTER.test(ch)) {
      letters++;
      scripts.add('Latin');
    } else if (NAME_PUNCT.has(ch) || MARK.test(ch)) {
      continue;
    } else if (LETTER.test(ch)) {
      letters++;
      const s = scriptOfChar(ch);
      if (s) scripts.add(s);
      else unknownScript++;
    } else if (DIGIT.test(ch)) {
      digits++;
    } else {
      symbols++;
    }
  }
  return { scripts, letters, digits, symbols, unknownScript };
}

/** True when the scripts used belong to one writing system. */
export function oneWritingSystem(scripts: ReadonlySet<Script>): boolean {
  if (scripts.size <= 1) return true;
  return WRITING_SYSTEMS.some((ws) => [...scripts].every((s) => ws.includes(s)));
}

/** The script of a folded word when all its letters share one script, else null. */
export function scriptOfWord(word: string): Script | null {
  let found: Script | null = null;
  for (const ch of word) {
    if (MARK.test(ch)) continue;
    const s = scriptOfChar(ch);
    if (s === null) return null;
    if (found !== null && found !== s) return null;
    found = s;
  }
  return found;
}
