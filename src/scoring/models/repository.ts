/** The accounts' custom scorecards (table scoring_models): ids, documents in, models out; the rows through src/store/models. */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../store/db.js';
import { ScoringModelsRepository, type ScoringModelRows } from '../../store/models/index.js';
import type { ScoringModelsTable } from '../../store/schema.js';
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
/**
 * The shape of an id newModelId makes. Anything else names no model and is answered without a query: a request's
 * model_id is any string, and PostgreSQL refuses some (a NUL character) where SQLite simply finds no row.
 */
const MODEL_ID = /^mdl_[A-Za-z0-9_-]{1,64}$/;

export function toScorecard(m: StoredModel): Scorecard {
  return { id: m.id, base: m.base, points: m.points, product: m.product };
}

type Row = ScoringModelsTable;
const fromRow = (r: Row): StoredModel => ({ ...r, base: Number(r.base), points: JSON.parse(r.points) as Record<string, number> });

export class ScoringModels {
  private readonly rows: ScoringModelRows;

  constructor(db: Executor) {
    this.rows = new ScoringModelsRepository(db);
  }

  async create(accountId: string, doc: ModelDocument, now = new Date(), exec?: Executor): Promise<StoredModel> {
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
    await this.rows.insert(row, exec);
    return fromRow(row);
  }

  async get(accountId: string, id: string, exec?: Executor): Promise<StoredModel | null> {
    if (!MODEL_ID.test(id)) return null;
    const r = await this.rows.byId(accountId, id, exec);
    return r ? fromRow(r) : null;
  }

  /** Oldest first, ties by id in code-unit order (sorted here: ORDER BY on text follows the database collation). */
  async list(accountId: string, exec?: Executor): Promise<StoredModel[]> {
    const rows = await this.rows.ofAccount(accountId, exec);
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return rows.sort((a, b) => cmp(a.created_at, b.created_at) || cmp(a.id, b.id)).map(fromRow);
  }

  async delete(accountId: string, id: string, exec?: Executor): Promise<boolean> {
    if (!MODEL_ID.test(id)) return false;
    return this.rows.delete(accountId, id, exec);
  }
}
