import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const compose = (...args: string[]) =>
  spawnSync('docker-compose', ['-f', join(root, 'docker-compose.yml'), ...args], { cwd: root, encoding: 'utf8' });

const expectedServices = [
  'mongo',
  'rabbitmq',
  'minio',
  'mailpit',
  'svc-identity',
  'svc-albums',
  'svc-media',
  'svc-content',
  'svc-gateway',
  'shell',
  'mfe-public',
  'mfe-owner',
  'mfe-admin',
];

describe('docker-compose.yml', () => {
  it('is valid for docker-compose config', () => {
    const result = compose('config', '-q');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('declares every engine, service and front end as its own container', () => {
    const services = execFileSync('docker-compose', ['-f', join(root, 'docker-compose.yml'), 'config', '--services'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(services.sort()).toEqual([...expectedServices].sort());
  });

  it('gives every service and front end a health check and every engine a volume', () => {
    const config = compose('config').stdout;
    for (const name of expectedServices) {
      const block = config.split(/\n {2}(?=\S)/).find((b) => b.startsWith(`${name}:`));
      expect({ name, healthcheck: block?.includes('healthcheck:') }).toEqual({ name, healthcheck: true });
    }
    expect(config).toMatch(/\nvolumes:\n(?:.*\n)*? {2}mongo-data:/);
    expect(config).toMatch(/ {2}rabbitmq-data:/);
    expect(config).toMatch(/ {2}media-data:/);
    expect(config).toMatch(/ {2}minio-data:/);
  });
});
