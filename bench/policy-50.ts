/**
 * The bench's policy of issue 28 (bench/decisions-cost.ts, bench/decision-step.ts): five lists of 10^5 items, and 50
 * rules on the name product with 3 velocity conditions and 5 list lookups, one definition so both benches measure the
 * same policy.
 */
import type { Services } from '../src/composition.js';

/** Five lists of 10^5 items (the calls' values are not in them: a miss reads the same index pages as a hit). */
export async function seedBenchLists(d: Services['decisions'], accountId: string): Promise<void> {
  const LISTS = [['blocked_names', 'name'], ['vip_names', 'name'], ['blocked_emails', 'email'], ['bad_nets', 'cidr'], ['blocked_users', 'username']] as const;
  for (const [name, kind] of LISTS) {
    await d.lists.create(accountId, { name, kind });
    for (let b = 0; b < 10; b++) {
      const items = Array.from({ length: 10_000 }, (_, i) => {
        const n = b * 10_000 + i;
        return { value: kind === 'cidr' ? `10.${(n >> 8) & 255}.${n & 255}.0/24` : kind === 'email' ? `user${n}@example.com` : `person ${n}` };
      });
      await d.lists.add(accountId, name, items, 'bench');
    }
  }
}

/** The 50 rules: 3 velocity conditions, 5 list lookups, then comparisons, reason codes, a regular expression, `has` and `in`. */
export function benchRules() {
  const velocity = ['velocity("email", "name", "1h") > 5', 'velocity("phone", "name", "1d") > 10', 'velocity("resolution", "name", "7d") > 20'];
  const lists = ['in_list("blocked_names", name.value)', 'in_list("vip_names", input.first_name)', 'in_list("blocked_emails", input.last_name)', 'in_list("bad_nets", input.last_name)', 'in_list("blocked_users", input.first_name)'];
  const rules = [];
  for (let i = 0; i < 50; i++) {
    let when: string;
    if (i < 3) when = velocity[i]!;
    else if (i < 8) when = lists[i - 3]!;
    else if (i % 4 === 0) when = `score < ${100 + i * 10} && "RN001" in reason_codes`;
    else if (i % 4 === 1) when = `name.score_cluster == "very_low" || score > ${900 - i}`;
    else if (i % 4 === 2) when = `input.last_name.matches("^[a-z]{${(i % 7) + 1}}[0-9]+$")`;
    else when = `has(name.gender) && !(model_id in ["mdl_a", "mdl_b"]) && score >= ${i}`;
    rules.push({ id: `r${i}`, name: `rule ${i}`, when, actions: [{ type: 'points', code: 'RX001', points: -1 }, { type: 'tag', tag: `t${i % 5}` }] });
  }
  return rules;
}
