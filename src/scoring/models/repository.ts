/** Storage of the accounts' custom scorecards (table scoring_models). */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../store/db.js';
import type { Scorecard } from '../scorecard.js';
import type { ModelDocument } from './schema.js';

export interface StoredModel {
  readonly id: string;
  readonly account_id: string;
  readonly name: string;
  readonly product: string | null;
  readonly description: string | null;
  readonly base: number;
  readonly points: Readonly<Record<string, number>>;
  readonly created_at: string;
}

export const newModelId = () => `mdl_${randomBytes(12).toString('base64url')}`;

export function toScorecard(m: StoredModel): Scorecard {
  return { id: m.id, base: m.base, points: m.points };
}

type Row = {
  id: string; account_id: string; name: string; product: string | null; description: string | null;
  base: number; points: string; created_at: string;
};
const fromRow = (r: Row): StoredModel => ({ ...r, base: Number(r.base), points: JSON.parse(r.points) as Record<string, number> });

export class ScoringModels {
  constructor(private readonly db: Executor) {}

  async create(accountId: string, doc: ModelDocument, now = new Date(), exec: Executor = this.db): Promise<StoredModel> {
    const row: Row = {
      id: newModelId(),
      account_id: accountId,
      name: doc.name,
      product: doc.product ?? null,
      description: doc.description ?? null,
      base: doc.base,
      points: JSON.stringify(doc.points),
      created_at: now.toISOString(),
    };
    await exec.insertInto('scoring_models').values(row).execute();
    return fromRow(row);
  }

  async get(accountId: string, id: string, exec: Executor = this.db): Promise<StoredModel | null> {
    const r = await exec.selectFrom('scoring_models').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    return r ? fromRow(r) : null;
  }

  async list(accountId: string, exec: Executor = this.db): Promise<StoredModel[]> {
    const rows = await exec.selectFrom('scoring_models').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
    return rows.map(fromRow);
  }

  async delete(accountId: string, id: string, exec: Executor = this.db): Promise<boolean> {
    const r = await exec.deleteFrom('scoring_models').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
