import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from '../../server/services/payments/money';
import { privateKeyPem, publicKeyPem } from '../../server/services/payments/providers/keys';

describe('money in fen', () => {
  it('converts without floating point, and refuses what is not an amount', () => {
    expect([0, 1, 10, 1800, 4000, 123456789].map(fenToYuan)).toEqual(['0.00', '0.01', '0.10', '18.00', '40.00', '1234567.89']);
    expect(['18.00', '18.5', '18', '0.01', ' 40.00 '].map(yuanToFen)).toEqual([1800, 1850, 1800, 1, 4000]);
    for (const bad of ['', '-1', '1.234', '1e3', 'NaN', '18,00', '0x10']) expect(yuanToFen(bad)).toBeNull();
    expect(() => fenToYuan(1.5)).toThrow();
  });
});

describe('keys from the environment', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signs = (priv: string, pub: string) =>
    createVerify('RSA-SHA256').update('x').verify(pub, createSign('RSA-SHA256').update('x').sign(priv, 'base64'), 'base64');
  const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  it('reads PEM (also with \\n escapes), a file, and the bare base64 of PKCS#1 or PKCS#8 the consoles show', () => {
    const bare = (der: Buffer) => der.toString('base64');
    const dir = mkdtempSync(path.join(tmpdir(), 'zj-keys-'));
    const file = path.join(dir, 'apiclient_key.pem');
    writeFileSync(file, pkcs8);
    const privates = [
      pkcs8,
      pkcs8.replace(/\n/g, '\\n'),
      file,
      bare(privateKey.export({ type: 'pkcs1', format: 'der' })),
      bare(privateKey.export({ type: 'pkcs8', format: 'der' })),
      privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    ];
    const publics = [
      spki,
      bare(publicKey.export({ type: 'spki', format: 'der' })),
      bare(publicKey.export({ type: 'pkcs1', format: 'der' })),
    ];
    for (const p of privates) expect(signs(privateKeyPem(p), spki)).toBe(true);
    for (const p of publics) expect(signs(pkcs8, publicKeyPem(p))).toBe(true);
    expect(() => privateKeyPem('not-a-key')).toThrow();
  });
});
