/**
 * The active model of each account and product (spec rule 6): a call that names no `model_id` scores with the model the
 * account activated for that product (`idrisk models activate`, the admin API), else the product's standard one.
 * `product` is a product name or `onboarding` (the hub's score block).
 */
import type { ActiveModelRows } from '../store/models/index.js';
import { MODEL_PRODUCTS } from '../scoring/models/schema.js';
import type { ModelResolver } from '../scoring/models/index.js';
import { InvalidInput, NotFound } from './errors.js';
import { hubStandardModel } from '../onboarding/models.js';

export type ModelProduct = (typeof MODEL_PRODUCTS)[number];

export interface ActiveModel {
  readonly product: ModelProduct;
  readonly model_id: string;
  readonly activated_at: string;
}

/**
 * Activation and the per-call read. The read is cached per process for `ttlMs` (default 30 s, as custom models are,
 * docs/models.md): an activation made by this process is seen at once, one made by another process (the CLI) within
 * the TTL. A miss (no active model) is cached too, so a call of an account without one costs no query.
 */
export class ActiveModels {
  /** Per account and product: the read in flight or done, so concurrent first calls share one query. */
  private readonly cache = new Map<string, { id: Promise<string | null>; at: number }>();
  constructor(
    private readonly repo: ActiveModelRows,
    private readonly models: ModelResolver,
    private readonly ttlMs = 30_000,
  ) {}

  /** The model id a call of `product` uses when it names none; null: the product's standard model. */
  async activeFor(accountId: string, product: string): Promise<string | null> {
    const key = `${accountId}\u0000${product}`;
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.id;
    const id = this.repo.get(accountId, product);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { id, at: now });
    // A failed read is not kept: the next call asks again.
    id.catch(() => {
      if (this.cache.get(key)?.id === id) this.cache.delete(key);
    });
    return id;
  }

  /** A product that has models (MODEL_PRODUCTS), or InvalidInput (400) naming them. */
  static checkProduct(product: string): ModelProduct {
    if (!(MODEL_PRODUCTS as readonly string[]).includes(product)) {
      throw new InvalidInput(`unknown product "${product}"; one of ${MODEL_PRODUCTS.join(', ')}`, 'product');
    }
    return product as ModelProduct;
  }

  /** The active model of one product (null: none activated, the standard model scores); 400 for an unknown product. */
  async get(accountId: string, product: string): Promise<string | null> {
    ActiveModels.checkProduct(product);
    return this.repo.get(accountId, product);
  }

  /**
   * Make `modelId` the account's model for `product`; checked to exist for the account and to be made for that
   * product: a custom model of another product, or another product's standard model (`ip_score` for phone), is
   * refused with 400 (a call naming one as model_id is still scored: models are generic, docs/models.md).
   */
  async activate(accountId: string, product: string, modelId: string, at = new Date()): Promise<ActiveModel> {
    ActiveModels.checkProduct(product);
    const known = product === 'onboarding' ? (hubStandardModel(modelId) ?? (modelId.startsWith('mdl_') ? await this.models.resolve(accountId, modelId) : null)) : await this.models.resolve(accountId, modelId);
    if (!known) throw new NotFound(`no model ${modelId} for account ${accountId}`, 'model_id');
    if (known.product && known.product !== product) throw new InvalidInput(`model ${modelId} is made for the ${known.product} product`, 'model_id');
    const standardOf = /^([a-z]+)_score$/.exec(modelId)?.[1];
    if (product !== 'onboarding' && !modelId.startsWith('mdl_') && standardOf !== undefined && standardOf !== product) {
      throw new InvalidInput(`model ${modelId} is the standard model of the ${standardOf} product, not of ${product}`, 'model_id');
    }
    await this.repo.set(accountId, product, modelId, at.toISOString());
    this.cache.delete(`${accountId}\u0000${product}`);
    return { product: product as ModelProduct, model_id: modelId, activated_at: at.toISOString() };
  }

  async deactivate(accountId: string, product: string): Promise<boolean> {
    this.cache.delete(`${accountId}\u0000${product}`);
    return this.repo.clear(accountId, product);
  }

  async list(accountId: string): Promise<ActiveModel[]> {
    const rows = await this.repo.list(accountId);
    return rows.map((r) => ({ ...r, product: r.product as ModelProduct })).sort((a, b) => (a.product < b.product ? -1 : 1));
  }
}
