import { describe, expect, it } from 'vitest';
import { webhookTargetRefusal } from './targets.ts';

const strict = { allowPrivate: false, ports: [443, 8443] };
const local = { allowPrivate: true, ports: [443, 8443] };

describe('webhookTargetRefusal', () => {
  it.each([
    // Spellings the URL parser turns into a dotted or bracketed address first, and names that mean this machine.
    ['https://2130706433/', 'private_address'],
    ['https://0x7f.1/', 'private_address'],
    ['https://0177.0.0.1/', 'private_address'],
    ['https://127.1/', 'private_address'],
    ['https://127.0.0.1./', 'private_address'],
    ['https://%31%32%37.0.0.1/', 'private_address'],
    ['https://[::ffff:10.0.0.1]/', 'private_address'],
    ['https://[0:0:0:0:0:ffff:7f00:1]/', 'private_address'],
    ['https://[::]/', 'private_address'],
    ['https://LOCALHOST/', 'private_address'],
    ['https://localhost./', 'private_address'],
    ['https://api.localhost/', 'private_address'],
    ['https://metadata.google.internal/', 'private_address'],
    ['https://printer.local/', 'private_address'],
    ['https://router.home.arpa/', 'private_address'],
    ['https://intranet/', 'private_address'],
    ['http://hooks.example.com/', 'https_required'],
    ['ws://hooks.example.com/', 'https_required'],
    ['https://hooks.example.com:443/', null],
    ['https://hooks.example.com:8443/', null],
    ['https://hooks.example.com:8080/', 'port_not_allowed'],
    ['https://[2606:4700::1111]:22/', 'port_not_allowed'],
    // A name is judged by what it resolves to, when the event is sent (pinnedTransport.ts).
    ['https://127.0.0.1.nip.io/', null],
    ['https://bücher.example/', null],
    ['https://@hooks.example.com/', null],
    ['https://:pw@hooks.example.com/', 'invalid_type'],
    ['//hooks.example.com/', 'invalid_type'],
  ] as const)('%s: %s', (url, refusal) => {
    expect(webhookTargetRefusal(url, strict)).toBe(refusal);
  });

  it('lets WEBHOOK_ALLOW_PRIVATE through local receivers only, over http too and on any port', () => {
    expect(webhookTargetRefusal('http://127.0.0.1:4567/hook', local)).toBeNull();
    expect(webhookTargetRefusal('http://localhost:9/hook', local)).toBeNull();
    expect(webhookTargetRefusal('https://[fd00::1]:8080/', local)).toBeNull();
    expect(webhookTargetRefusal('http://hooks.example.com/', local)).toBe('https_required');
    expect(webhookTargetRefusal('https://hooks.example.com:8080/', local)).toBe('port_not_allowed');
  });

  it('allows the ports WEBHOOK_PORTS names instead of 443 and 8443', () => {
    const ports = { allowPrivate: false, ports: [443, 9443] };
    expect(webhookTargetRefusal('https://hooks.example.com:9443/', ports)).toBeNull();
    expect(webhookTargetRefusal('https://hooks.example.com:8443/', ports)).toBe('port_not_allowed');
  });
});
