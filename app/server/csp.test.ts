import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './csp';

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce and keeps the frame ancestors given', () => {
    const policy = contentSecurityPolicy('abc123', "'self' https://cms.example.com");
    expect(policy).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'self' https://cms.example.com");
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("worker-src 'self'");
  });

  it("lets the page fetch from the publisher's configured file hosts", () => {
    const policy = contentSecurityPolicy('abc123', "'self'", ['files.news.example', 'cdn.news.example:8443']);
    expect(policy).toContain("connect-src 'self' files.news.example cdn.news.example:8443;");
  });

  it('frames only this site and the hosts a publisher lets link articles frame', () => {
    expect(contentSecurityPolicy('abc123', "'self'")).toContain("frame-src 'self';");
    expect(contentSecurityPolicy('abc123', "'self'", [], ['partner.example'])).toContain(
      "frame-src 'self' partner.example;",
    );
  });
});

describe('createNonce', () => {
  it('is fresh every time and carries 128 bits', () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
  });

  it('never repeats across many responses, past the random bytes drawn at once', () => {
    const nonces = Array.from({ length: 1000 }, () => createNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
