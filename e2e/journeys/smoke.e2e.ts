import { openBrowser, url, type BrowserSession } from '../support/browser';

describe('a visitor opening the site', () => {
  let session: BrowserSession;
  let failedStep: string | undefined; // set while a step runs: a screenshot is kept if it never clears

  beforeAll(async () => {
    session = await openBrowser();
  });

  afterAll(async () => {
    await session?.close(failedStep);
  });

  it('lands on the landing page with its headline', async () => {
    failedStep = 'smoke-landing';
    const { page } = session;
    await page.goto(url('/abialbum'));
    await page.waitForURL(/\/abialbum\/landing$/, { timeout: 30_000 });
    await page.getByText('Welcome to Abi Social Album').first().waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/abialbum/landing');
    failedStep = undefined;
  });
});
