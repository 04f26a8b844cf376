import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pactsToVerify } from '../testing/pact-files';

const pact = (consumer: string, provider: string, body: Record<string, unknown>, pactJs = '16.5.0') => ({
  consumer: { name: consumer },
  provider: { name: provider },
  ...body,
  metadata: { 'pact-js': { version: pactJs } },
});

describe('the pacts a provider verifies: current and deployed', () => {
  let root: string;
  let pactDir: string;
  let deployedDir: string;
  const write = (file: string, content: unknown) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(content));
    return file;
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'abialbum-pacts-'));
    pactDir = path.join(root, 'pacts');
    deployedDir = path.join(root, 'deployed');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists the current pacts naming the provider, then each deployed one that differs from them, never another provider's", () => {
    const webMedia = write(path.join(pactDir, 'web-svc-media.json'), pact('web', 'svc-media', { interactions: [{ description: 'a list' }] }));
    const albumsMedia = write(path.join(pactDir, 'svc-albums-svc-media.json'), pact('svc-albums', 'svc-media', { messages: [{ description: 'an event' }] }));
    write(path.join(pactDir, 'web-svc-albums.json'), pact('web', 'svc-albums', { interactions: [] }));
    // Deployed: svc-albums as it was (an older field), and the front end as it is now (the same contract, another pact-js).
    const older = write(path.join(deployedDir, 'svc-albums', 'svc-albums-svc-media.json'), pact('svc-albums', 'svc-media', { messages: [{ description: 'an event', old: true }] }));
    write(path.join(deployedDir, 'mfe-owner', 'web-svc-media.json'), pact('web', 'svc-media', { interactions: [{ description: 'a list' }] }, '16.4.0'));
    write(path.join(deployedDir, 'mfe-owner', 'release.json'), { area: 'mfe-owner', consumer: 'web', commit: 'abc' });

    expect(pactsToVerify('svc-media', { pactDir, deployedDir })).toEqual([albumsMedia, webMedia, older]);
    expect(pactsToVerify('svc-media', { pactDir, deployedDir, kind: 'message' })).toEqual([albumsMedia, older]);
    expect(pactsToVerify('svc-media', { pactDir, deployedDir, kind: 'http' })).toEqual([webMedia]);
    expect(pactsToVerify('svc-media', { pactDir, deployedDir, consumer: 'svc-albums' })).toEqual([albumsMedia, older]);
  });

  it('verifies a deployed pact once when several deployed areas hold the same one', () => {
    const first = write(path.join(deployedDir, 'mfe-admin', 'web-svc-content.json'), pact('web', 'svc-content', { interactions: [{ description: 'terms' }] }));
    write(path.join(deployedDir, 'mfe-public', 'web-svc-content.json'), pact('web', 'svc-content', { interactions: [{ description: 'terms' }] }));
    expect(pactsToVerify('svc-content', { pactDir, deployedDir })).toEqual([first]);
  });
});
