/** Domain outcomes of resolving a call that the HTTP edge turns into errors of the catalogue. */
export class DuplicateIdentifier extends Error {
  constructor(readonly field: 'customer_id' | 'transaction_id') {
    super(`${field} already used`);
    this.name = 'DuplicateIdentifier';
  }
}

export class InsufficientCredits extends Error {
  constructor(readonly balance: number, readonly price: number) {
    super(`balance ${balance} is lower than the price ${price}`);
    this.name = 'InsufficientCredits';
  }
}

export class ProductNotAvailable extends Error {
  constructor(readonly product: string) {
    super(`no live engine for ${product}`);
    this.name = 'ProductNotAvailable';
  }
}

export class UnknownModel extends Error {
  /** `product`: the model exists but is made for another product (its `product` field). */
  constructor(readonly modelId: string, readonly madeFor?: string) {
    super(`unknown model ${modelId}`);
    this.name = 'UnknownModel';
  }
}

/** An engine did not return within its deadline plus a grace period (an engine fault, not an input problem). */
export class EngineTimeout extends Error {
  constructor(readonly product: string, readonly ms: number) {
    super(`${product} did not answer within ${ms} ms`);
    this.name = 'EngineTimeout';
  }
}
