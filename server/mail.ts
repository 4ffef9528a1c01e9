import nodemailer from 'nodemailer';
import type { Clock } from './clock';
import type { Db } from './db/db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where the server's e-mails go: an SMTP server, or the outbox table (listed by GET /api/dev/outbox). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    async send(mail) {
      await db.query('INSERT INTO outbox (to_address, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.text,
        clock.now(),
      ]);
    },
    close: () => undefined,
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
