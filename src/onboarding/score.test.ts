import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { CrossFacts } from '../identity/graph.js';
import type { ProductOutcome } from '../products/types.js';
import { CATALOGUE } from '../scoring/catalogue.js';
import { consistency, type ConsistencyInput, type HubOutcomes } from './consistency.js';
import { hubStandardModel } from './models.js';
import { scoreHub } from './score.js';

/** A product outcome with only what the consistency rules read: the payload fields, the fired codes, the signals. */
const outcome = (payload: Record<string, unknown>, codes: string[], signals: Record<string, unknown> = {}): ProductOutcome<never> =>
  ({ payload, scored: { reason_codes: codes.join(',') }, touchpoints: [], providers: [], signals }) as unknown as ProductOutcome<never>;

const graph = (g: Partial<CrossFacts>): CrossFacts => ({ togetherEdges: 0, togetherFirstSeen: null, togetherDays: null, recent: { phoneEmails: null, emailPhones: null, ipEmails: null }, ...g });

// 15:00 UTC on 10 March 2026: afternoon in Rome, 07:00 in Los Angeles, 15:00 in London.
const NOW = new Date('2026-03-10T15:00:00Z');
// 06:00 UTC: 22:00 the day before in Los Angeles (night), morning in London and Rome.
const EARLY = new Date('2026-03-10T06:00:00Z');

/** The worked examples of docs/scoring.md, by their heading. */
const EXAMPLES: Record<string, ConsistencyInput> = {
  'Example A': {
    given: { first_name: 'Maria', last_name: 'Rossi', email: 'maria.rossi87@example.it', phone_number: '+393478261945', ip: '151.38.1.1' },
    outcomes: {
      phone: outcome({ is_valid_format: true, country_code: 'IT' }, ['TP001', 'TP007'], { known_names: [{ first_name: 'Maria', last_name: 'Rossi' }] }),
      email: outcome({ value: 'maria.rossi87@example.it', domain: 'example.it', first_seen_days: 45, data_breaches_count: null }, ['TE001'], { email_valid: true }),
      ip: outcome({ country: 'IT', timezone: 'Europe/Rome', request_time: 'afternoon', is_private_internal_address: false, is_mobile: false }, ['TI001']),
      name: outcome({ risk_type: null }, ['TN001', 'TN002']),
    } as HubOutcomes,
    graph: graph({ togetherEdges: 2, togetherFirstSeen: '2026-01-24', togetherDays: 45, recent: { phoneEmails: 0, emailPhones: null, ipEmails: null } }),
    now: NOW,
  },
  'Example B': {
    given: { first_name: 'Xqzvb', last_name: 'Kjhgfd', email: 'xk7qz@mailinator.com', phone_number: '+445603614752', ip: '8.8.4.4' },
    outcomes: {
      phone: outcome({ is_valid_format: true, country_code: 'GB' }, ['RP003'], { known_names: [{ first_name: 'John', last_name: 'Smith' }] }),
      email: outcome({ value: 'xk7qz@mailinator.com', domain: 'mailinator.com', first_seen_days: null, data_breaches_count: null }, ['RE002', 'RE010'], { email_valid: true }),
      ip: outcome({ country: 'US', timezone: 'America/Los_Angeles', request_time: 'night', is_private_internal_address: false, is_mobile: false }, ['RI007', 'RI013']),
      name: outcome({ risk_type: 'RANDOM_TYPING' }, ['RN005']),
    } as HubOutcomes,
    graph: graph({ recent: { phoneEmails: 6, emailPhones: null, ipEmails: null } }),
    now: EARLY,
  },
  'Example C': {
    given: { first_name: 'Maria', last_name: 'Rossi', email: 'mrossi@gmail.com', phone_number: '+393478261945', ip: '81.10.0.1' },
    outcomes: {
      phone: outcome({ is_valid_format: true, country_code: 'IT' }, ['TP001'], { known_names: [] }),
      email: outcome({ value: 'mrossi@gmail.com', domain: 'gmail.com', first_seen_days: null, data_breaches_count: null }, ['RE015', 'RE013'], { email_valid: true }),
      ip: outcome({ country: 'AT', timezone: 'Europe/Vienna', request_time: 'night', is_private_internal_address: false, is_mobile: false }, ['TI001', 'RI013']),
      name: outcome({ risk_type: null }, ['TN001', 'TN002']),
    } as HubOutcomes,
    graph: graph({}),
    now: new Date('2026-03-10T23:30:00Z'),
  },
};

/** The contribution rows and the result line of one example section of docs/scoring.md. */
function documented(heading: string): { rows: Map<string, number>; total: number; score: number; cluster: string } {
  const doc = readFileSync(new URL('../../docs/scoring.md', import.meta.url), 'utf8');
  const start = doc.indexOf(`### ${heading}`);
  assert.ok(start >= 0, `docs/scoring.md has ${heading}`);
  const section = doc.slice(start, doc.indexOf('\n### ', start + 4) === -1 ? undefined : doc.indexOf('\n### ', start + 4));
  const rows = new Map<string, number>();
  for (const m of section.matchAll(/^\| `([RT][A-Z]\d{3})` \| [^|]+\| (-?\d+) \|$/gm)) rows.set(m[1]!, Number(m[2]));
  const r = /\*\*Total (-?\d+) points -> score (\d+) \((\w+)\)\*\*/.exec(section);
  assert.ok(r, `${heading}: result line`);
  return { rows, total: Number(r[1]), score: Number(r[2]), cluster: r[3]! };
}

for (const [heading, input] of Object.entries(EXAMPLES)) {
  test(`docs/scoring.md ${heading}: every contribution and the score are what the code computes`, () => {
    const hub = scoreHub(input, hubStandardModel('digital_score')!);
    const doc = documented(heading);
    const computed = new Map(hub.scored.explanation.contributions.map((c) => [c.code, c.points]));
    assert.deepEqual([...doc.rows].sort(), [...computed].sort());
    assert.equal(hub.scored.explanation.total, doc.total);
    assert.equal(hub.block.score, doc.score);
    assert.equal(hub.block.score_cluster, doc.cluster);
  });
}

test('the consistent example fires trust codes only, the inconsistent one every rule it should', () => {
  assert.deepEqual([...consistency(EXAMPLES['Example A']!).codes].sort(), ['TO001', 'TO003', 'TO005', 'TO006']);
  assert.deepEqual([...consistency(EXAMPLES['Example B']!).codes].sort(), ['RO001', 'RO002', 'RO003', 'RO006', 'RO007', 'RO008', 'RO011', 'RO013']);
});

test('each rule fires on its own evidence and stays silent without it', () => {
  const base = EXAMPLES['Example A']!;
  const codes = (patch: Partial<ConsistencyInput>) => consistency({ ...base, ...patch }).codes;
  // Partial name in the email, no phone names: TO002 and no phone-name code.
  const partial = codes({
    given: { ...base.given, email: 'rossi1987@example.it' },
    outcomes: { ...base.outcomes, email: outcome({ value: 'rossi1987@example.it', domain: 'example.it', first_seen_days: 3 }, [], { email_valid: true }), phone: outcome({ is_valid_format: true, country_code: 'IT' }, [], { known_names: [] }) },
  });
  assert.ok(partial.includes('TO002') && !partial.some((c) => ['TO003', 'TO004', 'RO002'].includes(c)), partial.join());
  // Seen together 10 days ago: the recent trust code, not the long one.
  assert.ok(codes({ graph: graph({ togetherEdges: 2, togetherDays: 10, togetherFirstSeen: '2026-02-28' }) }).includes('TO007'));
  // A Cyrillic name with an Italian phone and IP: name origin mismatch; with a Russian phone it is not.
  const cyr = { ...base.given, first_name: 'Мария', last_name: 'Иванова' };
  assert.ok(codes({ given: cyr }).includes('RO005'));
  const ru = codes({ given: cyr, outcomes: { ...base.outcomes, phone: outcome({ is_valid_format: true, country_code: 'RU' }, []) } });
  assert.ok(!ru.includes('RO005') && ru.includes('RO003'), ru.join());
  // Email ccTLD of a third country.
  const de = codes({ outcomes: { ...base.outcomes, email: outcome({ value: 'maria.rossi@example.de', domain: 'example.de', first_seen_days: 3 }, [], { email_valid: true }) } });
  assert.ok(de.includes('RO004') && !de.includes('TO005'), de.join());
  // A neighbouring country in the same time zone: a country mismatch, but not far in time.
  const at = codes({ outcomes: { ...base.outcomes, ip: outcome({ country: 'AT', timezone: 'Europe/Vienna', request_time: 'night', is_mobile: false }, []) } });
  assert.ok(at.includes('RO003') && at.includes('RO007') && !at.includes('RO006'), at.join());
  // Multi-accounting thresholds; an IP shared by a mobile carrier does not count.
  const many = (recent: CrossFacts['recent'], mobile = false) =>
    codes({ graph: graph({ recent }), outcomes: { ...base.outcomes, ip: outcome({ country: 'IT', timezone: 'Europe/Rome', request_time: 'afternoon', is_mobile: mobile }, []) } });
  assert.ok(many({ phoneEmails: null, emailPhones: 3, ipEmails: null }).includes('RO009'));
  assert.ok(!many({ phoneEmails: null, emailPhones: 2, ipEmails: null }).includes('RO009'));
  assert.ok(!many({ phoneEmails: 4, emailPhones: null, ipEmails: null }).includes('RO008'));
  assert.ok(many({ phoneEmails: null, emailPhones: null, ipEmails: 10 }).includes('RO010'));
  assert.ok(!many({ phoneEmails: null, emailPhones: null, ipEmails: 10 }, true).includes('RO010'));
  // Hosting IP with a very young email domain.
  const young = codes({ outcomes: { ...base.outcomes, ip: outcome({ country: 'IT', timezone: 'Europe/Rome' }, ['RI007']), email: outcome({ value: 'maria.rossi@example.it', domain: 'example.it' }, ['RE008'], { email_valid: true }) } });
  assert.ok(young.includes('RO012'));
  // Nothing to compare: no name, no graph, no country: no consistency code at all.
  assert.deepEqual(consistency({ given: {}, outcomes: {}, graph: null, now: NOW }).codes, []);
});

test('models: the hub models differ only where documented; every code they name exists with the right sign', () => {
  for (const id of ['digital_score', 'business_onboarding', 'igaming']) {
    const card = hubStandardModel(id)!;
    assert.equal(card.id, id);
    for (const [code, pts] of Object.entries(card.points ?? {})) {
      const def = CATALOGUE.get(code);
      assert.ok(def, code);
      assert.ok(def.kind === 'RISK' ? pts <= 0 : pts >= 0, code);
    }
  }
  assert.equal(hubStandardModel('ip_score'), null);
  const b = EXAMPLES['Example B']!;
  assert.ok(scoreHub(b, hubStandardModel('igaming')!).scored.explanation.total < scoreHub(b, hubStandardModel('digital_score')!).scored.explanation.total);
});
