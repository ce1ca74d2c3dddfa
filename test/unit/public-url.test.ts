import { describe, expect, it } from 'vitest';
import { hostAllowed } from '../../src/http/public-url.js';

describe('hostAllowed (which Host may appear in manifest URLs without public_url)', () => {
  it('default: loopback names on any port, nothing else', () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:1', '[::1]', '[::1]:8443']) {
      expect(hostAllowed(host, undefined), host).toBe(true);
    }
    for (const host of [
      'evil.example',
      'localhost.evil.example',
      'evil.example:8080',
      '127.0.0.2',
      'localhost:80/x',
      'localhost@evil.example',
      '[::2]:80',
      '',
    ]) {
      expect(hostAllowed(host, undefined), host).toBe(false);
    }
  });

  it('configured: an entry with a port matches exactly, one without matches any port; loopback is no longer implied', () => {
    const allowed = ['charter.internal', 'api.example.com:8443'];
    expect(hostAllowed('charter.internal', allowed)).toBe(true);
    expect(hostAllowed('charter.internal:9000', allowed)).toBe(true);
    expect(hostAllowed('api.example.com:8443', allowed)).toBe(true);
    expect(hostAllowed('api.example.com', allowed)).toBe(false);
    expect(hostAllowed('api.example.com:443', allowed)).toBe(false);
    expect(hostAllowed('localhost:8080', allowed)).toBe(false);
    expect(hostAllowed('sub.charter.internal', allowed)).toBe(false);
  });
});
