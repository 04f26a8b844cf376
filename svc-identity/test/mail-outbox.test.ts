import { API, signUp, startIdentity, type Harness } from './support/harness';
import { startMailpit, type Mailpit } from './support/mailpit';

const RESET = 'Reset your AbiAlbum password';

/** Mail waits in its outbox: a mail server that is down delays it and loses none; two instances send each mail once. */
describe('mail outbox', () => {
  let mailpit: Mailpit;
  let h: Harness;
  let second: Harness;
  beforeAll(async () => {
    mailpit = await startMailpit();
    h = await startIdentity({ smtpUrl: mailpit.smtpUrl, mailLimits: { perAccount: 100, perAddress: 1_000, windowMs: 3_600_000 } });
    second = await startIdentity({ smtpUrl: mailpit.smtpUrl, sameDatabaseAs: h, mailLimits: { perAccount: 100, perAddress: 1_000, windowMs: 3_600_000 } });
  });
  afterAll(async () => {
    await second?.close();
    await h?.close();
    await mailpit?.stop();
  });

  const forgot = (on: Harness, email: string) => on.request('POST', `${API}/users/password/forgot`, { body: { email } });

  it('keeps the mail while the mail server is down and sends it once it is back', async () => {
    const user = await signUp(h);
    await mailpit.waitForMails(user.email, 'Verify your email address');
    const { ports } = mailpit;
    await mailpit.stop();

    const res = await forgot(h, user.email);
    expect(res.status).toBe(200);
    // Both instances try, and fail, for a while.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    mailpit = await startMailpit(ports);
    const mails = await mailpit.waitForMails(user.email, RESET, 1, 30_000);
    expect(mails).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mailpit.mailsTo(user.email)).filter((mail) => mail.subject === RESET)).toHaveLength(1);
  });

  it('sends each mail once when two instances relay the same outbox', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(h)));
    await Promise.all(users.flatMap((user) => [forgot(h, user.email), forgot(second, user.email), forgot(h, user.email)]));
    for (const user of users) {
      const mails = await mailpit.waitForMails(user.email, RESET, 3);
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(3);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const user of users) expect((await mailpit.mailsTo(user.email)).filter((mail) => mail.subject === RESET)).toHaveLength(3);
  });

  it('drops a mail the server refuses for good (an unknown mailbox) and goes on with the others', async () => {
    const picky = await startMailpit(undefined, ['--smtp-allowed-recipients', '@example\\.test$']);
    const other = await startIdentity({ smtpUrl: picky.smtpUrl, mailLimits: { perAccount: 100, perAddress: 1_000, windowMs: 3_600_000 } });
    try {
      const refused = await signUp(other, { email: `nobody.${Date.now()}@refused.test` });
      const user = await signUp(other);
      await picky.waitForMails(user.email, 'Verify your email address');
      expect((await forgot(other, user.email)).status).toBe(200);
      await picky.waitForMails(user.email, RESET);
      expect(await picky.mailsTo(refused.email)).toEqual([]);
      // Nothing is left waiting: the refused mail is not tried again and again.
      expect(await other.services.emailLinks.model.countDocuments({ mailsPending: true })).toBe(0);
    } finally {
      await other.close();
      await picky.stop();
    }
  });
});
