import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMail } from '../store/email-link.store';

/** Sends one message; throws when the mail server did not take it. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Seconds a mail server may take to answer before the send counts as failed (and is tried again later). */
const SMTP_TIMEOUT_MS = 10_000;

/** Mail through the SMTP server of `SMTP_URL` (smtp:// or smtps://, user and password in the URL if it asks for them). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 25),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: `<${mail.id}@abialbum>` });
  }

  close(): void {
    this.transport.close();
  }
}
