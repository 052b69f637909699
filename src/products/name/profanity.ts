/**
 * Profanity as a soft signal. The obscenity matcher (English dataset with its recommended transformers, which also
 * catch leetspeak and look-alike characters) flags many real names: "Dick Van Dyke" (dick, dyke), "Alan Cumming"
 * (cum), "Analisa" (anal). So a word flags only when it is not on the allowlist derived at build time: every word of
 * the bundled real-name lists that the matcher flags (see scripts/build-name-data.ts).
 */
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

export type ProfanityMatcher = Pick<RegExpMatcher, 'hasMatch' | 'getAllMatches'>;

/** A new matcher (construction compiles the dataset's patterns): the name data holds the process's one (NameData.profanity). */
export function createProfanityMatcher(): ProfanityMatcher {
  return new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
}

/** A match flags a word when it covers at least this share of the word's characters ... */
export const MIN_MATCH_COVERAGE = 0.5;
/** ... or when the profane term is at least this long (fuck, shit, dick, cock; not ass, cum, fag) ... */
export const STRONG_TERM_LENGTH = 4;
/** ... or when the rest of the word is one of these compound tails (asshole, cumshot). */
const COMPOUND_TAILS: ReadonlySet<string> = new Set(['hole', 'holes', 'hat', 'wipe', 'face', 'head', 'wad', 'shot', 'bag', 'clown', 'lick', 'licker', 'muncher', 'sucker']);

/**
 * True when a folded word is profane: not allowlisted, and a profane term of the matcher covers at least half of
 * it, or is a strong term of 4+ letters, or forms a known compound. That is the "soft" part: a short term inside a
 * longer unknown name ("ass" in "Assmann") does not flag; "fucking", "motherfucker" and "asshole" do.
 */
export function isProfaneWord(word: string, allowlist: ReadonlySet<string>, matcher: ProfanityMatcher): boolean {
  if (allowlist.has(word)) return false;
  const chars = [...word];
  return matcher.getAllMatches(word).some((m) => {
    const len = m.endIndex - m.startIndex + 1;
    if (len >= STRONG_TERM_LENGTH || len / chars.length >= MIN_MATCH_COVERAGE) return true;
    const tail = chars.slice(m.endIndex + 1).join('');
    return m.startIndex === 0 && COMPOUND_TAILS.has(tail);
  });
}
