import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { fakePushService, subscriber, verifiedVapidClaims } from '../test/fake-push-service.ts';
import { createWebPush } from './push.ts';

const vapid = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'piiq-push-')),
  SUPPORT_EMAIL: 'support@piiq.test',
}).push;
const service = fakePushService();
const push = createWebPush(vapid);
const options = { ttlSeconds: 3600, urgency: 'high' as const };

beforeAll(() => service.start());
afterAll(() => service.stop());

describe('the Web Push adapter, against a push service on this computer', () => {
  it('sends a message only the subscribed browser can read, signed with our VAPID key', async () => {
    const browser = subscriber();
    const result = await push.send(
      { endpoint: service.endpoint('device-1'), ...browser.keys },
      '{"title":"Retail order"}',
      options,
    );
    expect(result).toEqual({ outcome: 'sent' });
    const request = service.received.at(-1)!;
    expect(request.path).toBe('/push/device-1');
    expect(request.headers).toMatchObject({
      ttl: '3600',
      urgency: 'high',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    expect(request.body.toString('utf8')).not.toContain('Retail order');
    expect(browser.decrypt(request.body)).toBe('{"title":"Retail order"}');
    const claims = verifiedVapidClaims(request.headers.authorization, vapid.publicKey);
    expect(claims).toMatchObject({ aud: new URL(service.endpoint('x')).origin, sub: 'mailto:support@piiq.test' });
    expect(claims.exp).toEqual(expect.any(Number));
  });

  it('tells a subscription the push service forgot (404, 410) from one worth retrying', async () => {
    const target = { endpoint: service.endpoint('device-2'), ...subscriber().keys };
    service.answerWith(410);
    expect(await push.send(target, 'x', options)).toEqual({ outcome: 'gone', status: 410 });
    service.answerWith(404);
    expect(await push.send(target, 'x', options)).toEqual({ outcome: 'gone', status: 404 });
    service.answerWith(503);
    expect(await push.send(target, 'x', options)).toMatchObject({
      outcome: 'failed',
      detail: expect.stringContaining('503'),
    });
    service.answerWith(201);
  });

  it('reports an unreachable push service as a failure to retry, not a crash', async () => {
    const result = await push.send({ endpoint: 'http://127.0.0.1:9/push/nobody', ...subscriber().keys }, 'x', options);
    expect(result.outcome).toBe('failed');
  });
});
