import { once } from 'node:events';
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers + body) as sent after DATA, dot-unstuffed. */
  data: string;
}

export interface FakeSmtp {
  port: number;
  /** smtp://127.0.0.1:port — for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves when at least `count` messages arrived. */
  waitForMessages(count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), no TLS, no auth. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    reply('220 fake-smtp.local ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({ ...envelope, data });
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          socket.write('250-fake-smtp.local\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        } else if (verb === 'HELO') reply('250 fake-smtp.local');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 ok');
        } else if (verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 command not implemented');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessages(count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`fake SMTP: ${messages.length} of ${count} messages after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
