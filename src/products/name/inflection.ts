/**
 * Inflection stems for the vulgar-word check (issue 15, second pass): a listed vulgar word and an unlisted word of the
 * same stem (`huora` and `huorata`, `schijt` and `schijten`) share a stem once a common inflectional ending of
 * English, Romance, Germanic or Slavic languages is taken off. Used by the name-data build (the stems of the listed
 * words) and by the check (the stems of a word), so both sides strip the same endings. Latin-script words only.
 */

/** Endings, longest first (nouns, verbs and adjectives: plural, case, gender, infinitive, participle, diminutive). */
export const INFLECTION_ENDINGS: readonly string[] = [
  'a', 'e', 'i', 'o', 'u', 'y', 's', 'es', 'en', 'er', 'is', 'os', 'as', 'us', 'ar', 'ir', 'or', 'ata', 'ato', 'ate',
  'ati', 'ita', 'ito', 'are', 'ere', 'ire', 'ando', 'endo', 'ing', 'ed', 'ers', 'ie', 'ek', 'ka', 'ky', 'ov', 'em',
  'om', 'ou', 'ami', 'ach', 'ac', 'ic', 'ik', 'ok', 'uk', 'ce', 'ci', 'ca', 'co', 'cu', 'na', 'ne', 'ni', 'no', 'nu',
  'ta', 'te', 'ti', 'to', 'ku', 'ko', 'ke', 'ki', 'ja', 'je', 'ji', 'ju',
].sort((a, b) => b.length - a.length);

/** Shortest stem kept: shorter stems (fick, puta without the a) start too many real names. */
export const INFLECTION_STEM_MIN = 5;

const LATIN = /^[a-z]+$/;

/** The word itself and each stem left by one ending (5+ letters); empty for words outside the folded Latin alphabet. */
export function inflectionStems(word: string): string[] {
  if (!LATIN.test(word) || word.length < INFLECTION_STEM_MIN) return [];
  const out = [word];
  for (const e of INFLECTION_ENDINGS) if (word.endsWith(e) && word.length - e.length >= INFLECTION_STEM_MIN) out.push(word.slice(0, -e.length));
  return out;
}
