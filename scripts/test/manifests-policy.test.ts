import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Manifest, parseManifests, policyViolations } from './manifests-policy';

// The chart in deploy/helm rendered by Helm (built by scripts/setup.sh --for-tests), then held to the policy; and the
// policy itself shown to fail what breaks it. scripts/test/manifests.sh also checks the renderings against the
// Kubernetes schemas (kubernetes-validate --strict).
const root = join(__dirname, '..', '..');
const chart = join(root, 'deploy', 'helm', 'abialbum');
const exampleValues = join(chart, 'ci', 'example-values.yaml');
/** The Kubernetes version the chart is rendered for (scripts/test/manifests.sh: the same). */
const KUBE_VERSION = '1.37.0';
const AREAS = ['svc-identity', 'svc-albums', 'svc-media', 'svc-content', 'svc-gateway', 'shell', 'mfe-public', 'mfe-owner', 'mfe-admin'];
const SERVICES = ['svc-identity', 'svc-albums', 'svc-media', 'svc-content'];

const helm = execFileSync('bash', [join(root, 'scripts', 'infra', 'build-helm.sh'), '--path'], { encoding: 'utf8' }).trim();

function template(area: string, args: string[] = [], chartDir = chart) {
  return spawnSync(
    helm,
    ['template', 'abialbum', chartDir, '--namespace', 'abialbum', '--kube-version', KUBE_VERSION, '-f', exampleValues, '--set', `area=${area}`, ...args],
    { encoding: 'utf8' },
  );
}
function render(area: string, args: string[] = [], chartDir = chart): Manifest[] {
  const result = template(area, args, chartDir);
  if (result.status !== 0) throw new Error(`helm template ${area} failed: ${result.stderr}`);
  return parseManifests(result.stdout);
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface Container {
  ports: { name: string; containerPort: number }[];
  env?: EnvVar[];
}
type PodTemplate = { metadata: { annotations: Record<string, string> }; spec: { containers: Container[] } };
const templateOf = (manifests: Manifest[], name: string): PodTemplate => {
  const spec = manifests.find((doc) => doc.kind === 'Deployment' && doc.metadata.name === name)?.spec as { template: PodTemplate } | undefined;
  if (!spec) throw new Error(`no Deployment ${name} rendered`);
  return spec.template;
};
const containerOf = (manifests: Manifest[], name: string): Container => {
  const container = templateOf(manifests, name).spec.containers[0];
  if (!container) throw new Error(`Deployment ${name} has no container`);
  return container;
};

type Peer = { podSelector?: { matchLabels?: Record<string, string> } };
type Rule = { from?: Peer[]; to?: Peer[]; ports?: { port: number | string }[] };
const policyOf = (manifests: Manifest[], name: string) =>
  manifests.find((doc) => doc.kind === 'NetworkPolicy' && doc.metadata.name === name)?.spec as { ingress: Rule[]; egress: Rule[] };
const componentsIn = (peers: Peer[] | undefined) => (peers ?? []).map((peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name']).filter(Boolean);

/** The components a service's config.ts says it calls: its *_URL variables (JWKS_URL is identity's). */
const OUTSIDE_URLS = ['MONGO', 'AMQP', 'SMTP', 'PUBLIC'];

function callsInConfig(workspace: string): string[] {
  const source = readFileSync(join(root, workspace, 'src', 'config.ts'), 'utf8');
  const names = new Set([...source.matchAll(/\b([A-Z]+)_URL\b/g)].map((match) => match[1] ?? ''));
  // The engines, and what is outside the chart (svc-identity's mail server, the site's own address in its mails).
  for (const outside of OUTSIDE_URLS) names.delete(outside);
  if (source.includes('jwksConfigSchema')) names.add('JWKS');
  return [...new Set([...names].map((name) => (name === 'JWKS' ? 'svc-identity' : `svc-${name.toLowerCase()}`)))].sort();
}

beforeAll(() => {
  if (!existsSync(helm)) throw new Error(`no Helm at ${helm}: run bash scripts/setup.sh --no-build --for-tests`);
});

describe('the chart in deploy/helm/abialbum', () => {
  it.each(AREAS)('installs area %s alone: its own component only, and it meets the policy', (area) => {
    const manifests = render(area);
    expect(policyViolations(manifests)).toEqual([]);
    expect(manifests.filter((doc) => doc.kind === 'Deployment').map((doc) => doc.metadata.name)).toEqual([area]);
    // Every object belongs to the area: another team's release never owns (or replaces) it.
    expect([...new Set(manifests.map((doc) => doc.metadata.name.replace(/-nginx$/, '')))]).toEqual([area]);
    const kinds = manifests.map((doc) => doc.kind).sort();
    const expected = ['Deployment', 'HorizontalPodAutoscaler', 'NetworkPolicy', 'PodDisruptionBudget', 'Service'];
    expect(kinds).toEqual(area === 'shell' || area.startsWith('mfe-') ? ['ConfigMap', ...expected] : expected);
  });

  it('installs every area at once (area=all) and the whole meets the policy', () => {
    const manifests = render('all');
    expect(policyViolations(manifests)).toEqual([]);
    expect(manifests.filter((doc) => doc.kind === 'Deployment').map((doc) => doc.metadata.name).sort()).toEqual([...AREAS].sort());
    expect(manifests.filter((doc) => doc.kind === 'Secret')).toEqual([]);
  });

  it('lets only the gateway and the services that call it reach a service, and a service reach what its config.ts calls', () => {
    const manifests = render('all');
    const calls = Object.fromEntries(['svc-gateway', ...SERVICES].map((ws) => [ws, callsInConfig(ws)]));
    expect(calls['svc-content']).toEqual(['svc-albums', 'svc-identity', 'svc-media']); // the reading above is not empty-handed
    for (const [name, called] of Object.entries(calls)) {
      const policy = policyOf(manifests, name);
      const egressTo = policy.egress.flatMap((rule) => componentsIn(rule.to)).sort();
      expect({ name, egressTo }).toEqual({ name, egressTo: called });
      // The URLs it is given are those of what it calls.
      const env = containerOf(manifests, name).env ?? [];
      const urls = env.filter((v) => /^[A-Z]+_URL$/.test(v.name) && !OUTSIDE_URLS.map((name) => `${name}_URL`).includes(v.name)).map((v) => v.value);
      expect(urls.every((url) => called.some((component) => url?.startsWith(`http://${component}:`)))).toBe(true);
    }
    for (const service of SERVICES) {
      const callers = Object.entries(calls).filter(([, called]) => called.includes(service)).map(([name]) => name).sort();
      const ingressFrom = policyOf(manifests, service).ingress.filter((rule) => componentsIn(rule.from).length).flatMap((rule) => componentsIn(rule.from)).sort();
      expect({ service, ingressFrom }).toEqual({ service, ingressFrom: callers });
      expect(callers).toContain('svc-gateway');
    }
    // The remotes are reached by the shell alone; the gateway by the shell alone.
    for (const name of ['svc-gateway', 'mfe-public', 'mfe-owner', 'mfe-admin']) {
      expect(policyOf(manifests, name).ingress.flatMap((rule) => componentsIn(rule.from))).toEqual(['shell']);
    }
    // A service's own database and broker: the addresses from values, on their ports.
    const albumsEgress = policyOf(manifests, 'svc-albums').egress;
    expect(albumsEgress).toContainEqual({ to: [{ ipBlock: { cidr: '10.20.0.0/16' } }], ports: [{ protocol: 'TCP', port: 27017 }] });
    expect(albumsEgress).toContainEqual({ to: [{ ipBlock: { cidr: '10.30.0.0/16' } }], ports: [{ protocol: 'TCP', port: 5671 }] });
    // svc-identity alone reaches the mail server.
    const mailServer = { to: [{ ipBlock: { cidr: '10.40.0.0/16' } }], ports: [{ protocol: 'TCP', port: 587 }, { protocol: 'TCP', port: 465 }] };
    expect(policyOf(manifests, 'svc-identity').egress).toContainEqual(mailServer);
    expect(albumsEgress).not.toContainEqual(mailServer);
  });

  it("gives each service and the gateway the port of its config.ts, and Prometheus' annotations for its /metrics", () => {
    const manifests = render('all');
    for (const name of ['svc-gateway', ...SERVICES]) {
      const source = readFileSync(join(root, name, 'src', 'config.ts'), 'utf8');
      const port = Number((/baseConfigSchema\([^,]+, (\d+)\)/.exec(source) ?? /PORT: port\.default\((\d+)\)/.exec(source))?.[1]);
      const container = containerOf(manifests, name);
      expect({ name, port: container.ports.find((p) => p.name === 'http')?.containerPort }).toEqual({ name, port });
      // The gateway's /metrics are on METRICS_PORT, a listener of its own, never its public port; a service's on its port.
      const metricsPort = name === 'svc-gateway' ? Number(container.env?.find((v) => v.name === 'METRICS_PORT')?.value) : port;
      if (name === 'svc-gateway') {
        expect(source).toContain('METRICS_PORT');
        expect(metricsPort).not.toBe(port);
        expect(container.ports.find((p) => p.name === 'metrics')?.containerPort).toBe(metricsPort);
        const service = manifests.find((doc) => doc.kind === 'Service' && doc.metadata.name === name)?.spec as { ports: { port: number }[] };
        expect(service.ports.map((p) => p.port)).toEqual([port]);
      }
      expect(templateOf(manifests, name).metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(metricsPort),
        'prometheus.io/path': '/metrics',
      });
    }
  });

  it('references every secret by name: secretKeyRef, and URLs with credentials only through $(VAR)', () => {
    const manifests = render('all');
    const env = manifests.filter((doc) => doc.kind === 'Deployment').flatMap((doc) => containerOf(manifests, doc.metadata.name).env ?? []);
    const fromSecrets = env.filter((v) => v.valueFrom?.secretKeyRef).map((v) => `${v.name}<-${v.valueFrom?.secretKeyRef?.name}`);
    expect([...new Set(fromSecrets)].sort()).toEqual(
      [
        'ADMIN_EMAIL<-abialbum-admin',
        'ADMIN_PASSWORD<-abialbum-admin',
        'AMQP_PASSWORD<-abialbum-rabbitmq',
        'AMQP_USERNAME<-abialbum-rabbitmq',
        'FILE_LINK_SECRET<-abialbum-file-links',
        // The example values name the previous secret's key (secrets.fileLinkSecret.previousKey): replacing it.
        'FILE_LINK_SECRET_PREVIOUS<-abialbum-file-links',
        'INTERNAL_TOKEN<-abialbum-internal-token',
        'MONGO_PASSWORD<-abialbum-mongodb',
        'MONGO_USERNAME<-abialbum-mongodb',
        'S3_ACCESS_KEY_ID<-abialbum-s3',
        'S3_SECRET_ACCESS_KEY<-abialbum-s3',
        'SMTP_URL<-abialbum-smtp',
      ].sort(),
    );
    expect(env.find((v) => v.name === 'MONGO_URL')?.value).toBe(
      'mongodb://$(MONGO_USERNAME):$(MONGO_PASSWORD)@mongo-0.mongo.db.example.net:27017,mongo-1.mongo.db.example.net:27017,mongo-2.mongo.db.example.net:27017/?replicaSet=rs0&authSource=admin&tls=true',
    );
    expect(env.find((v) => v.name === 'AMQP_URL')?.value).toBe('amqps://$(AMQP_USERNAME):$(AMQP_PASSWORD)@rabbitmq.mq.example.net:5671/abialbum');
    // $(VAR) is expanded by Kubernetes only from variables defined before it.
    const names = env.map((v) => v.name);
    expect(names.indexOf('MONGO_PASSWORD')).toBeLessThan(names.indexOf('MONGO_URL'));
  });

  it("serves the shell with the same page headers as docker-compose's nginx", () => {
    const conf = (render('shell').find((doc) => doc.kind === 'ConfigMap')?.data as Record<string, string> | undefined)?.['nginx.conf'] ?? '';
    const headers = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('add_header ')).sort();
    expect(headers(conf)).toEqual(headers(readFileSync(join(root, 'scripts', 'docker', 'nginx-shell.conf'), 'utf8')));
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('pid /tmp/nginx.pid;');
  });

  it('refuses to render without an area, with an unknown one, without an image tag or with `latest`', () => {
    expect(template('').stderr).toMatch(/set area/);
    expect(template('svc-everything').stderr).toMatch(/area/);
    expect(template('svc-media', ['--set', 'components.svc-media.image.tag=']).stderr).toMatch(/set components\.svc-media\.image\.tag/);
    expect(template('svc-media', ['--set', 'components.svc-media.image.tag=latest']).stderr).toMatch(/components\.svc-media\.image\.tag is latest/);
    expect(template('shell', ['--set-string', 'components.shell.image.tag=Latest']).stderr).toMatch(/components\.shell\.image\.tag is latest/);
    expect(template('svc-media', ['--set', 's3.credentialsSecret.name=']).stderr).toMatch(/s3\.credentialsSecret/);
    expect(template('svc-identity', ['--set', 'mail.smtpUrlSecret.name=']).stderr).toMatch(/mail\.smtpUrlSecret/);
    expect(template('svc-identity', ['--set', 'mail.publicUrl=']).stderr).toMatch(/set mail\.publicUrl/);
  });
});

describe('the manifests policy', () => {
  it('fails a fixture that breaks it, naming each problem', () => {
    const manifests = parseManifests(readFileSync(join(__dirname, 'fixtures', 'manifests', 'broken.yaml'), 'utf8'));
    const at = 'Deployment/careless: container app';
    expect(policyViolations(manifests)).toEqual([
      'Secret/careless: a Secret with data in the manifests (reference an existing Secret by name)',
      'ConfigMap/careless: data app.conf holds a password',
      'Deployment/careless: no HorizontalPodAutoscaler',
      'Deployment/careless: fewer than two replicas (1)',
      'Deployment/careless: not a rolling update with maxUnavailable 0',
      'Deployment/careless: no PodDisruptionBudget',
      'Deployment/careless: no NetworkPolicy for its ingress and egress',
      `${at}: image registry.example.com/careless:latest uses the latest tag`,
      `${at}: no readinessProbe on /ready`,
      `${at}: no resources.requests.memory`,
      `${at}: no resources.limits.cpu`,
      `${at}: no resources.limits.memory`,
      `${at}: not runAsNonRoot`,
      `${at}: root file system not read-only`,
      `${at}: allowPrivilegeEscalation is not false`,
      `${at}: capabilities not dropped (drop: [ALL])`,
      `${at}: env DB_PASSWORD has a literal value (a secret: use secretKeyRef)`,
      `${at}: env MONGO_URL is a URL with a password in it`,
      `${at}: env PORT given twice`,
    ]);
  });

  it('fails the chart when a secret is put in its values', () => {
    const manifests = render('svc-content', [
      '--set', 'components.svc-content.env.SESSION_SECRET=not-in-values-please',
      '--set', 'components.svc-content.env.REPORTS_URL=https://reports:hunter2@reports.example.net/',
    ]);
    expect(policyViolations(manifests)).toEqual([
      'Deployment/svc-content: container svc-content: env REPORTS_URL is a URL with a password in it',
      'Deployment/svc-content: container svc-content: env SESSION_SECRET has a literal value (a secret: use secretKeyRef)',
    ]);
  });

  describe('on a copy of the chart made careless', () => {
    let copy: string;
    beforeEach(() => {
      copy = mkdtempSync(join(tmpdir(), 'abialbum-chart-'));
      cpSync(chart, copy, { recursive: true });
    });
    afterEach(() => rmSync(copy, { recursive: true, force: true }));
    const edit = (file: string, change: (text: string) => string) => {
      const path = join(copy, file);
      const before = readFileSync(path, 'utf8');
      const after = change(before);
      expect(after).not.toBe(before);
      writeFileSync(path, after);
    };

    it('fails a Deployment without its readiness probe or its PodDisruptionBudget', () => {
      edit('templates/components.yaml', (text) =>
        text
          .replace(/ {10}readinessProbe:\n(?: {12}.*\n)+/, '')
          .replace(/---\napiVersion: policy\/v1\nkind: PodDisruptionBudget\n(?:.*\n)*?(?=\{\{- if \$c\.autoscaling\.enabled \}\}\n---)/, ''),
      );
      expect(policyViolations(render('svc-albums', [], copy))).toEqual([
        'Deployment/svc-albums: no PodDisruptionBudget',
        'Deployment/svc-albums: container svc-albums: no readinessProbe on /ready',
      ]);
    });

    it('fails an image tagged latest once the chart stops refusing it', () => {
      edit('templates/_helpers.tpl', (text) => text.replace(/\{\{- if eq \(lower \$tag\) "latest" -\}\}\n.*\n\{\{- end -\}\}\n/, ''));
      expect(policyViolations(render('mfe-admin', ['--set', 'components.mfe-admin.image.tag=latest'], copy))).toEqual([
        'Deployment/mfe-admin: container mfe-admin: image registry.example.com/abialbum/mfe-admin:latest uses the latest tag',
      ]);
    });

    it('fails a root, writable container and a stop cut before its drain', () => {
      edit('templates/components.yaml', (text) =>
        text
          .replace('readOnlyRootFilesystem: true', 'readOnlyRootFilesystem: false')
          .replace('runAsNonRoot: true\n        runAsUser', 'runAsNonRoot: false\n        runAsUser')
          .replace(/ {12}runAsNonRoot: true\n/, '')
          .replace('terminationGracePeriodSeconds: {{ add $.Values.stop.drainSeconds $.Values.stop.graceMarginSeconds }}', 'terminationGracePeriodSeconds: 30'),
      );
      expect(policyViolations(render('svc-identity', [], copy))).toEqual([
        'Deployment/svc-identity: container svc-identity: not runAsNonRoot',
        'Deployment/svc-identity: container svc-identity: root file system not read-only',
        'Deployment/svc-identity: terminationGracePeriodSeconds 30 not above DRAIN_SECONDS 25 + 10',
      ]);
    });
  });
});
