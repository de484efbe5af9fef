// A DNS server a test controls, over UDP on an address and port the test chooses: it answers A and AAAA questions for
// the names it is given and NXDOMAIN for every other, with TTL 0 (so nothing caches a rebinding away).
import { createSocket, type RemoteInfo } from 'node:dgram';
import { isIPv4, isIPv6 } from 'node:net';

export interface DnsServer {
  /** ip:port, as a resolver's setServers takes it. */
  address: string;
  /** Every name asked, lower-cased, in order. */
  asked: string[];
  close(): Promise<void>;
}

/** Starts the server on `host` (port 0: any free one); `names` maps a name to its addresses, IPv4 and IPv6 alike. */
export async function startDnsServer(host: string, names: Readonly<Record<string, readonly string[]>>): Promise<DnsServer> {
  const socket = createSocket(isIPv6(host) ? 'udp6' : 'udp4');
  const asked: string[] = [];
  socket.on('message', (query: Buffer, peer: RemoteInfo) => {
    const question = parseQuestion(query);
    if (!question) return;
    asked.push(question.name);
    const addresses = names[question.name];
    const wanted = (addresses ?? []).filter((address) => (question.type === 1 ? isIPv4(address) : question.type === 28 && isIPv6(address)));
    const answers = wanted.map((address) => answer(question.type, address));
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    header.writeUInt16BE(0x8180 | (addresses ? 0 : 3), 2); // a response, recursion available; NXDOMAIN for an unknown name
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, question.end), ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => socket.once('error', reject).bind(0, host, () => resolve()));
  const { port } = socket.address();
  return {
    address: isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`,
    asked,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

/** The first question of a query: its name, type, and where it ends. */
function parseQuestion(query: Buffer): { name: string; type: number; end: number } | undefined {
  const labels: string[] = [];
  let at = 12;
  while (at < query.length && query[at] !== 0) {
    const length = query[at]!;
    labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  if (at + 5 > query.length) return undefined;
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

/** One answer record for the question's name (a pointer to offset 12), TTL 0. */
function answer(type: number, address: string): Buffer {
  const data = type === 1 ? Buffer.from(address.split('.').map(Number)) : ipv6Bytes(address);
  const record = Buffer.alloc(12);
  record.writeUInt16BE(0xc00c, 0);
  record.writeUInt16BE(type, 2);
  record.writeUInt16BE(1, 4);
  record.writeUInt32BE(0, 6);
  record.writeUInt16BE(data.length, 10);
  return Buffer.concat([record, data]);
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = groups(head);
  const right = address.includes('::') ? groups(tail) : [];
  const all = [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return Buffer.from(all.flatMap((group) => [group >> 8, group & 0xff]));
}
