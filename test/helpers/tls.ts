/**
 * A test certificate authority made at test time with the openssl CLI (installed by scripts/test): a CA and leaf
 * certificates for host names, valid, expired, or for another name. Files live in a temporary directory; `caFile`
 * is what NODE_EXTRA_CA_CERTS takes in a spawned process, `ca` what the guard's `ca` option takes in-process.
 *
 *   const ca = await createTestCa();
 *   const leaf = await ca.issue(['www.normal.test', 'normal.test']);            // { key, cert }
 *   const old = await ca.issue(['expired.test'], { expired: true });
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Leaf {
  readonly key: string;
  readonly cert: string;
}

export interface TestCa {
  readonly dir: string;
  readonly caFile: string;
  readonly ca: string;
  issue(names: readonly string[], opts?: { readonly expired?: boolean; readonly org?: string }): Promise<Leaf>;
  remove(): void;
}

const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

export async function createTestCa(org = 'Idrisk Test CA'): Promise<TestCa> {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-ca-'));
  const caKey = join(dir, 'ca.key');
  const caFile = join(dir, 'ca.crt');
  writeFileSync(join(dir, 'ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash\n');
  await run('openssl', ['req', '-x509', ...EC, '-keyout', caKey, '-out', caFile, '-days', '3', '-subj', `/O=${org}/CN=${org} Root`,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign']);
  let n = 0;
  return {
    dir,
    caFile,
    ca: readFileSync(caFile, 'utf8'),
    async issue(names, opts = {}) {
      const base = join(dir, `leaf${n++}`);
      const san = names.map((h) => (/^[\d.]+$|:/.test(h) ? `IP:${h}` : `DNS:${h}`)).join(',');
      writeFileSync(`${base}.ext`, `subjectAltName=${san}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n`);
      await run('openssl', ['req', ...EC, '-keyout', `${base}.key`, '-out', `${base}.csr`, '-subj', `/CN=${names[0]}`]);
      // -days -1: notAfter lies before notBefore (now), so the certificate is expired from the start.
      // A random serial per leaf, not -CAcreateserial: that one shares a ca.srl file, and two leaves issued at once
      // (Promise.all) raced on it ("Unable to load number from ca.srl" in CI).
      const serial = randomBytes(8);
      serial[0] = (serial[0]! & 0x7f) | 0x01; // positive and non-zero, as RFC 5280 asks
      await run('openssl', ['x509', '-req', '-in', `${base}.csr`, '-CA', caFile, '-CAkey', caKey, '-set_serial', `0x${serial.toString('hex')}`,
        '-days', opts.expired ? '-1' : '2', '-extfile', `${base}.ext`, '-out', `${base}.crt`]);
      return { key: readFileSync(`${base}.key`, 'utf8'), cert: readFileSync(`${base}.crt`, 'utf8') };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
