import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { DEPLOYED_PACT_DIR, PACT_DIR, pactsToVerify } from '@abialbum/service-kit/testing-pact';
import { startService, type Service } from './support/service';
import { providerStates } from './support/provider-states';

/**
 * The deployed consumers' pacts (contracts/deployed, README "Before a team deploys") are verified beside the current
 * ones: a provider change that breaks a consumer running now fails before it ships. Here svc-albums as deployed still
 * reads a media.uploaded event's uploader as `uploadedBy`, a name svc-media has since changed to `uploaderId`: the real
 * verifier, run against the real svc-media as the provider verification runs it, fails and names the field.
 */
const RECORDED = path.join(DEPLOYED_PACT_DIR, 'svc-albums', 'svc-albums-svc-media.json');
const MESSAGE = 'a media.uploaded event';

interface MessagePact {
  consumer: { name: string };
  provider: { name: string };
  messages: Array<{ description: string; contents: { data: Record<string, unknown> }; matchingRules?: { body?: Record<string, unknown> } }>;
}

/** A deployed record of svc-albums holding only the recorded media.uploaded message, its uploader field named `field`. */
function deployedRecord(field: string): string {
  const pact = JSON.parse(fs.readFileSync(RECORDED, 'utf8')) as MessagePact;
  const message = pact.messages.find((m) => m.description === MESSAGE);
  if (!message) throw new Error(`${RECORDED} has no "${MESSAGE}"`);
  const { uploaderId, ...data } = message.contents.data;
  message.contents.data = { ...data, [field]: uploaderId };
  const rules = message.matchingRules?.body ?? {};
  const { ['$.data.uploaderId']: rule, ...others } = rules;
  if (message.matchingRules) message.matchingRules.body = { ...others, [`$.data.${field}`]: rule };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abialbum-deployed-'));
  fs.mkdirSync(path.join(dir, 'svc-albums'));
  fs.writeFileSync(path.join(dir, 'svc-albums', 'svc-albums-svc-media.json'), JSON.stringify({ ...pact, messages: [message] }, null, 2));
  return dir;
}

describe("a svc-media change that breaks a deployed consumer's pact fails its verification", () => {
  let svc: Service;
  const dirs: string[] = [];
  beforeAll(async () => {
    svc = await startService({ relay: false });
  });
  afterAll(async () => {
    await svc?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The provider verification as web.verify.test.ts runs it, of svc-albums' pacts: the current ones unless `current` is false. */
  function verify(deployedDir: string, current = true) {
    dirs.push(deployedDir);
    const states = providerStates(svc.services, svc.db.connection, (user) => svc.directory.apply(user));
    const stateHandlers = Object.fromEntries(
      Object.entries(states.states).map(([name, arrange]) => [
        name,
        {
          setup: async () => {
            await states.reset();
            return arrange();
          },
        },
      ]),
    );
    const pactDir = current ? PACT_DIR : fs.mkdtempSync(path.join(os.tmpdir(), 'abialbum-pacts-'));
    if (!current) dirs.push(pactDir);
    const pactUrls = pactsToVerify('svc-media', { kind: 'message', consumer: 'svc-albums', pactDir, deployedDir });
    // The deployed record differs from the current pact: it is verified too, after it.
    const deployed = path.join(deployedDir, 'svc-albums', 'svc-albums-svc-media.json');
    expect(pactUrls).toEqual(current ? [path.join(PACT_DIR, 'svc-albums-svc-media.json'), deployed] : [deployed]);
    return new Verifier({
      provider: 'svc-media',
      pactUrls,
      // The type is an intersection of the two handler forms (TOOLCHAIN.md): a cast is needed.
      stateHandlers: stateHandlers as never,
      messageProviders: states.messageProviders,
      logLevel: 'error',
    }).verifyProvider();
  }

  it('passes while the deployed svc-albums reads the field svc-media sends (uploaderId)', async () => {
    await expect(verify(deployedRecord('uploaderId'), false)).resolves.toBeDefined();
  });

  it('fails, naming the field, when the deployed svc-albums still reads the old name (uploadedBy)', async () => {
    const failure = await verify(deployedRecord('uploadedBy')).then(
      () => new Error('the verification passed'),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    // The verifier's results (pact_ffi's JSON): one failure, the deployed record's message; every message of the
    // current pact verified.
    const results = JSON.parse((failure as Error).message) as {
      result: boolean;
      errors: Array<{ interaction: string; mismatch: { mismatches: Array<{ path: string; mismatch: string }> } }>;
    };
    expect(results.result).toBe(false);
    expect(results.errors).toHaveLength(1);
    expect(results.errors[0]?.interaction).toContain(`between svc-albums and svc-media Given an album owner has uploaded a picture to their album - ${MESSAGE}`);
    expect(results.errors[0]?.mismatch.mismatches).toEqual([
      expect.objectContaining({ path: '$.data', mismatch: 'Actual map is missing the following keys: uploadedBy' }),
    ]);
  });
});
