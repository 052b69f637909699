/**
 * The spec's device category from the detector's device type (docs/device.md, "Category mapping").
 *
 * | detector type                          | category                                                        |
 * |----------------------------------------|-----------------------------------------------------------------|
 * | smartphone, phablet, feature phone     | Mobile Phone (rugged handhelds of scanner makers: Data Collection Terminal) |
 * | tablet                                 | Tablet                                                          |
 * | desktop                                | Desktop (Raspberry Pi OS / Raspbian: Single-board Computer)     |
 * | tv                                     | TV; streaming players: Media Player; boxes: Set Top Box         |
 * | console                                | Games Console                                                   |
 * | smart speaker                          | Digital Home Assistant                                          |
 * | car browser                            | Telematics Control Unit                                         |
 * | portable media player                  | Media Player                                                    |
 * | peripheral                             | Refrigerator (Family Hub), Single-board Computer (Raspberry Pi, ODROID, Tinker Board, PINE64), TV (projectors, StandbyME), else Data Collection Terminal |
 * | smart display                          | Digital Home Assistant (Portal, Xiaodu, Echo, Nest), else TV    |
 * | wearable, camera, unknown              | null (no such value in the spec)                                |
 */
import type { DeviceCategory } from '../../contract/payloads/device.js';
import type { ParsedUa } from './parse.js';

/** Makers whose Android handhelds are barcode / RFID / payment terminals (detected as smartphones). */
const TERMINAL_BRANDS = new Set([
  'zebra', 'honeywell', 'point mobile', 'urovo', 'sunmi', 'idata', 'newland', 'm3 mobile', 'datalogic', 'cipherlab',
  'bluebird', 'chainway', 'unitech', 'telpo', 'wiseasy', 'pax', 'ingenico', 'verifone', 'hopeland', 'mobiiot',
]);
const SBC_BRANDS = new Set(['raspberry', 'hardkernel', 'pine64', 'orange pi', 'banana pi', 'radxa', 'khadas']);
const STREAMING_PLAYER = /chromecast|fire ?tv (?:stick|cube)|\broku\b(?! ?tv)|digital video player|apple ?tv|shield|streaming|nexus player|tv stick/i;
const SET_TOP_BOX = /\bbox\b|box ?\d|\bstb\b|set[- ]?top|decoder|receiver|\b(?:mxq|x96|h96|t95|tx\d|a95x|hk1)\b|x96 ?mini/i;
const FRIDGE = /family ?hub|refrigerator|fridge/i;
const PROJECTOR_OR_SCREEN = /projector|screeneo|horizon|mogo|xming|standbyme|neoviu|\buhd\d+/i;
const ASSISTANT_DISPLAY = /portal|xiaodu|echo|nest|home hub/i;
const SBC_MODEL = /tinker ?board|odroid|raspberry/i;
const SBC_OS = /raspbian|raspberry pi os/i;

export function mapCategory(p: ParsedUa): DeviceCategory | null {
  const brand = p.device.brand.toLowerCase();
  const model = `${p.device.brand} ${p.device.model} ${p.device.code}`;
  switch (p.device.type) {
    case 'smartphone':
    case 'phablet':
    case 'feature phone':
      return TERMINAL_BRANDS.has(brand) ? 'Data Collection Terminal' : 'Mobile Phone';
    case 'tablet':
      return TERMINAL_BRANDS.has(brand) ? 'Data Collection Terminal' : 'Tablet';
    case 'desktop':
      return SBC_OS.test(p.os.name) || SBC_OS.test(p.client.name) ? 'Single-board Computer' : 'Desktop';
    case 'tv':
      if (STREAMING_PLAYER.test(model)) return 'Media Player';
      if (SET_TOP_BOX.test(model)) return 'Set Top Box';
      return 'TV';
    case 'console':
      return 'Games Console';
    case 'smart speaker':
      return 'Digital Home Assistant';
    case 'car browser':
      return 'Telematics Control Unit';
    case 'portable media player':
      return 'Media Player';
    case 'peripheral':
      if (FRIDGE.test(model)) return 'Refrigerator';
      if (SBC_BRANDS.has(brand) || SBC_MODEL.test(model)) return 'Single-board Computer';
      if (PROJECTOR_OR_SCREEN.test(model)) return 'TV';
      return 'Data Collection Terminal';
    case 'smart display':
      return ASSISTANT_DISPLAY.test(model) ? 'Digital Home Assistant' : 'TV';
    default:
      return null;
  }
}
