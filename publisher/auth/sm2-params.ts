import { sm2 } from 'sm-crypto-v2';
import { badInput } from '../envelope.ts';

/** SM2 ciphertext as the contract sends it: "04" + hex of C1C3C2. */
function decryptHex(hex: string, privateKey: string): string {
  const body = hex.startsWith('04') ? hex.slice(2) : hex;
  const plain = sm2.doDecrypt(body, privateKey, 1, { output: 'string' });
  if (!plain) throw badInput('密文无法解密');
  return plain;
}

const CIPHER = /^04[0-9a-fA-F]{192,}$/;
const USER_ID_FIELDS = ['userID', 'uid'];

/**
 * From apiVersion 3 the non-common parameters arrive SM2-encrypted as one `encryptData`; user-id fields may be
 * encrypted on their own. Returns the parameters in the clear.
 */
export function decryptParams(params: Record<string, unknown>, privateKey: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params };
  const apiVersion = Number(params.apiVersion ?? 0);
  if (apiVersion >= 3 && typeof params.encryptData === 'string') {
    let inner: unknown;
    try {
      inner = JSON.parse(decryptHex(params.encryptData, privateKey));
    } catch {
      throw badInput('encryptData 无法解密');
    }
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) throw badInput('encryptData 内容不是对象');
    delete out.encryptData;
    for (const [key, value] of Object.entries(inner)) out[key] = typeof value === 'number' ? String(value) : value;
  }
  for (const field of USER_ID_FIELDS) {
    const value = out[field];
    if (typeof value === 'string' && CIPHER.test(value)) {
      try {
        out[field] = decryptHex(value, privateKey);
      } catch {
        throw badInput(`${field} 无法解密`);
      }
    }
  }
  return out;
}
