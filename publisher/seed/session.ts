import { randomBytes } from 'node:crypto';
import { sm2 } from 'sm-crypto-v2';
import { images, siteConfig } from '../db/schema/index.ts';
import type { AreaSeeder } from './areas.ts';
import { demoSiteConfig } from './site-config.ts';

/** The demo site's config and its brand pictures. Its keys are random (crypto), not drawn: they must stay secret. */
export const seedArea: AreaSeeder = async (tx, { now }) => {
  // The SM2 pair is made once and stored: the private key stays in `secrets`.
  const keys = sm2.generateKeyPairHex();
  await tx.insert(siteConfig).values({
    appId: 1,
    siteId: 1,
    config: demoSiteConfig(keys.publicKey),
    secrets: {
      appKey: `qlapp${randomBytes(6).toString('hex')}`,
      appSecret: randomBytes(16).toString('hex'),
      sm2PublicKey: keys.publicKey,
      sm2PrivateKey: keys.privateKey,
    },
    updatedAt: now,
  });
  await tx
    .insert(images)
    .values([
      { ref: 'brand/app-logo.png', format: 'png', width: 240, height: 240, label: 'QL', hue: 207, motif: 0 },
      {
        ref: 'brand/pad-logo.png',
        format: 'png',
        width: 480,
        height: 120,
        label: 'QINGLAN DAILY',
        hue: 207,
        motif: 1,
      },
      {
        ref: 'brand/share-logo.png',
        format: 'png',
        width: 300,
        height: 300,
        label: 'QL',
        hue: 207,
        motif: 2,
      },
    ])
    .onConflictDoNothing();
};
