/**
 * The platform's mail catcher (Mailpit, started with the engines: scripts/infra/mailpit.sh), read through its API as
 * a person reads their mailbox: MAIL_API_URL, by default the test profile's.
 */
export const MAIL_API_URL = (process.env.MAIL_API_URL ?? 'http://127.0.0.1:18025').replace(/\/+$/, '');

interface Summary {
  ID: string;
  To: Array<{ Address: string }>;
  Subject: string;
}

export interface Mail {
  subject: string;
  text: string;
}

async function mailsTo(address: string, subject: string): Promise<Mail[]> {
  const list = (await (await fetch(`${MAIL_API_URL}/api/v1/messages?limit=200`)).json()) as { messages: Summary[] };
  const mine = list.messages.filter((m) => m.Subject === subject && m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()));
  return Promise.all(
    mine.map(async (m) => {
      const message = (await (await fetch(`${MAIL_API_URL}/api/v1/message/${m.ID}`)).json()) as { Subject: string; Text: string };
      return { subject: message.Subject, text: message.Text };
    }),
  );
}

/** The newest mail to `address` with this subject, waited for (identity sends after it answers). */
export async function newestMail(address: string, subject: string, timeoutMs = 30_000): Promise<Mail> {
  for (const until = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const [newest] = await mailsTo(address, subject);
    if (newest) return newest;
    if (Date.now() > until) throw new Error(`no mail "${subject}" to ${address} at ${MAIL_API_URL} after ${timeoutMs} ms`);
  }
}

/** The page a mail's link opens, as a path with its fragment (`/abialbum/reset-password#token=...`). */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+#token=[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail "${mail.subject}":\n${mail.text}`);
  const link = new URL(match[0]);
  return `${link.pathname}${link.hash}`;
}
