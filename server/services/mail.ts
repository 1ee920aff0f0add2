import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { escapeHtml } from '../html-escape';
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
  /** To the new address of an email change: the link that applies it. */
  sendEmailChangeConfirmation(to: string, link: string): Promise<void>;
  /** To the old address once an email change is applied. */
  sendEmailChangedNotice(to: string, newEmail: string): Promise<void>;
}

/** Plain text and the same as HTML paragraphs (the link as a link). */
function letter(paragraphs: string[], link?: string): { text: string; html: string } {
  const text = paragraphs.join('\n\n');
  const html = paragraphs
    .map((p) => (p === link ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`))
    .join('');
  return { text, html };
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
    async sendEmailChangeConfirmation(to, link) {
      if (mode === 'outbox') log.info({ to }, `确认新邮箱链接 / email change link: ${link}`);
      const body = letter(
        [
          '您好：',
          '有人请求把一个知简账号的邮箱改为本邮箱。如果是您本人的操作，请在 24 小时内打开下面的链接完成修改：',
          link,
          '如果这不是您本人的操作，请忽略本邮件，不会有任何改变。',
          '知简 · 让知识更简单',
        ],
        link,
      );
      await send({ to, subject: '知简 — 确认新邮箱', ...body });
    },
    async sendEmailChangedNotice(to, newEmail) {
      const body = letter([
        '您好：',
        `您的知简账号的邮箱已改为 ${newEmail}，今后的通知和重置密码邮件将发往新邮箱。`,
        '如果这不是您本人的操作，请立即登录并修改密码，或联系我们。',
        '知简 · 让知识更简单',
      ]);
      await send({ to, subject: '知简 — 账号邮箱已修改', ...body });
    },
  };
}
