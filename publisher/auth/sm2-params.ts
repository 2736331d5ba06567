import { badInput } from '../envelope.ts';

type Sm2 = typeof import('sm-crypto-v2').sm2;
let sm2Module: Promise<Sm2> | null = null;
/** sm-crypto is loaded on the first encrypted payload, not at start (it is a large module). */
export const loadSm2 = (): Promise<Sm2> => (sm2Module ??= import('sm-crypto-v2').then((m) => m.sm2));

/** SM2 ciphertext as the contract sends it: "04" + hex of C1C3C2. */
function decryptHex(sm2: Sm2, hex: string, privateKey: string): string {
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
export async function decryptParams(
  params: Record<string, unknown>,
  privateKey: string,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...params };
  const apiVersion = Number(params.apiVersion ?? 0);
  const encryptedIds = USER_ID_FIELDS.some(
    (field) => typeof out[field] === 'string' && CIPHER.test(out[field] as string),
  );
  const encryptedData = apiVersion >= 3 && typeof params.encryptData === 'string';
  if (!encryptedIds && !encryptedData) return out;
  const sm2 = await loadSm2();
  if (encryptedData) {
    let inner: unknown;
    try {
      inner = JSON.parse(decryptHex(sm2, params.encryptData as string, privateKey));
    } catch {
      throw badInput('encryptData 无法解密');
    }
    if (!inner || typeof inner !== 'object' || Array.isArray(inner))
      throw badInput('encryptData 内容不是对象');
    delete out.encryptData;
    for (const [key, value] of Object.entries(inner))
      out[key] = typeof value === 'number' ? String(value) : value;
  }
  for (const field of USER_ID_FIELDS) {
    const value = out[field];
    if (typeof value === 'string' && CIPHER.test(value)) {
      try {
        out[field] = decryptHex(sm2, value, privateKey);
      } catch {
        throw badInput(`${field} 无法解密`);
      }
    }
  }
  return out;
}
