import { createPrivateKey, createPublicKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** A key from the environment: PEM text (with \n escapes allowed), a path to a PEM file, or bare base64 as the providers' consoles show it. */
function keyText(value: string): string {
  const v = value.trim().replace(/\\n/g, '\n');
  if (v.startsWith('-----BEGIN')) return v;
  if (!/^[A-Za-z0-9+/=\s]+$/.test(v) || existsSync(v)) return readFileSync(v, 'utf8');
  return v;
}

function derOrPem(text: string): { key: string | Buffer; format: 'pem' | 'der' } {
  return text.startsWith('-----BEGIN')
    ? { key: text, format: 'pem' }
    : { key: Buffer.from(text.replace(/\s/g, ''), 'base64'), format: 'der' };
}

/** Any RSA private key (PKCS#1 or PKCS#8, PEM or base64) as PKCS#8 PEM. */
export function privateKeyPem(value: string): string {
  const src = derOrPem(keyText(value));
  const key =
    src.format === 'pem'
      ? createPrivateKey(src.key)
      : (() => {
          try {
            return createPrivateKey({ key: src.key, format: 'der', type: 'pkcs8' });
          } catch {
            return createPrivateKey({ key: src.key, format: 'der', type: 'pkcs1' });
          }
        })();
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Any RSA public key (SPKI or PKCS#1, PEM or base64) as SPKI PEM. */
export function publicKeyPem(value: string): string {
  const src = derOrPem(keyText(value));
  const key =
    src.format === 'pem'
      ? createPublicKey(src.key)
      : (() => {
          try {
            return createPublicKey({ key: src.key, format: 'der', type: 'spki' });
          } catch {
            return createPublicKey({ key: src.key, format: 'der', type: 'pkcs1' });
          }
        })();
  return key.export({ type: 'spki', format: 'pem' }).toString();
}
