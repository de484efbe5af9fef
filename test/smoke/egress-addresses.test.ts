// What the egress proxy connects to and what it carries on: every special IPv4 and IPv6 range refused (an IPv6
// address that carries an IPv4 one judged by it), only the runner's allowance opening one; forwarding and hop headers
// dropped from a plain request; and the runner's ranges read strictly.
import { describe, expect, it } from 'vitest';
import { privateRanges } from '../../src/sandbox/egress.ts';
import proxy from '../../src/sandbox/egress-proxy.cjs';

const { mayConnect, forwardedHeaders } = proxy;

describe('the egress proxy connects to', () => {
  it.each([
    ['0.0.0.0', 'this host'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local: cloud metadata'],
    ['172.17.0.1', "private: docker's bridge gateway"],
    ['172.31.255.255', 'private, the end of 172.16.0.0/12'],
    ['192.168.1.1', 'private'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, in hex'],
    ['::ffff:0:ac11:1', 'IPv4-translated (SIIT) bridge gateway'],
    ['::1:2:3:4', 'the rest of ::/8'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
  ])('never %s (%s) by default', (address) => {
    expect(mayConnect(address, [])).toBe(false);
  });

  it.each([
    ['93.184.215.14', 'a public IPv4 address'],
    ['172.32.0.1', 'just past 172.16.0.0/12'],
    ['2606:4700::6810:84e5', 'a public IPv6 address'],
    ['::ffff:93.184.215.14', 'a public address, IPv4-mapped'],
    ['64:ff9b::5db8:d70e', 'NAT64 of a public address (DNS64 answers so on IPv6-only hosts)'],
  ])('%s (%s)', (address) => {
    expect(mayConnect(address, [])).toBe(true);
  });

  it('a private address only in a range the runner opened, in either family and through a mapped form', () => {
    expect(mayConnect('172.18.0.1', ['172.18.0.0/16'])).toBe(true);
    expect(mayConnect('::ffff:172.18.0.1', ['172.18.0.0/16'])).toBe(true);
    expect(mayConnect('172.17.0.1', ['172.18.0.0/16'])).toBe(false);
    expect(mayConnect('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(mayConnect('127.0.0.2', ['127.0.0.1'])).toBe(false);
    expect(mayConnect('fd00::5', ['fd00::/8'])).toBe(true);
    expect(mayConnect('169.254.169.254', ['172.18.0.0/16', 'fd00::/8'])).toBe(false);
  });

  it('nothing that is not an address', () => {
    expect(mayConnect('origin.test', [])).toBe(false);
    expect(mayConnect('', ['0.0.0.0/0'])).toBe(false);
  });
});

describe('a plain request carried on', () => {
  it('loses its hop and forwarding headers, and names the allowed host', () => {
    const headers = forwardedHeaders(
      {
        host: 'origin.test:8080',
        accept: 'application/json',
        authorization: 'Bearer k',
        'x-api-key': 'k',
        forwarded: 'host=internal.example;proto=https',
        'x-forwarded-host': 'internal.example',
        'x-forwarded-for': '10.0.0.1',
        'x-forwarded-proto': 'https',
        via: '1.1 other',
        'x-real-ip': '10.0.0.1',
        'x-original-url': '/admin',
        'x-rewrite-url': '/admin',
        'x-host': 'internal.example',
        'true-client-ip': '10.0.0.1',
        'proxy-authorization': 'Basic x',
        connection: 'keep-alive, X-Sneaky',
        'x-sneaky': 'named by Connection',
        'keep-alive': 'timeout=5',
        upgrade: 'h2c',
        te: 'trailers',
      },
      'origin.test:8080',
    );
    expect(headers).toEqual({
      host: 'origin.test:8080',
      accept: 'application/json',
      authorization: 'Bearer k',
      'x-api-key': 'k',
      connection: 'close',
    });
  });
});

describe("the runner's private ranges", () => {
  it('are addresses or CIDR ranges, blanks dropped', () => {
    expect(privateRanges(['172.18.0.0/16', ' fd00::/8 ', '', '127.0.0.1'], 'test')).toEqual(['172.18.0.0/16', 'fd00::/8', '127.0.0.1']);
  });

  it.each(['172.18.0.0/33', 'fd00::/129', 'internal.example', '10.0.0.0/8/1', '10.0.0.0/x'])('refuse %s as a usage error', (text) => {
    expect(() => privateRanges([text], '--egress-allow-private')).toThrow(
      `--egress-allow-private: "${text}" is not an IP address or a CIDR range`,
    );
  });
});
