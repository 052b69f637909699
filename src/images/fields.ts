/**
 * The image and face fields of the phone and email payloads (src/contract/payloads/images.ts) from one analysis
 * (docs/images.md "Fields"). Image K of the call is `image_*` / `faceN_*` for K = 1 and `imageK_*` for K = 2..3.
 *
 * - `image_labels`: the COCO object labels CenterNet found (80 possible, not the 3,500 of commercial services) as
 *   `label,confidence` pairs, best first; an analysed image with none is "" (analysed, nothing found), never null.
 * - `faceN_labels`: the gender the model estimates and the most likely expression, each with its confidence.
 * - `faceN_bounding_box`: Width,Height,Left,Top as ratios of the image.
 * - `faceN_age_range`: the model's age estimate widened by AGE_MARGIN years each side (FaceRes gives one number; the
 *   range says how far to trust it), clamped at 0.
 * - `faceN_is_celebrity`, `faceN_celebrity_name`: null (no open celebrity set ships with idrisk).
 * - `faces_similarityN`: the pairs of the call's images whose first faces were compared; true at SAME_PERSON or more.
 */
import type { AnalysedImage } from './protocol.js';
import type { ImageAnalysis } from './analyser.js';

/** Years each side of the model's age estimate in `faceN_age_range`. */
export const AGE_MARGIN = 5;
/** Face similarity (0..1, human's `match.similarity` of FaceRes descriptors) from which two faces are one person. */
export const SAME_PERSON = 0.6;
/** An image with this share of its pixels in 8 colours or more is flat colour: a default avatar, logo or drawing. */
export const FLAT_SHARE = 0.9;

const pairs = (items: readonly { readonly label: string; readonly score: number }[]) =>
  items.map((i) => `${i.label.replace(/[,|]/g, ' ')},${i.score}`).join('|');

const box = (b: readonly [number, number, number, number]) => `${b[2]},${b[3]},${b[0]},${b[1]}`;

type Fields = Record<string, string | boolean | null>;

/** The fields of image k (1..3) of the call. */
function imageFields(out: Fields, k: number, img: AnalysedImage): void {
  const prefix = k === 1 ? '' : `image${k}_`;
  if (!img.ok) return;
  out[k === 1 ? 'image_labels' : `image${k}_labels`] = pairs(img.objects);
  img.faces.slice(0, 3).forEach((f, i) => {
    const n = i + 1;
    const labels: { label: string; score: number }[] = [];
    if (f.gender !== null && f.genderScore !== null) labels.push({ label: f.gender, score: f.genderScore });
    if (f.emotion) labels.push(f.emotion);
    out[`${prefix}face${n}_labels`] = pairs(labels);
    out[`${prefix}face${n}_bounding_box`] = box(f.box);
    out[`${prefix}face${n}_age_range`] = f.age === null ? null : `${Math.max(0, Math.floor(f.age - AGE_MARGIN))}-${Math.ceil(f.age + AGE_MARGIN)}`;
  });
}

/**
 * The payload fields of an analysis of `urls` (in the order analysed). `sources` are the `imageK_source` values of
 * images 2..3 (image 1's `image_source` is set by the product). Fields of an image that could not be decoded stay null.
 */
export function imagePayloadFields(urls: readonly string[], analysis: ImageAnalysis, sources: readonly (string | null)[] = []): Fields {
  const out: Fields = {};
  analysis.images.slice(0, 3).forEach((img, i) => {
    if (i > 0 && sources[i]) out[`image${i + 1}_source`] = sources[i]!;
    imageFields(out, i + 1, img);
  });
  let n = 0;
  for (let i = 0; i < analysis.images.length && n < 3; i++) {
    for (let j = i + 1; j < analysis.images.length && n < 3; j++) {
      const s = analysis.similarity[i]?.[j] ?? -1;
      const a = analysis.images[i]!;
      const b = analysis.images[j]!;
      if (s < 0 || !a.ok || !b.ok || !a.faces[0] || !b.faces[0]) continue;
      n++;
      out[`faces_similarity${n}`] = s >= SAME_PERSON;
      out[`faces_similarity${n}_image1`] = urls[i]!;
      out[`faces_similarity${n}_image2`] = urls[j]!;
      out[`faces_similarity${n}_image1_bounding_box`] = box(a.faces[0].box);
      out[`faces_similarity${n}_image2_bounding_box`] = box(b.faces[0].box);
    }
  }
  return out;
}

/** Image 1 is flat colour (a default avatar, a logo, a drawing): not a photograph. */
export const isFlatImage = (analysis: ImageAnalysis): boolean => {
  const first = analysis.images[0];
  return first !== undefined && first.ok && first.flatShare >= FLAT_SHARE;
};
