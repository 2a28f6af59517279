import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A certificate made for one bench run: never written anywhere but a temporary folder, removed at once. */
export interface TestCertificate {
  /** PEM private key and certificate, for the TLS servers. */
  key: string;
  cert: string;
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo, the form `--ignore-certificate-errors-spki-list` takes. */
  spkiSha256: string;
}

/** base64 SHA-256 of a PEM certificate's public key (DER SubjectPublicKeyInfo). */
export function spkiHash(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * A self-signed certificate for `localhost` and 127.0.0.1 (ECDSA P-256, valid two days), made with
 * openssl (Node's crypto parses certificates but does not issue them; Debian: `apt-get install openssl`).
 */
export function makeTestCertificate(): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    try {
      execFileSync(
        'openssl',
        [
          'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
          '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
          '-keyout', keyFile, '-out', certFile,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (error) {
      const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
      throw new Error(missing ? 'HTTP/2 needs openssl to make the test certificate: apt-get install openssl' : `openssl could not make the test certificate: ${String(error)}`);
    }
    const cert = readFileSync(certFile, 'utf8');
    return { key: readFileSync(keyFile, 'utf8'), cert, spkiSha256: spkiHash(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
