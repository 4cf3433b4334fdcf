import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, originOf, sentrySecurityEndpoint } from './content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script exactly, and leaves scripts with a src to script-src', () => {
    const html = `<head><script>
      (function () { document.documentElement.classList.add('dark'); })();
    </script><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
    <body><script type="application/json">{"a":1}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha256(`
      (function () { document.documentElement.classList.add('dark'); })();
    `),
      sha256('{"a":1}'),
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  const html = '<script>theme()</script><script type="module" src="/assets/index.js"></script>';
  const policy = contentSecurityPolicy(html, {
    connect: ['https://ref.supabase.co', 'https://o1.ingest.sentry.io', 'https://ref.supabase.co'],
  });

  it('runs scripts of the app’s origin and index.html’s own inline ones, nothing else: no eval, no injected script', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha256('theme()')]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('connects to the app’s origin and the services it names, each once', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://ref.supabase.co',
      'https://o1.ingest.sentry.io',
    ]);
  });

  it('cannot be framed by another site', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('has browsers report what it refuses where it is told, and nowhere when it is not', () => {
    const reported = contentSecurityPolicy(html, {
      connect: [],
      report: 'https://o1.ingest.sentry.io/api/7/security/?k=v',
    });
    expect(directive(reported, 'report-uri')).toEqual(['https://o1.ingest.sentry.io/api/7/security/?k=v']);
    expect(directive(policy, 'report-uri')).toBeUndefined();
  });
});

describe('sentrySecurityEndpoint', () => {
  it('is the DSN project’s security endpoint, with its public key and the stage', () => {
    expect(sentrySecurityEndpoint('https://abc123@o45.ingest.de.sentry.io/6789', 'prod')).toBe(
      'https://o45.ingest.de.sentry.io/api/6789/security/?sentry_key=abc123&sentry_environment=prod',
    );
  });

  it('keeps the path a self-hosted Sentry sits under', () => {
    expect(sentrySecurityEndpoint('https://abc123@sentry.example.com/tools/sentry/42', 'dev')).toBe(
      'https://sentry.example.com/tools/sentry/api/42/security/?sentry_key=abc123&sentry_environment=dev',
    );
  });
});

describe('originOf', () => {
  it('keeps scheme, host and port only: a Sentry DSN’s key and project stay out of the policy', () => {
    expect(originOf('https://public-key@o123.ingest.sentry.io/4567')).toBe('https://o123.ingest.sentry.io');
    expect(originOf('http://127.0.0.1:3103')).toBe('http://127.0.0.1:3103');
    expect(originOf('https://ref.supabase.co/')).toBe('https://ref.supabase.co');
  });
});
