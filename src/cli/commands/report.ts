/** `idrisk report`: how well an account's models and rules catch the frauds its labels name (docs/labels.md). */
import { parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';
import type { Report } from '../../decisions/reports.js';

export const reportCommand: CliCommand = {
  name: 'report',
  summary: 'Performance of models and rules against the labels: ROC AUC, precision/recall per cut, calibration, lift',
  usage: [
    'idrisk report --account ID [--model MODEL_ID] [--policy-version pol_…@N] [--operation OP] [--since DATE] [--until DATE] [--json]',
  ].join('\n'),
  async run(argv, ctx) {
    const { values } = parse(argv, {
      account: { type: 'string' },
      model: { type: 'string' },
      'policy-version': { type: 'string' },
      operation: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
    });
    const accountId = requireString(values.account, '--account');
    const date = (v: unknown, name: string) => {
      if (v === undefined) return undefined;
      const t = Date.parse(String(v));
      if (Number.isNaN(t)) throw new UsageError(`${name} must be a date or time (ISO-8601), got "${String(v)}"`);
      return new Date(t).toISOString();
    };
    const since = date(values.since, '--since');
    const until = date(values.until, '--until');
    const s = await ctx.services();
    try {
      if (!(await s.accounts.get(accountId))) throw new UsageError(`no account ${accountId}`);
      const report = await s.decisions.reports.report(
        {
          accountId,
          modelId: values.model as string | undefined,
          policyVersion: values['policy-version'] as string | undefined,
          operation: values.operation as string | undefined,
          since,
          until,
        },
        ctx.io.stderrIsTTY ? (n) => ctx.io.err(`… ${n} resolutions`) : undefined,
      );
      ctx.io.out(values.json ? JSON.stringify(report) : text(report));
      return 0;
    } finally {
      await s.close();
    }
  },
};

const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);

function text(r: Report): string {
  const lines = [
    `${r.resolutions} resolutions (${r.scored} scored), ${r.labelled} labelled, ${r.frauds} frauds (${pct(r.fraud_rate)})`,
    `ROC AUC: ${r.roc_auc === null ? 'n/a (needs frauds and non-frauds)' : r.roc_auc.toFixed(4)}`,
    'score < cut   alert rate  precision  recall',
    ...r.score_cuts.map((c) => `  ${String(c.cut).padEnd(11)} ${pct(c.alert_rate).padEnd(11)} ${pct(c.precision).padEnd(10)} ${pct(c.recall)}`),
    'calibration (observed fraud rate per score band)',
    ...r.calibration.map((b) => `  ${b.band.padEnd(9)} ${String(b.resolutions).padEnd(8)} ${pct(b.fraud_rate)}`),
    'rules: hits, precision',
    ...r.rules.map((x) => `  ${x.policy_version} ${x.rule}: ${x.hits} hits, ${pct(x.precision)}`),
    `frauds no rule caught: ${r.uncaught.frauds}`,
  ];
  return lines.join('\n');
}
