import { builtServerBinary, startOnFreePorts, startTestServer } from '@abialbum/service-kit/testing';

export interface Mail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
}

interface Summary {
  ID: string;
  MessageID: string;
  To: Array<{ Address: string }>;
  Subject: string;
}

/**
 * A Mailpit of the test's own (the real SMTP server mail goes to): its SMTP port, and its API read as a mailbox.
 * `stop` ends it; `start` on the same ports again brings it back (a mail server that was down).
 */
export async function startMailpit(ports?: { smtp: number; api: number }, extraArgs: string[] = []) {
  const bin = builtServerBinary('mailpit', 'Mailpit', 'about 30 s');
  const startOn = async ({ smtp, api }: { smtp: number; api: number }) => {
    const server = await startTestServer('Mailpit', bin, ['--listen', `127.0.0.1:${api}`, '--smtp', `127.0.0.1:${smtp}`, '--disable-version-check', '--quiet', ...extraArgs], {
      readyUrl: `http://127.0.0.1:${api}/readyz`,
    });
    return { ...server, smtp, api };
  };
  const { stop, smtp, api } = ports ? await startOn(ports) : await startOnFreePorts(2, ([smtp = 0, api = 0]) => startOn({ smtp, api }));
  const apiUrl = `http://127.0.0.1:${api}`;

  const read = async (id: string): Promise<Mail> => {
    const message = (await (await fetch(`${apiUrl}/api/v1/message/${id}`)).json()) as { ID: string; MessageID: string; To: Array<{ Address: string }>; Subject: string; Text: string };
    return { id: message.ID, messageId: message.MessageID, to: message.To.map((to) => to.Address), subject: message.Subject, text: message.Text };
  };
  /** Every mail to `address`, oldest first. */
  const mailsTo = async (address: string): Promise<Mail[]> => {
    const list = (await (await fetch(`${apiUrl}/api/v1/messages?limit=500`)).json()) as { messages: Summary[] };
    const mine = list.messages.filter((m) => m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase())).reverse();
    return Promise.all(mine.map((m) => read(m.ID)));
  };
  /** Waits for `count` mails to `address` with this subject (the relay sends after the answer); answers them, oldest first. */
  const waitForMails = async (address: string, subject: string, count = 1, timeoutMs = 20_000): Promise<Mail[]> => {
    for (const until = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const mails = (await mailsTo(address)).filter((mail) => mail.subject === subject);
      if (mails.length >= count) return mails;
      if (Date.now() > until) throw new Error(`${mails.length} mails "${subject}" to ${address} after ${timeoutMs} ms, not ${count}`);
    }
  };
  return { smtpUrl: `smtp://127.0.0.1:${smtp}`, ports: { smtp, api }, apiUrl, mailsTo, waitForMails, stop };
}

export type Mailpit = Awaited<ReturnType<typeof startMailpit>>;

/** The key of the link in a mail (`#token=...`), and the page it opens. */
export function linkIn(mail: Mail): { page: string; token: string } {
  const match = /(https?:\/\/\S+?)#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no link in the mail "${mail.subject}":\n${mail.text}`);
  return { page: new URL(match[1]).pathname, token: match[2] };
}
