import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkName } from './check.js';
import { foldedLetters, foldName, nameIdentity, nameTokens } from './normalize.js';
import { inspectChars, oneWritingSystem } from './scripts.js';
import { editDistance, editSimilarity, jaroWinkler, nearlyEqual, osaDistance } from './similarity.js';
import { loadNameData } from '../../reference/names/index.js';

/** The bundled name data, loaded once for this file. */
const NAMES = loadNameData();

test('folding removes Latin/Greek/Cyrillic diacritics and keeps other scripts intact', () => {
  assert.equal(foldName('  José  María '), 'jose maria');
  assert.equal(foldName('Łukasz Żółć'), 'lukasz zolc');
  assert.equal(foldName('Weiß'), 'weiss');
  assert.equal(foldName('O’Brien'), "o'brien");
  assert.equal(foldName('प्रिया'), 'प्रिया');
  assert.deepEqual(nameTokens("Jean-Luc O'Neil"), ['jean', 'luc', 'o', 'neil']);
  assert.equal(nameIdentity(' Zoë ', 'Lefèvre-Dupont'), 'zoe lefevre dupont');
  assert.equal(foldedLetters("Weiß O'Brien-Łukasz"), 'weissobrienlukasz');
});

test('folding is memoized without changing answers: repeated, past the memo bound, and long strings', () => {
  const sample = ['José', 'Łukasz', 'Weiß', 'O’Brien', 'प्रिया'];
  const first = sample.map(foldName);
  // More distinct strings than the memo holds: the early entries are evicted, then folded again the same way.
  const letters = (i: number) => [0, 1, 2].map((k) => String.fromCharCode(97 + (Math.floor(i / 26 ** k) % 26))).join('');
  for (let i = 0; i < 5000; i++) assert.equal(foldName(`Zoë ${letters(i)}`), `zoe ${letters(i)}`);
  assert.deepEqual(sample.map(foldName), first);
  assert.deepEqual(first, ['jose', 'lukasz', 'weiss', "o'brien", 'प्रिया']);
  const long = `${'É'.repeat(200)} Ñ`;
  assert.equal(foldName(long), `${'e'.repeat(200)} n`);
  assert.equal(foldName(long), `${'e'.repeat(200)} n`);
});

test('script inspection: one writing system, Japanese and Korean mixes allowed', () => {
  assert.equal(oneWritingSystem(inspectChars('Jоhn').scripts), false); // Cyrillic о
  assert.equal(oneWritingSystem(inspectChars('田中 はなこ').scripts), true);
  assert.equal(oneWritingSystem(inspectChars('김 民俊').scripts), true);
  assert.equal(inspectChars('Anna 😀').symbols, 1);
  assert.equal(inspectChars('John3').digits, 1);
  assert.equal(inspectChars("Mary-Jane O'Neil Jr.").symbols, 0);
});

test('similarity thresholds', () => {
  assert.ok(jaroWinkler('martha', 'marhta') > 0.95);
  assert.equal(editSimilarity('michael', 'micheal'), 1 - 1 / 7);
  assert.equal(nearlyEqual('anna', 'anna'), true);
  assert.equal(nearlyEqual('li', 'li'), false);
  assert.equal(nearlyEqual('sarah', 'sara'), true);
  assert.equal(nearlyEqual('peter', 'peters'), false);
  assert.equal(nearlyEqual('ivan', 'ivanov'), false);
  assert.equal(nearlyEqual('marko', 'markovic'), false);
});

test('edit distance: one implementation for name similarity, email typos and phone name consistency', () => {
  // Optimal string alignment (email domain typos): an adjacent transposition is one edit.
  assert.equal(osaDistance('gmial.com', 'gmail.com', 2), 1);
  assert.equal(osaDistance('gmail.con', 'gmail.com', 2), 1);
  assert.equal(osaDistance('abc', 'abc', 2), 0);
  assert.equal(osaDistance('abcdef', 'a', 2), 3, 'stops early above max');
  assert.equal(osaDistance('michael', 'micheal'), 1);
  // Levenshtein (phone breach-name consistency): a transposition is two edits.
  const lev = (a: string, b: string, max = 2) => editDistance(a, b, { max, transpositions: false });
  assert.equal(lev('rossi', 'rosi'), 1);
  assert.equal(lev('kitten', 'sitting', 5), 3);
  assert.equal(lev('kitten', 'sitting', 1), 2, 'stops once past the bound');
  assert.equal(lev('abc', 'abc'), 0);
  assert.equal(lev('anna', 'anan'), 2);
  // Empty strings: the distance is the other length, bounded or not.
  assert.equal(osaDistance('ab', '', 2), 2);
  assert.equal(osaDistance('', 'abc'), 3);
});

test('checks follow the documented order', () => {
  // a placeholder token made of symbols is PLACEHOLDER, not INVALID_CHARACTERS
  assert.equal(checkName('n/a', 'Smith', NAMES).risk_type, 'PLACEHOLDER');
  // digits beat the placeholder list
  assert.equal(checkName('test1', 'test', NAMES).risk_type, 'INVALID_CHARACTERS');
  // a title only as last name with a real first name is not flagged (John Major, Peter Lord)
  assert.equal(checkName('John', 'Major', NAMES).risk_type, null);
  assert.equal(checkName('Dr', 'Who', NAMES).risk_type, 'FICTIONAL'); // a character title before no surname (issue 15, second pass)
  assert.equal(checkName('Dr', 'Smith', NAMES).risk_type, 'PLACEHOLDER_TITLE');
  // keyboard walk inside an otherwise plausible word
  assert.equal(checkName('Asdfina', 'Miller', NAMES).risk_type, 'RANDOM_TYPING');
  // an organisation word is not random typing, it is OTHER
  assert.equal(checkName('Müller Bau', 'GmbH', NAMES).risk_type, 'OTHER');
});

test('profanity is a soft signal: real names pass, profane words and compounds flag', () => {
  for (const [f, l] of [['Dick', 'Van Dyke'], ['Alan', 'Cumming'], ['Nicole', 'Assmann'], ['Analisa', 'Cox'], ['Phuc', 'Nguyen']]) {
    assert.equal(checkName(f!, l!, NAMES).is_valid, true, `${f} ${l}`);
  }
  for (const [f, l] of [['Fucking', 'Idiot'], ['Asshole', 'Jones'], ['Shit', 'Head']]) assert.equal(checkName(f!, l!, NAMES).risk_type, 'VULGAR', `${f} ${l}`);
});

test('gender from the first name; null when ambiguous or unknown', () => {
  assert.equal(checkName('Maria', 'Rossi', NAMES).gender, 'F');
  assert.equal(checkName('Jean-Pierre', 'Martin', NAMES).gender, 'M');
  assert.equal(checkName('Дмитрий', 'Кузнецов', NAMES).gender, 'M');
  assert.equal(checkName('Jordan', 'Lee', NAMES).gender, null);
  assert.equal(checkName('Xqzv', 'Lee', NAMES).gender, null);
  assert.equal(checkName('J.', 'Smith', NAMES).gender, null);
});

test('missing parts and initials', () => {
  assert.deepEqual(checkName('', '', NAMES), { is_valid: null, risk_type: null, gender: null, reasons: [] });
  const mono = checkName('Sukarno', '', NAMES);
  assert.equal(mono.is_valid, true);
  assert.ok(mono.reasons.includes('RN012'));
  assert.ok(checkName('J.', 'Smith', NAMES).reasons.includes('RN013'));
  assert.equal(checkName('李', '娜', NAMES).is_valid, true);
});

test('issue 15: listed vulgar words of several languages, with their stems; real names stay valid', () => {
  for (const [f, l] of [['Kurwa', 'Nowak'], ['Puta', 'Garcia'], ['Fotze', 'Müller'], ['Stronzo', 'Rossi'], ['Salope', 'Dubois']]) {
    assert.equal(checkName(f!, l!, NAMES).risk_type, 'VULGAR', `${f} ${l}`);
  }
  // A longer word that starts with a listed word (5+ letters, 2+ more): the stem generalises.
  assert.equal(checkName('Stronzone', 'Bianchi', NAMES).risk_type, 'VULGAR');
  for (const [f, l] of [['Dick', 'Van Dyke'], ['Kitty', 'Wells'], ['Hope', 'Black'], ['Maximilian', 'Brandstätter'], ['Nicole', 'Assmann'], ['Randy', 'Newman']]) {
    assert.equal(checkName(f!, l!, NAMES).is_valid, true, `${f} ${l}`);
  }
});

test('issue 15: fictional and famous names from the lists and from their word vocabularies', () => {
  assert.equal(checkName('Anakin', 'Skywalker', NAMES).risk_type, 'FICTIONAL');
  assert.equal(checkName('Bilbo', 'Baggins', NAMES).risk_type, 'FICTIONAL');
  assert.equal(checkName('Albert', 'Einstein', NAMES).risk_type, 'FAMOUS');
  // "beethoven" is a famous-vocabulary surname: any first name with it is FAMOUS; alone it is not judged.
  assert.equal(checkName('Ludwig', 'Beethoven', NAMES).risk_type, 'FAMOUS');
  assert.equal(checkName('Karl', 'Beethoven', NAMES).risk_type, 'FAMOUS');
  assert.equal(checkName('Sukarno', '', NAMES).is_valid, true, 'a one-part name is never judged by the vocabularies');
});

test('issue 15, second pass: epithet shapes are characters or famous people; titles before a surname stay titles', () => {
  const risk = (f: string, l: string) => checkName(f, l, NAMES).risk_type;
  assert.equal(risk('Attila', 'the Hun'), 'FAMOUS');
  assert.equal(risk('Arnold', 'of Brescia'), 'FAMOUS');
  assert.equal(risk('Amenhotep', 'IV'), 'FAMOUS'); // regnal number only, even though "amenhotep" looks like random typing
  assert.equal(risk('Captain', 'Universe'), 'FICTIONAL');
  assert.equal(risk('Saint', 'Anselm'), 'FAMOUS');
  assert.equal(risk('Doctor', 'Smith'), 'PLACEHOLDER_TITLE');
  // Xi, Li and Vi are surnames, not regnal numbers; particles of real surnames are not epithets.
  for (const [f, l] of [['Li', 'Xi'], ['Sukarno', ''], ['Sukanya', 'Rao'], ['Maria', 'de la Cruz'], ['Jean', 'de la Fontaine'], ['Anneke', 'de Vries'], ['Mohammed', 'Al-Farsi']]) {
    assert.equal(checkName(f!, l!, NAMES).is_valid, true, `${f} ${l}`);
  }
});

test('issue 15, second pass: proper nouns of SCOWL as a last name are FAMOUS unless a real surname or after a particle', async () => {
  const { loadNameData } = await import('../../reference/names/index.js');
  const d = loadNameData();
  assert.ok(d.properWords.size > 5000, `proper words: ${d.properWords.size}`);
  assert.ok(d.properWords.has('asimov'));
  assert.equal(checkName('Isaac', 'Asimov', NAMES).risk_type, 'FAMOUS');
  assert.equal(d.properWords.has('vries'), false, 'a word of a multi-word surname is a real name word');
  assert.equal(checkName('Yusuf', 'al-Asimov', NAMES).risk_type === 'FAMOUS', false); // after a particle, a proper noun is a family name
});

test('issue 15, second pass: vulgar words of the other profanity lists, stems, stretched letters; real names stay valid', async () => {
  const { loadNameData } = await import('../../reference/names/index.js');
  const d = loadNameData();
  assert.ok(d.vulgarPrefixes.has('arsch'));
  assert.equal(checkName('Arschgeige', 'Jensen', NAMES).risk_type, 'VULGAR'); // prefix stem of bad-words-next
  assert.equal(checkName('Schwanzlutscher', 'Novak', NAMES).risk_type, 'VULGAR');
  assert.ok(d.vulgar.has('stronzo'));
  assert.equal(checkName('Stronnnzo', 'Garcia', NAMES).risk_type, 'VULGAR'); // letters doubled to dodge a filter
  assert.equal(checkName('Alan', 'Cumming', NAMES).is_valid, true); // a real surname is never read as a stretched word
  // Cocks and Hooker are surnames: vulgar where a given name is expected, valid as a surname.
  assert.ok(d.vulgarUnlessName.has('cocks'));
  assert.equal(checkName('Cocks', 'Novak', NAMES).risk_type, 'VULGAR');
  assert.notEqual(checkName('Emma', 'Cocks', NAMES).risk_type, 'VULGAR');
  // Whole words of the other lists never flag as parts of longer surnames (chatte in Chatterjee).
  assert.ok(d.vulgarExact.has('chatte') || d.vulgar.has('chatte'));
  for (const [f, l] of [['Debbie', 'Chatterjee'], ['Dick', 'Van Dyke'], ['Kitty', 'Wells'], ['Hope', 'Black'], ['Randy', 'Newman'], ['Fanny', 'Ardant']]) {
    assert.equal(checkName(f!, l!, NAMES).is_valid, true, `${f} ${l}`);
  }
});

test('issue 15, second pass: another inflection of a listed vulgar word flags by its stem; real names do not', async () => {
  const { inflectionStems } = await import('./inflection.js');
  assert.deepEqual(inflectionStems('stronzo'), ['stronzo', 'stronz']);
  assert.deepEqual(inflectionStems('anna'), []); // under five letters: no stem
  assert.deepEqual(inflectionStems('иван'), []); // Latin script only
  const { loadNameData } = await import('../../reference/names/index.js');
  const d = loadNameData();
  assert.ok(d.vulgar.has('culero') && !d.vulgar.has('culeros') && !d.vulgarExact.has('culeros'));
  assert.equal(checkName('Culeros', 'Bianchi', NAMES).risk_type, 'VULGAR'); // plural of a listed word
  assert.equal(checkName('Hijoputas', 'Lopez', NAMES).risk_type, 'VULGAR');
  // Only given names are read by their stem: a surname in no list may inflect a vulgar word (Bocchini).
  for (const [f, l] of [['Marco', 'Stronati'], ['Giulia', 'Bocchini'], ['Anneke', 'Schijns']]) assert.equal(checkName(f!, l!, NAMES).is_valid, true, `${f} ${l}`);
});

test('issue 15, third pass: compound and inflected given names with a listed vulgar head or tail; pieces common in real names do not count', async () => {
  const { loadNameData } = await import('../../reference/names/index.js');
  const d = loadNameData();
  // Heads and tails of 4+ letters (none of these names is itself listed).
  for (const w of ['slutqueen', 'grootkont', 'grotkurva', 'faszaim']) assert.ok(!d.vulgar.has(w) && !d.vulgarExact.has(w) && !d.firstNames.has(w), w);
  assert.equal(checkName('Slutqueen', 'Smith', NAMES).risk_type, 'VULGAR'); // English head
  assert.equal(checkName('Grootkont', 'Jansen', NAMES).risk_type, 'VULGAR'); // Dutch tail
  assert.equal(checkName('Grotkurva', 'Novak', NAMES).risk_type, 'VULGAR'); // Czech tail
  assert.equal(checkName('Faszaim', 'Nagy', NAMES).risk_type, 'VULGAR'); // Hungarian possessive
  // An inflection stem of a listed word with up to four letters more (maiale -> maial + ino).
  assert.ok(d.vulgarInflectionStems.has('maial') && !d.vulgar.has('maialino'));
  assert.equal(checkName('Maialino', 'Rossi', NAMES).risk_type, 'VULGAR');
  // A start shared by three or more listed words is the head of compound insults (chupa: chupapollas, chupamedias).
  assert.ok(d.vulgarCompoundHeads.has('chupa') && !d.vulgar.has('chupanaranjas') && !d.vulgarExact.has('chupanaranjas'));
  assert.equal(checkName('Chupanaranjas', 'Lopez', NAMES).risk_type, 'VULGAR');
  assert.equal(checkName('Chupa', 'Lopez', NAMES).risk_type === 'VULGAR', d.vulgar.has('chupa') || d.vulgarExact.has('chupa')); // the head alone is no compound
  // `eier` (German) ends Meier, Obermeier, Tegtmeier: no tail; `cock` ends Hancock, Heathcock: no tail either.
  assert.ok(d.vulgarTailDeny.has('eier') && d.vulgarTailDeny.has('cock'));
  assert.equal(checkName('Zwobeier', 'Smith', NAMES).is_valid, true);
  assert.equal(checkName('Brancock', 'Smith', NAMES).risk_type === 'VULGAR', false);
  // Given names only, and never a real name word (Hitchcock as a given name stays valid).
  assert.equal(checkName('Hitchcock', 'Smith', NAMES).is_valid, true);
  for (const [f, l] of [['Dick', 'Van Dyke'], ['Kitty', 'Wells'], ['Hope', 'Black'], ['Anneke', 'Schijns']]) assert.equal(checkName(f!, l!, NAMES).is_valid, true, `${f} ${l}`);
});

test('issue 15, third pass: titles of office, nobility and church make FAMOUS before any name; knights and dames by full style', async () => {
  const { loadNameData } = await import('../../reference/names/index.js');
  const d = loadNameData();
  assert.ok(d.famousTitles.has('president') && d.famousTitles.has('cardinal') && !d.famousTitles.has('king') && !d.famousTitles.has('prince'));
  for (const [f, l] of [['President', 'Lincoln'], ['President', 'Smith'], ['Cardinal', 'Wolsey'], ['Viscountess', 'Smith'], ['Sir', 'Isaac Newton'], ['Dame', 'Judi Dench']]) {
    assert.equal(checkName(f!, l!, NAMES).risk_type, 'FAMOUS', `${f} ${l}`);
  }
  // A title alone, or a knight's title before one name, stays a title; a fictional word makes it a character.
  assert.equal(checkName('Sir', 'Smith', NAMES).risk_type, 'PLACEHOLDER_TITLE');
  assert.equal(checkName('Sir', 'John', NAMES).risk_type, 'PLACEHOLDER_TITLE');
  // Detective and clerical titles of characters before a word that is no surname.
  assert.equal(checkName('Inspector', 'Clouseau', NAMES).risk_type, 'FICTIONAL');
  // The article as the whole first name: a character or a group, whatever follows (not a title alone).
  assert.equal(checkName('The', 'Professor', NAMES).risk_type, 'FICTIONAL');
  assert.equal(checkName('The', 'Smith', NAMES).risk_type, 'FICTIONAL');
  assert.notEqual(checkName('The', 'Mr', NAMES).risk_type, 'FICTIONAL');
  assert.equal(checkName('Theo', 'Smith', NAMES).is_valid, true);
  assert.equal(checkName('Brother', 'Smith', NAMES).is_valid, true);
  // Given names that are also ranks stay valid before a surname (Prince Fielder, King Vidor are real people's names).
  assert.equal(checkName('Prince', 'Fielder', NAMES).is_valid, true);
  assert.equal(checkName('Earl', 'Warren', NAMES).is_valid, true);
});

test('issue 15, third pass: people of the Debian calendar files and fortune cookies are famous pairs and famous last names', async () => {
  const { loadNameData } = await import('../../reference/names/index.js');
  const d = loadNameData();
  // Fortune attributions (Linus Torvalds, Terry Pratchett) and calendar.birthday (Isaac Asimov).
  for (const [f, l] of [['linus', 'torvalds'], ['terry', 'pratchett']]) assert.ok(d.famous.has(`${f}\t${l}`), `${f} ${l}`);
  assert.equal(checkName('Linus', 'Torvalds', NAMES).risk_type, 'FAMOUS');
  assert.equal(checkName('Isaac', 'Asimov', NAMES).risk_type, 'FAMOUS');
  // Ordinary names of famous people stay valid (Dave Barry: a known given name and a known surname).
  assert.equal(checkName('Dave', 'Barry', NAMES).is_valid, true);
  assert.ok(!d.famous.has('dave\tbarry'));
});

test('issue 32: a name of ordinary dictionary words that are no name is FICTIONAL with RN014; names that are also words stay valid', () => {
  for (const [f, l] of [['Black', 'Cat'], ['Sugar', 'Man'], ['Tomorrow', 'Man'], ['Wild', 'Child'], ['Cobalt', 'Man']]) {
    const r = checkName(f!, l!, NAMES);
    assert.deepEqual([r.is_valid, r.risk_type, r.reasons[0]], [false, 'FICTIONAL', 'RN014'], `${f} ${l}`);
  }
  // A common given name first, or a surname last, keeps a name of words valid.
  for (const [f, l] of [['Rose', 'Hunter'], ['Mason', 'Young'], ['Hunter', 'Brown'], ['Young', 'Baker'], ['Brown', 'Baker'], ['Stephen', 'King'],
    ['Amazing', 'Grace'], ['Storm', 'Reid'], ['Dick', 'Van Dyke'], ['Fanny', 'Ardant'], ['Gay', 'Talese'], ['John', 'Kuntz'], ['John', 'Hoare']]) {
    assert.equal(checkName(f!, l!, NAMES).is_valid, true, `${f} ${l}`);
  }
  // A listed character keeps its own code (RN007), not RN014.
  assert.ok(!checkName('Darth', 'Vader', NAMES).reasons.includes('RN014'));
});

test('issue 32: Latin spellings of the Cyrillic vulgar words are vulgar too; real names with such letters stay valid', async () => {
  const { latinSpellings } = await import('./translit.js');
  assert.deepEqual(latinSpellings('хуйня').sort(), ['hujnja', 'huynya', 'khuynya']);
  assert.deepEqual(latinSpellings('мудак'), ['mudak']);
  assert.deepEqual(latinSpellings('abc'), []);
  assert.deepEqual(latinSpellings('бөх'), [], 'a letter no scheme maps');
  for (const [f, l] of [['Mudak', 'Petrov'], ['Govno', 'Ivanova'], ['Pizdets', 'Ivanov']]) assert.equal(checkName(f!, l!, NAMES).risk_type, 'VULGAR', `${f} ${l}`);
  for (const [f, l] of [['Huy', 'Nguyen'], ['Dick', 'Van Dyke'], ['Fanny', 'Ardant'], ['Gay', 'Talese'], ['John', 'Kuntz'], ['John', 'Hoare'], ['Olga', 'Sukhova']]) {
    assert.equal(checkName(f!, l!, NAMES).is_valid, true, `${f} ${l}`);
  }
});

test('issue 32: leetspeak reads digits and symbols as letters for the vulgar check; real names and other digits stay INVALID_CHARACTERS', () => {
  for (const [first, last] of [['F4ck', 'Smith'], ['Sh1t', 'Jones'], ['$hit', 'Brown'], ['Anna', 'B!tch'], ['Mother', 'Fuck3r'], ['Fvck1ng', 'Idiot'], ['C0ck', 'Sucker'], ['pu$$y', 'Jones'], ['@sshole', 'Miller']]) {
    assert.equal(checkName(first!, last!, NAMES).risk_type, 'VULGAR', `${first} ${last}`);
  }
  // Leet forms of real name words are not vulgar (the allowlist applies as to letters); digits of a real name stay
  // invalid characters; so do digits that read as no word.
  for (const [first, last] of [['D1ck', 'Van Dyke'], ['F4nny', 'Ardant'], ['J0hn', 'Smith'], ['Anna', 'Smith2'], ['R2D2', 'Droid'], ['Mary', 'H0are'], ['G4y', 'Talese'], ['K1m', 'Kuntz']]) {
    assert.equal(checkName(first!, last!, NAMES).risk_type, 'INVALID_CHARACTERS', `${first} ${last}`);
  }
  // Letters only: unchanged (Dick, Fanny, Gay, Kuntz, Hoare are valid names).
  for (const [first, last] of [['Dick', 'Van Dyke'], ['Fanny', 'Ardant'], ['Gay', 'Talese'], ['Kim', 'Kuntz'], ['Mary', 'Hoare']]) {
    assert.equal(checkName(first!, last!, NAMES).is_valid, true, `${first} ${last}`);
  }
});
