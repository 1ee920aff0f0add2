import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An RSA 2048 key pair in PEM, made by the test (no key material is checked in). */
export function rsaKeys(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export interface RawRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawResponse {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

/** A loopback HTTP server; `handle` gets the whole request text. */
export async function loopbackServer(handle: (req: RawRequest) => Promise<RawResponse>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    try {
      const out = await handle({
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(out.status, out.headers);
      res.end(out.body);
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A notification as the provider sends it, before delivery. */
export interface Delivery {
  /** The notify_url the merchant gave when creating the trade. */
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type Deliverer = (d: Delivery) => Promise<{ status: number; body: string }>;

/** Posts over HTTP; `origin` replaces the notify_url's origin (a server on an ephemeral port). */
export function httpDeliverer(origin: () => string | null): Deliverer {
  return async (d) => {
    const target = new URL(d.url);
    const base = origin();
    const url = base ? new URL(target.pathname + target.search, base) : target;
    const res = await fetch(url, { method: 'POST', headers: d.headers, body: d.body });
    return { status: res.status, body: await res.text() };
  };
}

export interface FakeTrade {
  orderNo: string;
  tradeId: string;
  amountFen: number;
  subject: string;
  notifyUrl: string;
  state: 'unpaid' | 'paid' | 'closed';
  refunds: Map<string, number>;
}
