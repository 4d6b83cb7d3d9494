// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Notification API with the permission the test needs. */
function installNotification(permission: NotificationPermission) {
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

async function freshModule() {
  vi.resetModules();
  return import('./notifications.ts');
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestNotificationPermissionOnce', () => {
  it('asks once per page load while the person has not decided', async () => {
    const requestPermission = installNotification('default');
    const { requestNotificationPermissionOnce } = await freshModule();
    requestNotificationPermissionOnce();
    requestNotificationPermissionOnce();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('never asks again once the person has answered', async () => {
    const requestPermission = installNotification('denied');
    const { requestNotificationPermissionOnce } = await freshModule();
    requestNotificationPermissionOnce();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without the Notification API', async () => {
    expect('Notification' in window).toBe(false);
    const { requestNotificationPermissionOnce } = await freshModule();
    expect(() => requestNotificationPermissionOnce()).not.toThrow();
  });

  it('survives a browser that throws instead of prompting', async () => {
    vi.stubGlobal('Notification', {
      permission: 'default',
      requestPermission: () => {
        throw new Error('blocked');
      },
    });
    const { requestNotificationPermissionOnce } = await freshModule();
    expect(() => requestNotificationPermissionOnce()).not.toThrow();
  });
});
