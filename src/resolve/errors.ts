/** Domain outcomes of resolving a call; each carries the catalogue code the HTTP edge answers with. */
import { DomainError } from '../contract/errors.js';

export class DuplicateIdentifier extends DomainError {
  constructor(readonly field: 'customer_id' | 'transaction_id') {
    super(
      field === 'customer_id' ? 'DUPLICATED_CUSTOMER_ID' : 'DUPLICATED_TRANSACTION_ID',
      field === 'customer_id'
        ? 'customer_id was already used by a previous request; use one customer_id per request'
        : 'transaction_id was already used by a previous data lookup',
      [{ field, message: 'already used' }],
      `${field} already used`,
    );
  }
}

export class InsufficientCredits extends DomainError {
  constructor(readonly balance: number, readonly price: number) {
    super('INSUFFICIENT_CREDITS', `This call costs ${price} credits; the balance is ${balance}.`, [], `balance ${balance} is lower than the price ${price}`);
  }
}

export class ProductNotAvailable extends DomainError {
  constructor(readonly product: string) {
    super('PRODUCT_NOT_AVAILABLE', `The ${product} product has no live engine in this version yet; nothing was billed. Sandbox keys answer it.`, [], `no live engine for ${product}`);
  }
}

export class UnknownModel extends DomainError {
  /** `madeFor`: the model exists but is made for another product (its `product` field). */
  constructor(readonly modelId: string, readonly madeFor?: string) {
    super(
      'UNKNOWN_MODEL',
      madeFor !== undefined
        ? `model_id "${modelId}" is a model for the ${madeFor} product, not for this endpoint`
        : `model_id "${modelId}" names no model of this account and no standard model`,
      [{ field: 'model_id', message: madeFor !== undefined ? `model for ${madeFor}` : 'unknown model' }],
      `unknown model ${modelId}`,
    );
  }
}

/** An engine did not return within its deadline plus a grace period (an engine fault, not an input problem). */
export class EngineTimeout extends DomainError {
  constructor(readonly product: string, readonly ms: number) {
    super('GATEWAY_TIMEOUT', 'The request could not complete in time; nothing was billed. Safe to retry.', [], `${product} did not answer within ${ms} ms`);
  }
}
