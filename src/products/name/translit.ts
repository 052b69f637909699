/**
 * Latin spellings of Cyrillic words (issue 32: vulgar words typed in Latin letters, `blyad`, `khuy`, `mudak`). Three
 * common schemes, not one standard: a BGN/PCGN-like one (х kh, й y, я ya, ц ts, щ shch), the Czech/Polish-like one of
 * chat and passports (х h, й j, я ja, ц c, щ sch), and a plain one (х h, я ya, ц c, щ sh). Words with a letter no
 * scheme maps (Mongolian ү, ө) give nothing.
 */
const COMMON: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', у: 'u', ф: 'f', ч: 'ch', ш: 'sh', ъ: '', ь: '', э: 'e', і: 'i', ґ: 'g',
};
const SCHEMES: readonly Readonly<Record<string, string>>[] = [
  { х: 'kh', й: 'y', я: 'ya', ю: 'yu', ц: 'ts', щ: 'shch', ы: 'y', ё: 'yo', ї: 'yi', є: 'ye' },
  { х: 'h', й: 'j', я: 'ja', ю: 'ju', ц: 'c', щ: 'sch', ы: 'i', ё: 'e', ї: 'i', є: 'je' },
  { х: 'h', й: 'y', я: 'ya', ю: 'yu', ц: 'c', щ: 'sh', ы: 'y', ё: 'e', ї: 'i', є: 'e' },
];
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** The distinct Latin spellings of a lower-case Cyrillic word (empty when it has other letters or no Cyrillic). */
export function latinSpellings(word: string): string[] {
  if (!CYRILLIC.test(word)) return [];
  const out = new Set<string>();
  for (const scheme of SCHEMES) {
    let s = '';
    for (const ch of word) {
      const t = scheme[ch] ?? COMMON[ch];
      if (t === undefined) return [];
      s += t;
    }
    if (s !== '') out.add(s);
  }
  return [...out];
}
