/** The rule language: CEL text -> canonical AST, validation, hashing, and the evaluator with the values it read. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCel, compilePolicySource, CelCompileError, windowSeconds } from './cel.js';
import { policyHash, validatePolicy, show, canonicalJson, type PolicyDocument } from './ast.js';
import { compilePolicy, evaluatePolicy, type Facts, type PolicyResult } from './evaluate.js';

const facts = (fields: Record<string, unknown>, lists: Record<string, string[]> = {}, velocity: Record<string, number | null> = {}): Facts & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    field: (path) => fields[path] ?? null,
    async inList(list, value) {
      calls.push(`list:${list}:${value}`);
      const items = lists[list];
      if (!items) throw Object.assign(new Error(`no list named "${list}"`), { name: 'UnknownList' });
      return items.includes(value);
    },
    async velocity(count, of, w) {
      calls.push(`vel:${count}:${of}:${w}`);
      return velocity[`${count}/${of}/${w}`] ?? null;
    },
  };
};

describe('CEL text form compiles to the canonical AST', () => {
  test('operators, functions and methods map one to one', () => {
    assert.deepEqual(compileCel('score < 300 && "RE001" in reason_codes'), {
      op: 'and',
      args: [
        { op: '<', args: [{ ref: 'score' }, { lit: 300 }] },
        { op: 'in', args: [{ lit: 'RE001' }, { ref: 'reason_codes' }] },
      ],
    });
    assert.deepEqual(compileCel('a || b || !c'), { op: 'or', args: [{ ref: 'a' }, { ref: 'b' }, { op: 'not', args: [{ ref: 'c' }] }] });
    assert.deepEqual(compileCel('in_list("blocked", input.email)'), { op: 'in_list', list: 'blocked', args: [{ ref: 'input.email' }] });
    assert.deepEqual(compileCel('velocity("email", "ip", "1h") > 3'), {
      op: '>',
      args: [{ op: 'velocity', count: 'email', of: 'ip', window_seconds: 3600 }, { lit: 3 }],
    });
    assert.deepEqual(compileCel('email.email.matches("^a+$")'), { op: 'matches', args: [{ ref: 'email.email' }, { lit: '^a+$' }] });
    assert.deepEqual(compileCel('has(ip.country) && ip.country in ["RU", "KP"] && score >= -5'), {
      op: 'and',
      args: [
        { op: 'has', args: [{ ref: 'ip.country' }] },
        { op: 'in', args: [{ ref: 'ip.country' }, { lit: ['RU', 'KP'] }] },
        { op: '>=', args: [{ ref: 'score' }, { lit: -5 }] },
      ],
    });
  });

  test('what the form cannot express is refused with its position', () => {
    assert.throws(() => compileCel('score <'), CelCompileError);
    assert.throws(() => compileCel('size(x) > 1'), /unknown function size/);
    assert.throws(() => compileCel('velocity("email", "ip", "1y")'), /window "1y"/);
    assert.throws(() => compileCel('velocity("bank", "ip", "1h")'), /velocity counts one of/);
    assert.throws(() => compileCel('x ? 1 : 2'), /unsupported operator/);
    assert.throws(() => compileCel('in_list(name, x)'), /list name must be a string literal/);
    const err = (() => {
      try {
        compileCel('score < 1 && foo(1)');
      } catch (e) {
        return e as CelCompileError;
      }
      return null;
    })();
    assert.equal(err?.position, 13);
    assert.equal(windowSeconds('90d'), 90 * 86_400);
    assert.throws(() => windowSeconds('91d'));
    assert.throws(() => windowSeconds('0m'));
  });

  test('show() renders the canonical form back to readable text', () => {
    assert.equal(show(compileCel('velocity("email", "ip", "1h") > 3 && in_list("b", input.email)')), '(velocity("email", "ip", "1h") > 3 && in_list("b", input.email))');
  });
});

describe('policy validation and hashing', () => {
  const policy = {
    rules: [
      { id: 'velocity', name: 'Many emails on one IP', when: 'velocity("email", "ip", "1h") > 3', actions: [{ type: 'points', code: 'RX001', points: -200 }, { type: 'decision', outcome: 'review' }] },
      { id: 'blocked', name: 'Blocked email', when: { op: 'in_list', list: 'blocked', args: [{ ref: 'input.email' }] }, actions: [{ type: 'decision', outcome: 'decline' }] },
    ],
  };

  test('CEL text is compiled, kept as source, and the document validates', () => {
    const { doc, problems } = compilePolicySource(policy);
    assert.deepEqual(problems, []);
    assert.deepEqual(validatePolicy(doc), []);
    assert.equal((doc as PolicyDocument).rules[0]!.source, 'velocity("email", "ip", "1h") > 3');
  });

  test('the hash names the content, not the key order', () => {
    const { doc } = compilePolicySource(policy);
    const reordered = JSON.parse(JSON.stringify(doc), (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v));
    assert.notEqual(JSON.stringify(reordered), JSON.stringify(doc));
    assert.equal(policyHash(reordered as PolicyDocument), policyHash(doc as PolicyDocument));
    assert.equal(canonicalJson(reordered), canonicalJson(doc));
    const changed = structuredClone(doc) as PolicyDocument;
    (changed.rules[0]!.actions[0] as { points: number }).points = -201;
    assert.notEqual(policyHash(changed), policyHash(doc as PolicyDocument));
  });

  test('every problem is listed: monotone points, duplicate ids, runaway patterns, unknown fields', () => {
    const bad = {
      rules: [
        { id: 'a', name: 'x', when: { lit: true }, actions: [{ type: 'points', code: 'RX001', points: 10 }] },
        { id: 'a', name: 'y', when: { op: 'matches', args: [{ ref: 'email.email' }, { lit: '(a' }] }, actions: [{ type: 'points', code: 'TX001', points: -1 }] },
        { id: 'c', name: 'z', when: { op: 'matches', args: [{ ref: 'email.email' }, { ref: 'email.domain' }] }, actions: [{ type: 'tag', tag: 'ok' }] },
      ],
    };
    const problems = validatePolicy(bad).map((p) => `${p.field}: ${p.message}`);
    assert.ok(problems.some((p) => /rules\/0\/actions\/0\/points: a risk code/.test(p)), problems.join('\n'));
    assert.ok(problems.some((p) => /rules\/1\/id: duplicate/.test(p)));
    assert.ok(problems.some((p) => /rules\/1\/when\/args\/1: invalid RE2 pattern/.test(p)));
    assert.ok(problems.some((p) => /rules\/1\/actions\/0\/points: a trust code/.test(p)));
    assert.ok(problems.some((p) => /rules\/2\/when\/args\/1: the pattern of matches must be a literal/.test(p)));
    // A backreference is not RE2: refused on upload rather than run with backtracking.
    assert.ok(validatePolicy({ rules: [{ id: 'r', name: 'r', when: { op: 'matches', args: [{ ref: 'a' }, { lit: '(a)\\1' }] }, actions: [{ type: 'tag', tag: 't' }] }] }).length > 0);
    assert.ok(validatePolicy({ rules: [], extra: 1 }).length > 0);
    assert.ok(validatePolicy({ rules: [{ id: 'r', name: 'r', when: { op: 'xor', args: [] }, actions: [{ type: 'tag', tag: 't' }] }] }).length > 0);
  });
});

describe('the evaluator', () => {
  const doc = (rules: PolicyDocument['rules']): PolicyDocument => ({ rules });
  const when = (text: string) => compileCel(text);

  test('most severe outcome wins; points, tags and list additions are collected from matched rules only', async () => {
    const p = doc([
      { id: 'low', name: 'Low score', when: when('score < 400'), actions: [{ type: 'decision', outcome: 'review' }, { type: 'points', code: 'RX001', points: -50 }] },
      { id: 'blocked', name: 'Blocked', when: when('in_list("blocked", input.email)'), actions: [{ type: 'decision', outcome: 'decline' }, { type: 'tag', tag: 'blocked' }] },
      { id: 'good', name: 'Trusted', when: when('score > 900'), actions: [{ type: 'decision', outcome: 'approve' }, { type: 'points', code: 'TX001', points: 100 }] },
      { id: 'vel', name: 'Velocity', when: when('velocity("email", "ip", "1h") >= 3'), actions: [{ type: 'add_to_list', list: 'watch', touchpoint: 'ip', expires_in_days: 7 }] },
    ]);
    const f = facts({ score: 350, 'input.email': 'a@b.c' }, { blocked: ['a@b.c'] }, { 'email/ip/3600': 5 });
    const r = await evaluatePolicy(p, f);
    assert.equal(r.outcome, 'decline');
    assert.deepEqual(r.rules.map((x) => [x.id, x.matched]), [['low', true], ['blocked', true], ['good', false], ['vel', true]]);
    assert.deepEqual(r.points, [{ code: 'RX001', points: -50, rule: 'low' }]);
    assert.deepEqual(r.tags, ['blocked']);
    assert.deepEqual(r.listAdds, [{ list: 'watch', touchpoint: 'ip', expiresInDays: 7, rule: 'vel' }]);
    // Every value read is recorded with its rule.
    assert.deepEqual(r.rules[0]!.reads, [{ expr: 'score', value: 350 }]);
    assert.deepEqual(r.rules[1]!.reads, [{ expr: 'input.email', value: 'a@b.c' }, { expr: 'in_list("blocked", input.email)', value: true }]);
    assert.deepEqual(r.rules[3]!.reads, [{ expr: 'velocity("email", "ip", "1h")', value: 5 }]);
  });

  test('no rule sets an outcome: approve; null (absent) values never match a comparison', async () => {
    const r = await evaluatePolicy(doc([{ id: 'x', name: 'x', when: when('score < 400 || ip.country == "RU"'), actions: [{ type: 'decision', outcome: 'decline' }] }]), facts({ score: null }));
    assert.equal(r.outcome, 'approve');
    assert.equal(r.rules[0]!.matched, false);
    assert.deepEqual(r.rules[0]!.reads, [{ expr: 'score', value: null }, { expr: 'ip.country', value: null }]);
  });

  test('short-circuit: a condition reads only what it needs, and each distinct lookup runs once per call', async () => {
    const f = facts({ score: 900, 'input.email': 'x@y.z' }, { blocked: [] });
    const p = doc([
      { id: 'a', name: 'a', when: when('score < 100 && in_list("blocked", input.email)'), actions: [{ type: 'tag', tag: 'a' }] },
      { id: 'b', name: 'b', when: when('in_list("blocked", input.email)'), actions: [{ type: 'tag', tag: 'b' }] },
      { id: 'c', name: 'c', when: when('!in_list("blocked", input.email)'), actions: [{ type: 'tag', tag: 'c' }] },
    ]);
    const r = await evaluatePolicy(p, f);
    assert.deepEqual(r.rules[0]!.reads, [{ expr: 'score', value: 900 }]);
    assert.deepEqual(f.calls, ['list:blocked:x@y.z']);
    assert.deepEqual(r.tags, ['c']);
  });

  test('a rule that fails at run time is skipped with its reason; the others still run', async () => {
    const p = doc([
      { id: 'type', name: 'type', when: when('score < "abc"'), actions: [{ type: 'decision', outcome: 'decline' }] },
      { id: 'nolist', name: 'nolist', when: when('in_list("missing", input.email)'), actions: [{ type: 'decision', outcome: 'decline' }] },
      { id: 'notbool', name: 'notbool', when: when('score'), actions: [{ type: 'decision', outcome: 'decline' }] },
      { id: 'ok', name: 'ok', when: when('score < 500'), actions: [{ type: 'decision', outcome: 'review' }] },
    ]);
    const r = await evaluatePolicy(p, facts({ score: 100, 'input.email': 'a@b.c' }));
    assert.equal(r.outcome, 'review');
    assert.deepEqual(r.failed.map((x) => x.rule), ['type', 'nolist', 'notbool']);
    assert.match(r.failed[0]!.error, /compares numbers or strings/);
    assert.match(r.failed[1]!.error, /no list named "missing"/);
    assert.match(r.failed[2]!.error, /not a boolean/);
    // A lookup that throws for another reason is a failure too, reported as such.
    const broken: Facts = { field: (p) => (p === 'input.email' ? 'a@b.c' : null), inList: async () => Promise.reject(new Error('database is locked')), velocity: async () => null };
    const r2 = await evaluatePolicy(doc([{ id: 'l', name: 'l', when: when('in_list("x", input.email)'), actions: [{ type: 'tag', tag: 'x' }] }]), broken);
    assert.deepEqual(r2.failed, [{ rule: 'l', error: 'lookup failed: database is locked' }]);
  });

  test('regular expressions use RE2 semantics on bounded text: a classic catastrophic pattern runs in linear time', async () => {
    const p = doc([{ id: 're', name: 're', when: when('input.email.matches("^(a+)+$")'), actions: [{ type: 'tag', tag: 're' }] }]);
    const evil = `${'a'.repeat(4000)}!`;
    const r = await evaluatePolicy(p, facts({ 'input.email': evil }));
    assert.equal(r.rules[0]!.matched, false);
    assert.deepEqual(r.failed, []);
    const tooLong = await evaluatePolicy(p, facts({ 'input.email': 'a'.repeat(5000) }));
    assert.match(tooLong.failed[0]!.error, /longer than 4096/);
    const ok = await evaluatePolicy(p, facts({ 'input.email': 'aaaa' }));
    assert.equal(ok.rules[0]!.matched, true);
  });

  test('in, starts_with, ends_with, contains, has and list literals', async () => {
    const f = facts({ 'email.domain': 'mail.example.com', reason_codes: ['RE001', 'TE002'], model_id: 'mdl_x', n: 3 });
    const cases: [string, boolean][] = [
      ['"RE001" in reason_codes', true],
      ['!("RE009" in reason_codes)', true],
      ['email.domain.endsWith(".example.com")', true],
      ['email.domain.startsWith("mail.")', true],
      ['email.domain.contains("exam")', true],
      ['has(email.domain) && !has(email.missing)', true],
      ['model_id in ["mdl_x", "mdl_y"]', true],
      ['n in [1, 2]', false],
      ['n != 3', false],
    ];
    for (const [text, want] of cases) {
      const r = await evaluatePolicy(doc([{ id: 't', name: 't', when: when(text), actions: [{ type: 'tag', tag: 't' }] }]), f);
      assert.equal(r.rules[0]!.matched, want, text);
      assert.deepEqual(r.failed, [], text);
    }
  });

  test('compiled once per document; synchronous facts give the same result without a promise; decisive and none keep fewer reads', async () => {
    const p = doc([
      { id: 'low', name: 'Low', when: when('score < 400 && in_list("blocked", input.email)'), actions: [{ type: 'decision', outcome: 'review' }] },
      { id: 'high', name: 'High', when: when('score > 900 || velocity("email", "ip", "1h") > 3'), actions: [{ type: 'tag', tag: 'h' }] },
      { id: 'bad', name: 'Bad', when: when('score < "x"'), actions: [{ type: 'tag', tag: 'b' }] },
      { id: 're', name: 'Re', when: when('input.email.matches("^a@")'), actions: [{ type: 'tag', tag: 'r' }] },
    ]);
    assert.equal(compilePolicy(p), compilePolicy(p), 'one compiled form per document');
    const asyncFacts = facts({ score: 350, 'input.email': 'a@b.c' }, { blocked: ['a@b.c'] }, { 'email/ip/3600': 1 });
    const all = await evaluatePolicy(p, asyncFacts);
    const syncFacts: Facts = {
      field: (path) => ({ score: 350, 'input.email': 'a@b.c' } as Record<string, unknown>)[path] ?? null,
      inList: (list, value) => list === 'blocked' && value === 'a@b.c',
      velocity: () => 1,
    };
    const sync = compilePolicy(p).run(syncFacts, 'all');
    assert.equal(sync instanceof Promise, false, 'no lookup answered with a promise: no promise at all');
    assert.deepEqual(sync, all);
    const decisive = compilePolicy(p).run(syncFacts, 'decisive') as PolicyResult;
    assert.deepEqual(decisive.rules.map((r) => [r.id, r.matched, r.reads.length > 0]), [['low', true, true], ['high', false, false], ['bad', false, true], ['re', true, true]]);
    // The reads kept are those the full run recorded, for the rules that matched or failed.
    for (const i of [0, 2, 3]) assert.deepEqual(decisive.rules[i]!.reads, all.rules[i]!.reads);
    assert.equal(decisive.outcome, all.outcome);
    assert.deepEqual(decisive.failed, all.failed);
    const none = compilePolicy(p).run(syncFacts, 'none') as PolicyResult;
    assert.ok(none.rules.every((r) => r.reads.length === 0));
    assert.deepEqual(none.tags, all.tags);
    // A synchronous lookup that throws fails its rule only.
    const throwing: Facts = { ...syncFacts, inList: () => { throw new Error('disk I/O error'); } };
    const r = compilePolicy(p).run(throwing, 'all') as PolicyResult;
    assert.deepEqual(r.failed.map((f) => [f.rule, f.error]), [['low', 'lookup failed: disk I/O error'], ['bad', 'compares numbers or strings, got number and string'.replace(/^/, '< ')]]);
  });
});

describe('lookups behind a condition are made only when a rule reaches them', () => {
  const when = (text: string) => compileCel(text);
  const p: PolicyDocument = {
    rules: [
      { id: 'g1', name: 'low and blocked', when: when('score < 300 && in_list("blocked", input.email)'), actions: [{ type: 'decision', outcome: 'decline' }] },
      { id: 'g2', name: 'high or fast', when: when('score > 900 || velocity("email", "ip", "1h") > 2'), actions: [{ type: 'tag', tag: 'fast' }] },
      { id: 'g3', name: 'ru and unknown list', when: when('input.email.endsWith(".ru") && in_list("missing", input.email)'), actions: [{ type: 'tag', tag: 'ru' }] },
      { id: 'g4', name: 'not low, or on the vip list', when: when('!(score < 800) || in_list("vip", input.email) && velocity("phone", "ip", "1d") >= 0'), actions: [{ type: 'points', code: 'TX001', points: 5 }] },
      { id: 'e', name: 'vip', when: when('in_list("vip", input.email)'), actions: [{ type: 'tag', tag: 'vip' }] },
    ],
  };
  /** The same policy with every lookup fetched before the rules run (what the evaluator did before 2026-11-27). */
  const eagerTwin = () => {
    const c = compilePolicy(JSON.parse(JSON.stringify(p)) as PolicyDocument);
    for (const l of c.lists) (l as { eager: boolean }).eager = true;
    (c.eagerVelocities as number[]).splice(0, c.eagerVelocities.length, ...c.velocities.map((_, i) => i));
    return c;
  };
  const syncFacts = (fields: Record<string, unknown>, lists: Record<string, string[]>, velocity: Record<string, number>): Facts & { calls: string[] } => {
    const calls: string[] = [];
    return {
      calls,
      field: (path) => fields[path] ?? null,
      inList(list, value) {
        calls.push(`list:${list}:${value}`);
        const items = lists[list];
        if (!items) throw Object.assign(new Error(`no list named "${list}"`), { name: 'UnknownList' });
        return items.includes(value);
      },
      velocity(count, of, w) {
        calls.push(`vel:${count}:${of}:${w}`);
        return velocity[`${count}/${of}/${w}`] ?? null;
      },
    };
  };
  const cases: [Record<string, unknown>, string[]][] = [
    // score 500: g1's list is not reached, g2's velocity is, g3's unknown list is (the rule fails), g4 reaches vip and the phone count.
    [{ score: 500, 'input.email': 'a@b.ru' }, ['list:vip:a@b.ru', 'vel:email:ip:3600', 'list:missing:a@b.ru', 'vel:phone:ip:86400']],
    // score 200: g1's list is reached; g2's velocity too; g3 not (not .ru); g4 reaches vip, which is false: no phone count.
    [{ score: 200, 'input.email': 'x@y.com' }, ['list:vip:x@y.com', 'list:blocked:x@y.com', 'vel:email:ip:3600']],
    // score 950: g2 decided by its first operand, g4 by its first: neither count is made.
    [{ score: 950, 'input.email': 'v@y.com' }, ['list:vip:v@y.com']],
  ];
  test('only the lookups the rules reach are made, and the result is the one of fetching every lookup first', async () => {
    const lists = { blocked: ['x@y.com'], vip: ['v@y.com', 'a@b.ru'] };
    const velocity = { 'email/ip/3600': 3, 'phone/ip/86400': 1 };
    for (const [fields, calls] of cases) {
      for (const mode of ['all', 'decisive', 'none'] as const) {
        const f = syncFacts(fields, lists, velocity);
        const got = compilePolicy(p).run(f, mode);
        assert.equal(got instanceof Promise, false, 'synchronous lookups made while the rules run need no promise');
        assert.deepEqual(f.calls, calls, `${JSON.stringify(fields)} ${mode}`);
        const ref = syncFacts(fields, lists, velocity);
        const want = eagerTwin().run(ref, mode);
        assert.ok(ref.calls.length >= calls.length);
        assert.deepEqual(got, want, `${JSON.stringify(fields)} ${mode}`);
        // Lookups answered with a promise (PostgreSQL): the rule that reached one runs again once it is answered.
        const async = facts(fields, lists, velocity);
        const a = compilePolicy(p).run(async, mode);
        assert.ok(a instanceof Promise);
        assert.deepEqual(await a, want, `async ${JSON.stringify(fields)} ${mode}`);
        assert.deepEqual(async.calls, calls);
      }
    }
    // A lookup made while the rules run that fails fails its rule only, as a fetched one does.
    const broken = { ...syncFacts({ score: 200, 'input.email': 'x@y.com' }, lists, velocity), velocity: () => Promise.reject(new Error('connection reset')) };
    const r = (await compilePolicy(p).run(broken, 'decisive')) as PolicyResult;
    assert.deepEqual(r.failed, [{ rule: 'g2', error: 'lookup failed: connection reset' }]);
    assert.equal(r.rules[0]!.matched, true);
  });
});

describe('a stored decision is written from text made once per version, the same bytes as JSON.stringify', () => {
  test('every rule result, in every reads mode, with failures, odd strings and every read type', async () => {
    const doc = compilePolicySource({
      rules: [
        { id: 'r"1', name: 'quotes " and \\ and \u00e9 and \u2028', when: 'score < 500 && "RN001" in reason_codes', actions: [{ type: 'points', code: 'RX001', points: -40 }, { type: 'tag', tag: 'tag "x"' }] },
        { id: 'r2', name: 'no match', when: 'score > 900', actions: [{ type: 'decision', outcome: 'decline' }] },
        { id: 'r3', name: 'fails', when: 'email.domain < 3', actions: [] },
        { id: 'r4', name: 'list and velocity', when: 'in_list("blocked", input.email) || velocity("email", "ip", "1h") > 2', actions: [{ type: 'add_to_list', list: 'seen', touchpoint: 'email', expires_in_days: 3 }] },
        { id: 'r5', name: 'unknown list', when: 'in_list("missing", input.email)', actions: [{ type: 'decision', outcome: 'review' }] },
        { id: 'r6', name: 'regex', when: 'input.last_name.matches("^[a-z]+$") && has(email.domain)', actions: [] },
      ],
    }).doc as PolicyDocument;
    const { ruleResultJson } = await import('./evaluate.js');
    const f = facts({ score: 420, reason_codes: ['RN001', 'RE002'], 'email.domain': 'ex"ample.com', 'input.email': 'a@b.c', 'input.last_name': 'smith' }, { blocked: [] }, { 'email/ip/3600': 7 });
    for (const mode of ['all', 'decisive', 'none'] as const) {
      const out = await compilePolicy(doc).run(f, mode);
      assert.ok(out.rules.some((r) => r.error !== undefined), 'a failed rule is among them');
      assert.ok(out.rules.some((r) => r.matched));
      for (const r of out.rules) assert.equal(ruleResultJson(r), JSON.stringify(r), `${mode}: ${r.id}`);
    }
  });

  test('the record and the explanation a decided call stores', async () => {
    const { Decisions, decisionRecordJson, explanationJson } = await import('../decide.js');
    // No list or velocity conditions: the lists and the graph are not read (empty stand-ins, never called).
    const d = new Decisions({ policies: {} as never, lists: {} as never, nodeKey: () => 'n', velocity: () => 0 });
    const doc = compilePolicySource({
      rules: [
        { id: 'a', name: 'low score', when: 'score < 500', actions: [{ type: 'points', code: 'RX001', points: -40 }, { type: 'decision', outcome: 'review' }, { type: 'tag', tag: 't' }] },
        { id: 'b', name: 'never', when: 'score > 2000', actions: [] },
        { id: 'c', name: 'type error', when: 'customer_id > 3', actions: [] },
      ],
    }).doc as PolicyDocument;
    const scored = { score: 300, score_cluster: 'low', reason_codes: 'RN001', explanation: { model_id: 'name_score', base: 0, contributions: [{ code: 'RN001', points: -100 }], total: -100, score: 300, score_cluster: 'low' } };
    const call = { accountId: 'acct_x', operation: 'name', resolutionId: 'res_x', customerId: 'c "1"', live: false, now: new Date(0), body: {}, scored: scored as never, input: {}, touchpoints: [] };
    for (const mode of ['all', 'decisive', 'none'] as const) {
      const out = await d.run({ policyId: 'pol_x', version: 2, hash: 'h', document: doc }, call, mode);
      assert.equal(decisionRecordJson(out.record), JSON.stringify(out.record), mode);
      for (const base of [{}, { scores: { name: scored.explanation }, providers: [{ name: 'p', ok: true }] }]) {
        const e = { ...base, decision: out.record };
        assert.equal(explanationJson(e), JSON.stringify(e), mode);
      }
      // Any other shape is left to JSON.stringify: a record not made here, decision not the last key.
      assert.equal(decisionRecordJson(JSON.parse(JSON.stringify(out.record))), null);
      assert.equal(explanationJson({ decision: out.record, after: 1 }), undefined);
      assert.equal(explanationJson({ scores: {} }), undefined);
      assert.equal(explanationJson(null), undefined);
    }
  });

  test('the compact stored record keeps the matched or failed rules and expands back to the same bytes', async () => {
    const { Decisions, expandDecisionRecord, storedDecisionJson, storedExplanationJson } = await import('../decide.js');
    const d = new Decisions({ policies: {} as never, lists: {} as never, nodeKey: () => 'n', velocity: () => 0 });
    const doc = compilePolicySource({
      rules: [
        { id: 'a', name: 'low "score"', when: 'score < 500', actions: [{ type: 'points', code: 'RX001', points: -40 }, { type: 'decision', outcome: 'review' }, { type: 'tag', tag: 't' }] },
        { id: 'b', name: 'never', when: 'score > 2000', actions: [{ type: 'decision', outcome: 'decline' }] },
        { id: 'c', name: 'type error', when: 'customer_id > 3', actions: [] },
        { id: 'd', name: 'also matches', when: 'score_cluster == "low" && has(customer_id)', actions: [{ type: 'tag', tag: 'u' }] },
      ],
    }).doc as PolicyDocument;
    // The document as the read path has it: parsed from its stored text, not the objects the call ran.
    const stored = { hash: 'h', document: JSON.parse(JSON.stringify(doc)) as PolicyDocument };
    const scored = { score: 300, score_cluster: 'low', reason_codes: 'RN001', explanation: { model_id: 'name_score', base: 0, contributions: [{ code: 'RN001', points: -100 }], total: -100, score: 300, score_cluster: 'low' } };
    const call = { accountId: 'acct_x', operation: 'name', resolutionId: 'res_x', customerId: 'c "1"', live: false, now: new Date(0), body: {}, scored: scored as never, input: {}, touchpoints: [] };
    for (const mode of ['all', 'decisive', 'none'] as const) {
      const out = await d.run({ policyId: 'pol_x', version: 2, hash: 'h', document: doc }, call, mode);
      const compact = JSON.parse(storedDecisionJson(out.record)!);
      assert.equal(compact.compact, true);
      // Only what is not in the version: the rules that matched or failed (or read something, in `all` mode).
      assert.deepEqual(compact.rules.map((r: { id: string }) => r.id), mode === 'all' ? ['a', 'b', 'c', 'd'] : ['a', 'c', 'd'], mode);
      for (const r of compact.rules) assert.equal('name' in r || 'actions' in r, false);
      assert.ok(storedDecisionJson(out.record)!.length < JSON.stringify(out.record).length);
      assert.equal(JSON.stringify(expandDecisionRecord(compact, stored)), JSON.stringify(out.record), mode);
      for (const base of [{}, { scores: { name: scored.explanation }, providers: [{ name: 'p', ok: true }] }]) {
        const e = { ...base, decision: out.record };
        const text = storedExplanationJson(e)!;
        const back = { ...JSON.parse(text), decision: expandDecisionRecord(JSON.parse(text).decision, stored) };
        assert.equal(JSON.stringify(back), JSON.stringify(e), mode);
      }
      // A full record (the shape stored before) is returned as it is; a compact one the version does not fit keeps the
      // answer's shape (every rule with a name and actions, which the response schema requires) from what it stored.
      const full = JSON.parse(JSON.stringify(out.record));
      assert.equal(expandDecisionRecord(full, stored), full);
      for (const version of [{ ...stored, hash: 'other' }, null, { hash: 'h', document: { rules: doc.rules.slice(1) } as PolicyDocument }]) {
        const shaped = expandDecisionRecord(compact, version) as { rules: { id: string; name: string; matched: boolean; reads: unknown[]; actions: unknown[] }[]; compact?: unknown; outcome: unknown };
        assert.equal(shaped.compact, undefined, mode);
        assert.equal(shaped.outcome, compact.outcome, mode);
        assert.deepEqual(shaped.rules.map((r) => [r.id, r.name, r.matched, r.reads, r.actions]), compact.rules.map((r: { id: string; matched: boolean; reads: unknown[] }) => [r.id, r.id, r.matched, r.reads, []]), mode);
      }
      assert.equal(storedDecisionJson(full), null);
      assert.equal(storedExplanationJson({ decision: out.record, after: 1 }), undefined);
    }
  });
});
