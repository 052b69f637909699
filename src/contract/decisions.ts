/**
 * Requests and answers of the decision layer's endpoints for an account's own key (idrisk extensions, not in the
 * upstream contract): lists (docs/rules.md#lists) and labels (docs/labels.md).
 */
import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.js';
import { CustomerId, Text } from './requests.js';

const strict = { additionalProperties: false } as const;

export const LIST_KIND_VALUES = ['phone', 'email', 'email_domain', 'ip', 'cidr', 'name', 'device_id', 'username'] as const;
export const LABEL_TAG_VALUES = ['fraud', 'chargeback', 'suspected_fraud', 'not_fraud', 'spam_or_abuse'] as const;
/** Items per add or remove call (a larger upload is sent in several calls, or with `idrisk lists add --file`). */
export const LIST_BATCH = 10_000;
export const LABEL_BATCH = 1000;

const ListName = Type.String({ pattern: '^[a-z0-9_-]{1,100}$', description: 'Unique per account: lower-case letters, digits, _ and -' });
const Time = Type.String({ format: 'date-time' });

export const ListParams = Type.Object({ list: ListName }, strict);

export const ListCreateRequest = Type.Object(
  {
    name: ListName,
    kind: StringEnum(LIST_KIND_VALUES, { description: 'What the items are; values are normalized by kind (docs/rules.md#lists)' }),
    description: Type.Optional(Text({ maxLength: 1000 })),
  },
  strict,
);

export const ListInfo = Type.Object(
  {
    id: Type.String({ description: 'lst_…' }),
    name: Type.String(),
    kind: StringEnum(LIST_KIND_VALUES),
    description: Nullable(Type.String()),
    created_at: Time,
    updated_at: Time,
  },
  strict,
);

export const ListDetail = Type.Object({ ...ListInfo.properties, items: Type.Integer({ minimum: 0, description: 'Items stored (expired ones included until removed)' }) }, strict);
export const ListsResponse = Type.Object({ lists: Type.Array(ListInfo) }, strict);

export const ListItemsAddRequest = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          value: Text({ minLength: 1, maxLength: 512 }),
          expires_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }), { description: 'When the item stops matching; absent or null: never' })),
          comment: Type.Optional(Text({ maxLength: 1000 })),
        },
        strict,
      ),
      { minItems: 1, maxItems: LIST_BATCH },
    ),
  },
  strict,
);

export const ListItemsRemoveRequest = Type.Object({ values: Type.Array(Text({ minLength: 1, maxLength: 512 }), { minItems: 1, maxItems: LIST_BATCH }) }, strict);

export const ListBulkResponse = Type.Object(
  { list: Type.String(), count: Type.Integer({ minimum: 0, description: 'Distinct normalized values added (or updated), or removed' }) },
  strict,
);

export const PageQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 1024, pattern: '^[A-Za-z0-9_-]*$', description: 'next_cursor of the previous page' })),
    limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]{0,2}|1000)$', description: 'Items per page, 1..1000 (default 100)' })),
  },
  strict,
);

export const ListItem = Type.Object(
  {
    value: Type.String({ description: 'The normalized value' }),
    expires_at: Nullable(Time),
    author: Type.String({ description: 'key:<api key id>, cli:<user> or rule:<policy version>/<rule id>' }),
    comment: Nullable(Type.String()),
    created_at: Time,
    updated_at: Time,
  },
  strict,
);
export const ListItemsResponse = Type.Object({ items: Type.Array(ListItem), next_cursor: Nullable(Type.String()) }, strict);

export const NewLabel = Type.Object(
  {
    resolution_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' })),
    customer_id: Type.Optional(CustomerId),
    tag: StringEnum(LABEL_TAG_VALUES),
    occurred_at: Type.Optional(Type.String({ format: 'date-time', description: 'When the fraud (or chargeback...) happened' })),
    notes: Type.Optional(Text({ maxLength: 2000 })),
  },
  { ...strict, description: 'Give resolution_id or customer_id (one of them)' },
);

export const LabelsRequest = Type.Object({ labels: Type.Array(NewLabel, { minItems: 1, maxItems: LABEL_BATCH }) }, strict);

export const Label = Type.Object(
  {
    label_id: Type.String({ description: 'lbl_…' }),
    resolution_id: Type.String(),
    customer_id: Nullable(Type.String()),
    tag: StringEnum(LABEL_TAG_VALUES),
    occurred_at: Nullable(Time),
    notes: Nullable(Type.String()),
    created_at: Time,
  },
  strict,
);
export const LabelsCreated = Type.Object({ labels: Type.Array(Label) }, strict);
export const LabelsPage = Type.Object({ labels: Type.Array(Label), next_cursor: Nullable(Type.String()) }, strict);
