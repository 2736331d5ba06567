// SM2 payload encryption (spec §7, from apiVersion 3). sm-crypto-v2 is large, so it is imported only
// when a call actually needs it and never lands in a page's first-load bundle.

type Sm2 = { doEncrypt(message: string, publicKey: string, cipherMode?: number): string };

let sm2Module: Promise<Sm2> | undefined;

function loadSm2(): Promise<Sm2> {
  sm2Module ??= import('sm-crypto-v2').then((m) => m.sm2 as Sm2);
  return sm2Module;
}

/** C1C3C2 (cipher mode 1) hex with the `04` point prefix the publisher expects. */
export async function sm2Encrypt(text: string, publicKey: string): Promise<string> {
  const sm2 = await loadSm2();
  const hex = sm2.doEncrypt(text, publicKey, 1);
  return hex.startsWith('04') ? hex : `04${hex}`;
}
