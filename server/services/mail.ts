import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Log } from '../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'outbox' writes .eml files into DATA_DIR/outbox. */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  sendPasswordReset(to: string, link: string): Promise<void>;
}

/**
 * Real mail through SMTP_URL; without it (the embedded default) each message is rendered by nodemailer's
 * stream transport and written to the outbox folder, and the reset link goes to the log.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>, log: Pick<Log, 'info'>, clock: Clock): Mailer {
  const mode = config.SMTP_URL ? 'smtp' : 'outbox';
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
    if (mode === 'outbox') {
      const name = `${clock.now().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.outboxDir, name);
      // Written aside and renamed, so whoever watches the folder never reads half a message.
      await writeFile(`${file}.part`, (info as { message: Buffer }).message, { flag: 'wx' });
      await rename(`${file}.part`, file);
      log.info({ to: message.to, file: name }, `邮件已写入发件箱 / mail written to outbox: ${name}`);
    }
  }

  return {
    mode,
    send,
    async sendPasswordReset(to, link) {
      if (mode === 'outbox') log.info({ to }, `重置密码链接 / password reset link: ${link}`);
      await send({
        to,
        subject: '知简 — 重置密码',
        text: [
          '您好：',
          '',
          '我们收到了重置您知简账号密码的请求。请在 30 分钟内打开下面的链接设置新密码：',
          '',
          link,
          '',
          '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
          '',
          '知简 · 让知识更简单',
        ].join('\n'),
        html: `<p>您好：</p><p>我们收到了重置您知简账号密码的请求。请在 30 分钟内点击下面的链接设置新密码：</p><p><a href="${link}">${link}</a></p><p>如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。</p><p>知简 · 让知识更简单</p>`,
      });
    },
  };
}
