import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const BUILD_SCRIPT = path.resolve(__dirname, '../../../scripts/infra/build-mailpit.sh');

/** The binary scripts/setup.sh builds once per machine. Missing, the test fails and says what to run. */
function mailpitBinary(): string {
  const bin = execFileSync('bash', [BUILD_SCRIPT, '--path'], { encoding: 'utf8' }).trim();
  if (!existsSync(bin)) throw new Error(`Mailpit is not built (${bin}): run scripts/setup.sh (or bash scripts/infra/build-mailpit.sh) once, about 30 s`);
  return bin;
}

/** A port free now (the caller starts a server on it). */
export async function freePort(): Promise<number> {
  const server = await new Promise<net.Server>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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
  const bin = mailpitBinary();
  const smtp = ports?.smtp ?? (await freePort());
  const api = ports?.api ?? (await freePort());
  const child = spawn(bin, ['--listen', `127.0.0.1:${api}`, '--smtp', `127.0.0.1:${smtp}`, '--disable-version-check', '--quiet', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const apiUrl = `http://127.0.0.1:${api}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const ready = await fetch(`${apiUrl}/readyz`).catch(() => null);
    if (ready?.ok) break;
    if (Date.now() > until || child.exitCode !== null) {
      await stop();
      throw new Error(`Mailpit did not start:\n${output}`);
    }
  }

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
