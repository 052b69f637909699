/**
 * Policies: an account's ordered rules per operation, versioned (docs/rules.md#versions). A version is saved as a
 * draft, published (the one calls run; the previously published one is retired) and can be rolled back to the
 * version published before. The service is what the CLI and the admin API call; no HTTP here, and no SQL (its rows
 * are src/store/decisions/policies.ts's, PolicyRows).
 */
import { newId } from '../accounts/ids.js';
import { OPERATIONS } from '../contract/operations.js';
import { isUniqueViolation, type Executor } from '../store/db.js';
import type { PolicyRows, PolicyVersionRow } from '../store/decisions/index.js';
import { policyHash, validatePolicy, canonicalJson, type PolicyDocument } from './rules/ast.js';
import { compilePolicySource } from './rules/cel.js';
import { DecisionError, InvalidInput, NotFound } from './errors.js';

/**
 * The lost-update guard of a draft, publish or roll back (412 VERSION_MISMATCH): checked and acted on in one
 * transaction, the write itself conditional on what was checked, so two concurrent changes cannot both pass.
 */
export class VersionMismatch extends DecisionError {
  constructor(message: string) {
    super('VERSION_MISMATCH', message);
  }
}

/** Operations a policy can decide: those whose answer carries a score (the products and the hub). */
export const POLICY_OPERATIONS = ['phone', 'email', 'ip', 'domain', 'device', 'name', 'hub'] as const satisfies readonly (keyof typeof OPERATIONS)[];
export type PolicyOperation = (typeof POLICY_OPERATIONS)[number];

export type VersionStatus = 'draft' | 'published' | 'retired';

export interface PolicyVersion {
  readonly policy_id: string;
  readonly operation: string;
  readonly version: number;
  readonly status: VersionStatus;
  readonly hash: string;
  readonly author: string;
  readonly created_at: string;
  readonly published_at: string | null;
  readonly document: PolicyDocument;
}

export interface PolicyInfo {
  readonly id: string;
  readonly operation: string;
  readonly name: string;
  readonly published_version: number | null;
  readonly versions: readonly Omit<PolicyVersion, 'document'>[];
}

/** The published version a call runs: `pol_…@3`. */
export interface ActivePolicy {
  readonly policyId: string;
  readonly version: number;
  readonly hash: string;
  readonly document: PolicyDocument;
}

export const policyVersionId = (p: { policyId: string; version: number }) => `${p.policyId}@${p.version}`;

const toVersion = (operation: string, r: PolicyVersionRow): PolicyVersion => ({
  policy_id: r.policy_id,
  operation,
  version: r.version,
  status: r.status as VersionStatus,
  hash: r.hash,
  author: r.author,
  created_at: r.created_at,
  published_at: r.published_at,
  document: JSON.parse(r.document) as PolicyDocument,
});

export class Policies {
  /** Per account and operation: the read in flight or done, so concurrent first calls share one query. */
  private readonly cache = new Map<string, { policy: Promise<ActivePolicy | null>; at: number }>();
  /** Version documents by `pol_…@3` (versionDocument): the read in flight or done. */
  private readonly versions = new Map<string, Promise<{ hash: string; document: PolicyDocument } | null>>();
  constructor(
    readonly repo: PolicyRows,
    /** How long a process keeps the published version of an account's policy (another process's publish shows within it). */
    private readonly ttlMs = 10_000,
  ) {}

  /**
   * Check a policy as people write it (a rule's `when` as CEL text or in the canonical form): the canonical document
   * or every problem (InvalidInput). Lists are not checked here: a rule naming a list the account lacks is skipped
   * at run time with rule_failed.
   */
  static check(input: unknown): PolicyDocument {
    const { doc, problems } = compilePolicySource(input);
    if (problems.length > 0) throw new InvalidInput(`${problems.length} problem(s) in the policy`, 'rules', problems);
    const more = validatePolicy(doc);
    if (more.length > 0) throw new InvalidInput(`${more.length} problem(s) in the policy`, 'rules', more);
    // The canonical form: key order fixed, so the hash names the content.
    return JSON.parse(canonicalJson(doc)) as PolicyDocument;
  }

  /**
   * Save a new draft version of the account's policy for `operation` (the policy is created on its first draft).
   * `expectedLatest` (0 or null: none yet): the latest version the editor started from; VersionMismatch when another
   * version was saved since, checked in the transaction of the write (two drafts saved at once: one gets the version
   * number, the other's insert hits the primary key and answers VersionMismatch too).
   */
  async saveDraft(accountId: string, operation: string, input: unknown, author: string, now = new Date(), expectedLatest?: number | null): Promise<PolicyVersion> {
    if (!(POLICY_OPERATIONS as readonly string[]).includes(operation)) {
      throw new InvalidInput(`operation must be one of ${POLICY_OPERATIONS.join(', ')}`, 'operation');
    }
    const doc = Policies.check(input);
    const at = now.toISOString();
    const guarded = expectedLatest !== undefined;
    try {
      return await this.repo.transaction(async (tx) => {
      const policy = (await this.repo.policy(accountId, operation, tx)) ?? (await this.createPolicy(accountId, operation, `${operation} policy`, at, tx));
      const versions = await this.repo.versions(policy.id, tx);
      const latest = versions[versions.length - 1]?.version ?? 0;
      if (guarded && latest !== (expectedLatest ?? 0)) throw new VersionMismatch(`The ${operation} policy's latest version is ${latest}, not ${expectedLatest ?? 0}: read it again`);
      const row: PolicyVersionRow = {
        policy_id: policy.id,
        version: latest + 1,
        status: 'draft',
        document: canonicalJson(doc),
        hash: policyHash(doc),
        author,
        created_at: at,
        published_at: null,
      };
      await this.repo.insertVersion(row, tx);
      return toVersion(operation, row);
      });
    } catch (err) {
      // Another draft (or the policy's first row) was written at the same moment: its number was taken.
      if (isUniqueViolation(err)) throw new VersionMismatch(`Another version of the ${operation} policy was saved at the same time: read it again`);
      throw err;
    }
  }

  /**
   * Publish a version (default: the latest draft); the version published until now is retired. `expectedPublished`
   * (a version or null: none): the version the operator saw published; VersionMismatch when another is, checked and
   * written in one transaction through a conditional update (of two concurrent publishes from the same version, one
   * wins and the other is refused).
   */
  async publish(accountId: string, operation: string, version?: number, now = new Date(), expectedPublished?: number | null): Promise<PolicyVersion> {
    const at = now.toISOString();
    // Without a guard a publish that lost the race to another is tried again from what is published then (the last
    // publish wins, as before, and exactly one version is ever `published`); with one it is refused.
    for (let attempt = 0; ; attempt++) {
      const out = await this.repo.transaction(async (tx) => {
        const policy = await this.requirePolicy(accountId, operation, tx);
        const current = policy.published_version === null ? null : Number(policy.published_version);
        if (expectedPublished !== undefined && current !== expectedPublished) throw this.mismatch(operation, current, expectedPublished);
        const versions = await this.repo.versions(policy.id, tx);
        const target = version === undefined ? [...versions].reverse().find((v) => v.status === 'draft') : versions.find((v) => v.version === version);
        if (!target) throw new NotFound(version === undefined ? 'no draft to publish' : `no version ${version}`, 'version');
        // The guard's write first, conditional on the published version read above: a publish that committed since
        // (PostgreSQL re-checks the row once the other transaction commits) makes it change nothing.
        if (!(await this.repo.setPublished(policy.id, target.version, at, tx, current))) return null;
        if (current !== null && current !== target.version) await this.repo.setStatus(policy.id, current, 'retired', null, tx);
        await this.repo.setStatus(policy.id, target.version, 'published', at, tx);
        return toVersion(operation, { ...target, status: 'published', published_at: at });
      });
      if (out) {
        this.forget(accountId, operation);
        return out;
      }
      if (expectedPublished !== undefined || attempt >= 2) {
        const p = await this.repo.policy(accountId, operation);
        throw this.mismatch(operation, p?.published_version == null ? null : Number(p.published_version), expectedPublished ?? null);
      }
    }
  }

  /**
   * Publish again the version that was published before the current one (by publication time). `expectedPublished`
   * as for publish; the publish itself is conditional on the version this read found published.
   */
  async rollback(accountId: string, operation: string, now = new Date(), expectedPublished?: number | null): Promise<PolicyVersion> {
    const policy = await this.requirePolicy(accountId, operation);
    const published = policy.published_version === null ? null : Number(policy.published_version);
    if (expectedPublished !== undefined && published !== expectedPublished) throw this.mismatch(operation, published, expectedPublished);
    if (policy.published_version === null) throw new NotFound('no published version to roll back', 'version');
    const versions = await this.repo.versions(policy.id);
    const current = versions.find((v) => v.version === Number(policy.published_version));
    const earlier = versions
      .filter((v) => v.published_at !== null && v.version !== current?.version && v.published_at <= (current?.published_at ?? ''))
      .sort((a, b) => (a.published_at! < b.published_at! ? 1 : a.published_at! > b.published_at! ? -1 : b.version - a.version))[0];
    if (!earlier) throw new NotFound('no earlier published version to roll back to', 'version');
    return this.publish(accountId, operation, earlier.version, now, published);
  }

  private mismatch(operation: string, current: number | null, expected: number | null): VersionMismatch {
    return new VersionMismatch(`The ${operation} policy has version ${current ?? 'none'} published, not ${expected ?? 'none'}: read it again`);
  }

  /** Stop deciding `operation` (no version published; the answer has no `decision`). */
  async unpublish(accountId: string, operation: string, now = new Date()): Promise<void> {
    const policy = await this.requirePolicy(accountId, operation);
    await this.repo.transaction(async (tx) => {
      if (policy.published_version !== null) await this.repo.setStatus(policy.id, Number(policy.published_version), 'retired', null, tx);
      await this.repo.setPublished(policy.id, null, now.toISOString(), tx);
    });
    this.forget(accountId, operation);
  }

  async list(accountId: string): Promise<PolicyInfo[]> {
    const out: PolicyInfo[] = [];
    for (const p of await this.repo.policies(accountId)) {
      const versions = (await this.repo.versions(p.id)).map((v) => {
        const { document: _d, ...rest } = toVersion(p.operation, v);
        return rest;
      });
      out.push({ id: p.id, operation: p.operation, name: p.name, published_version: p.published_version === null ? null : Number(p.published_version), versions });
    }
    return out.sort((a, b) => (a.operation < b.operation ? -1 : 1));
  }

  /** One version (default: the published one, else the latest). */
  async show(accountId: string, operation: string, version?: number): Promise<PolicyVersion> {
    const policy = await this.requirePolicy(accountId, operation);
    const versions = await this.repo.versions(policy.id);
    const v =
      version !== undefined
        ? versions.find((x) => x.version === version)
        : (versions.find((x) => x.version === Number(policy.published_version)) ?? versions[versions.length - 1]);
    if (!v) throw new NotFound(`no version ${version ?? ''} of the ${operation} policy`.replace('  ', ' '), 'version');
    return toVersion(operation, v);
  }

  /**
   * One version's hash and document by the policy's id (a stored decision names `pol_…@3`), or null. Versions never
   * change once saved (a new draft is a new version) and are never deleted, so a process keeps what it read.
   */
  async versionDocument(policyId: string, version: number): Promise<{ hash: string; document: PolicyDocument } | null> {
    const key = `${policyId}@${version}`;
    const hit = this.versions.get(key);
    if (hit) return hit;
    const read = this.repo.version(policyId, version).then((r) => (r ? { hash: r.hash, document: JSON.parse(r.document) as PolicyDocument } : null));
    if (this.versions.size > 1_000) this.versions.clear();
    this.versions.set(key, read);
    // A failed read or an unknown version is not kept: the next read asks again.
    read.then(
      (r) => void (r === null && this.versions.get(key) === read && this.versions.delete(key)),
      () => void (this.versions.get(key) === read && this.versions.delete(key)),
    );
    return read;
  }

  /** The version calls of `operation` run now (cached per process for ttlMs); null: no published policy. */
  async active(accountId: string, operation: string): Promise<ActivePolicy | null> {
    const key = `${accountId}\u0000${operation}`;
    const t = Date.now();
    const hit = this.cache.get(key);
    if (hit && t - hit.at < this.ttlMs) return hit.policy;
    // The document was checked when its version was saved (Policies.check).
    const policy = this.repo.active(accountId, operation) as Promise<ActivePolicy | null>;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { policy, at: t });
    // A failed read is not kept: the next call asks again.
    policy.catch(() => {
      if (this.cache.get(key)?.policy === policy) this.cache.delete(key);
    });
    return policy;
  }

  private async createPolicy(accountId: string, operation: string, name: string, at: string, exec: Executor) {
    const row = { id: newId('pol'), account_id: accountId, operation, name, published_version: null, created_at: at, updated_at: at };
    await this.repo.insertPolicy(row, exec);
    return row;
  }

  private async requirePolicy(accountId: string, operation: string, exec?: Executor) {
    const p = await this.repo.policy(accountId, operation, exec);
    if (!p) throw new NotFound(`the account has no ${operation} policy`, 'operation');
    return p;
  }

  private forget(accountId: string, operation: string): void {
    this.cache.delete(`${accountId}\u0000${operation}`);
  }
}
