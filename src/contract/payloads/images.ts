/**
 * The image and face fields shared by the phone and email payloads: image 1 (`image_*`, `faceN_*`), images 2..3
 * (`imageK_*`, `imageK_faceN_*`) and the face similarity pairs (`faces_similarityN*`). Built in a loop, typed
 * with template-literal keys so `Static<>` keeps every field name.
 */
import type { TNull, TSchema, TString, TBoolean, TUnion } from '@sinclair/typebox';
import { Bool, Str } from './fields.js';

type FaceN = 1 | 2 | 3;
type ImageK = 2 | 3;
type FaceStr = 'labels' | 'bounding_box' | 'age_range' | 'celebrity_name';

export type ImageStringKey =
  | 'image_labels'
  | `face${FaceN}_${FaceStr}`
  | `image${ImageK}_labels`
  | `image${ImageK}_face${FaceN}_${FaceStr}`
  | `faces_similarity${FaceN}_image${1 | 2}`
  | `faces_similarity${FaceN}_image${1 | 2}_bounding_box`;
export type ImageBooleanKey = `face${FaceN}_is_celebrity` | `image${ImageK}_face${FaceN}_is_celebrity` | `faces_similarity${FaceN}`;
export type ImageSourceKey = 'image_source' | `image${ImageK}_source`;

export type ImageFaceFields<S extends TSchema> = Record<ImageSourceKey, S> &
  Record<ImageStringKey, TUnion<[TString, TNull]>> &
  Record<ImageBooleanKey, TUnion<[TBoolean, TNull]>>;

const FACES = [1, 2, 3] as const;
const ORDINAL = ['', 'first', 'second', 'third'] as const;

/** Fields of one image: `prefix` is '' for image 1 and `imageK_` for K = 2..3. */
function imageFields(out: Record<string, TSchema>, k: number, source: (description: string) => TSchema): void {
  const prefix = k === 1 ? '' : `image${k}_`;
  const img = `image ${k}`;
  out[k === 1 ? 'image_source' : `image${k}_source`] = source(`Where profile ${img} comes from`);
  out[k === 1 ? 'image_labels' : `image${k}_labels`] = Str(
    `Labels detected in ${img} as label,confidence pairs separated by |`,
  );
  for (const n of FACES) {
    const face = `${ORDINAL[n]} face of ${img}`;
    out[`${prefix}face${n}_labels`] = Str(`Labels of the ${face} as label,confidence pairs separated by |`);
    out[`${prefix}face${n}_bounding_box`] = Str(`Bounding box of the ${face}: Width,Height,Left,Top (ratios of the image)`);
    out[`${prefix}face${n}_age_range`] = Str(`Estimated age range of the ${face}, e.g. 25-35`);
    out[`${prefix}face${n}_is_celebrity`] = Bool(`The ${face} matches a celebrity`);
    out[`${prefix}face${n}_celebrity_name`] = Str(`Celebrity matched by the ${face}`);
  }
}

/**
 * Every image/face field, in the spec's order. `source` builds the schema of `image_source` / `imageK_source`
 * (an enum for phone, a free string for email).
 */
export function imageFaceFields<S extends TSchema>(source: (description: string) => S): ImageFaceFields<S> {
  const out: Record<string, TSchema> = {};
  for (const k of [1, 2, 3]) imageFields(out, k, source);
  for (const n of FACES) {
    out[`faces_similarity${n}`] = Bool(`Pair ${n}: the faces of two profile images belong to the same person`);
    out[`faces_similarity${n}_image1`] = Str(`Pair ${n}: URL of the first image compared`);
    out[`faces_similarity${n}_image2`] = Str(`Pair ${n}: URL of the second image compared`);
    out[`faces_similarity${n}_image1_bounding_box`] = Str(`Pair ${n}: face bounding box in the first image (Width,Height,Left,Top)`);
    out[`faces_similarity${n}_image2_bounding_box`] = Str(`Pair ${n}: face bounding box in the second image (Width,Height,Left,Top)`);
  }
  return out as ImageFaceFields<S>;
}
