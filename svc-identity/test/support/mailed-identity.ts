import { startIdentity, type Harness } from './harness';
import { startMailpit, type Mailpit } from './mailpit';

const MINUTE = 60_000;

/** The service and the Mailpit it mails through, both of the test file's own. */
export interface MailedIdentity {
  h: Harness;
  mailpit: Mailpit;
  /** How far ahead of now the clock mailed links are made and used by is: moved forward by a test, 0 again after it. */
  clockOffset: number;
}

/**
 * Call in a `describe`: starts them before its tests, stops them after. Read `h` and `mailpit` inside a test (they
 * are set once the describe starts). `perAccount`: the mails an account may ask for in an hour.
 */
export function mailedIdentity(perAccount: number): MailedIdentity {
  const world = { clockOffset: 0 } as MailedIdentity;
  beforeAll(async () => {
    world.mailpit = await startMailpit();
    world.h = await startIdentity({
      smtpUrl: world.mailpit.smtpUrl,
      now: () => Date.now() + world.clockOffset,
      mailLimits: { perAccount, perAddress: 1_000, windowMs: 60 * MINUTE },
    });
  });
  afterAll(async () => {
    await world.h?.close();
    await world.mailpit?.stop();
  });
  afterEach(() => {
    world.clockOffset = 0;
  });
  return world;
}
