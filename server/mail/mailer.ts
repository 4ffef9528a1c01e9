import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../base/clock';
import { HttpError } from '../base/httpError';
import { t } from '../base/text';
import type { Db } from '../db/db';
import { insertOutboxMail } from '../tables/outbox';

/** A file sent with a mail (the call data as CSV, an invoice's PDF and UBL). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text, or its bytes in base64 when `encoding` says so (a PDF). */
  content: string;
  encoding?: 'base64';
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Where the server's e-mails go: an SMTP server, or the outbox table (listed by GET /api/dev/outbox). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    async send(mail) {
      await insertOutboxMail(db, mail, clock.now());
    },
    close: () => undefined,
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * The one rule for a failed mail (docs/api.md, "Mail"): when the mail is what the call is for (a
 * download link, the call list), the call fails with 502 and its Dutch message; when the mail only
 * tells about a change the call has already stored (welcome mail, e-mail changed), the call succeeds
 * and the failure is logged, because the change did happen. `afterChange` chooses the second.
 */
export async function sendMail(
  mailer: Mailer,
  mail: Mail,
  options: { afterChange?: { log: FastifyBaseLogger } } = {},
): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (err) {
    if (!options.afterChange) throw new HttpError(502, t.http.mailFailed);
    options.afterChange.log.error({ err }, 'notification mail failed');
  }
}
