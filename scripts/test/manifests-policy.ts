/**
 * The policy the platform's Kubernetes manifests must meet (README "Deploying to Kubernetes"), checked on what the
 * chart in deploy/helm renders: every Deployment has two replicas or more (or an HPA whose minimum is), a rolling
 * update with none unavailable, readiness on /ready and liveness on /health, resources, a PodDisruptionBudget, an
 * HPA and a NetworkPolicy; its containers run as non-root on a read-only file system with no privilege escalation
 * and every capability dropped; images name a version (never `latest`); no secret value is in the manifests (no
 * literal env value of a secret's name, no URL with credentials, no Secret with data).
 *
 *   node -r @swc-node/register scripts/test/manifests-policy.ts rendered.yaml...   (exit 1 and a list when broken)
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseAllDocuments } from 'yaml';

type Json = Record<string, unknown>;
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface EnvVar {
  name: string;
  value?: unknown;
  valueFrom?: unknown;
}
interface Probe {
  httpGet?: { path?: string };
}
interface Container {
  name: string;
  image?: string;
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Json; limits?: Json };
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    privileged?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
}
interface PodSpec {
  containers?: Container[];
  initContainers?: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  terminationGracePeriodSeconds?: number;
  hostNetwork?: boolean;
  hostPID?: boolean;
  hostIPC?: boolean;
}
interface Deployment extends Manifest {
  spec: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> };
    strategy?: { type?: string; rollingUpdate?: { maxUnavailable?: number | string } };
    template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
  };
}

/** Names of variables that hold secrets: never given as a literal value. */
const SECRET_NAME = /PASSWORD|PASSWD|SECRET|TOKEN|CREDENTIAL|PRIVATE_KEY|ACCESS_KEY|API_KEY/i;
/** A URL's user:password@ whose password is not a $(VAR) reference to a variable from a Secret. */
const URL_WITH_PASSWORD = /[a-z][a-z0-9+.-]*:\/\/[^\s/:@]*:(?!\$\([A-Za-z_][A-Za-z0-9_]*\)@)[^\s/@]+@/i;
/** A password written into a config file. */
const INLINE_PASSWORD = /\b(password|passwd|secret)\s*[=:]\s*["']?(?!\$\()[^\s"'$]{4,}/i;
/** An image reference's tag (after the last `:` of its last path part) or digest. */
const imageVersion = (image: string) => {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return 'digest';
  const last = image.split('/').pop() ?? '';
  return last.includes(':') ? last.slice(last.indexOf(':') + 1) : undefined;
};

const asArray = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
const isSubset = (wanted: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!wanted && Object.keys(wanted).length > 0 && Object.entries(wanted).every(([key, value]) => labels?.[key] === value);

/** Parses a multi-document YAML stream (helm template's output) into its objects, empty documents left out. */
export function parseManifests(text: string): Manifest[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors[0]) throw new Error(`YAML: ${doc.errors[0].message}`);
      return doc.toJS() as Manifest | null;
    })
    .filter((doc): doc is Manifest => !!doc && typeof doc === 'object' && 'kind' in doc);
}

function containerViolations(where: string, container: Container, pod: PodSpec, init: boolean): string[] {
  const out: string[] = [];
  const at = `${where}: container ${container.name}`;
  const image = container.image ?? '';
  const version = imageVersion(image);
  if (!version) out.push(`${at}: image ${image || '(none)'} names no version`);
  else if (version.toLowerCase() === 'latest') out.push(`${at}: image ${image} uses the latest tag`);
  if (!init) {
    if (container.readinessProbe?.httpGet?.path !== '/ready') out.push(`${at}: no readinessProbe on /ready`);
    if (container.livenessProbe?.httpGet?.path !== '/health') out.push(`${at}: no livenessProbe on /health`);
  }
  for (const kind of ['requests', 'limits'] as const) {
    for (const resource of ['cpu', 'memory']) {
      if (container.resources?.[kind]?.[resource] === undefined) out.push(`${at}: no resources.${kind}.${resource}`);
    }
  }
  const security = container.securityContext ?? {};
  const nonRoot = security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
  const uid = security.runAsUser ?? pod.securityContext?.runAsUser;
  if (nonRoot !== true) out.push(`${at}: not runAsNonRoot`);
  if (uid === 0) out.push(`${at}: runs as user 0`);
  if (security.readOnlyRootFilesystem !== true) out.push(`${at}: root file system not read-only`);
  if (security.allowPrivilegeEscalation !== false) out.push(`${at}: allowPrivilegeEscalation is not false`);
  if (security.privileged) out.push(`${at}: privileged`);
  if (!asArray(security.capabilities?.drop).includes('ALL')) out.push(`${at}: capabilities not dropped (drop: [ALL])`);
  if (asArray(security.capabilities?.add).length) out.push(`${at}: adds capabilities`);
  const seen = new Set<string>();
  for (const variable of asArray(container.env)) {
    if (seen.has(variable.name)) out.push(`${at}: env ${variable.name} given twice`);
    seen.add(variable.name);
    if (variable.value === undefined) continue;
    const value = String(variable.value);
    if (SECRET_NAME.test(variable.name) && value !== '') out.push(`${at}: env ${variable.name} has a literal value (a secret: use secretKeyRef)`);
    if (URL_WITH_PASSWORD.test(value)) out.push(`${at}: env ${variable.name} is a URL with a password in it`);
  }
  return out;
}

/** Every way the manifests break the policy, one line each ("Kind/name: what"); empty when they meet it. */
export function policyViolations(manifests: Manifest[]): string[] {
  const out: string[] = [];
  const ofKind = (kind: string) => manifests.filter((doc) => doc.kind === kind);
  const hpas = ofKind('HorizontalPodAutoscaler');
  const pdbs = ofKind('PodDisruptionBudget');
  const policies = ofKind('NetworkPolicy');

  for (const doc of manifests) {
    const where = `${doc.kind}/${doc.metadata?.name}`;
    if (doc.kind === 'Secret') {
      const secret = doc as Manifest & { data?: Json; stringData?: Json };
      if (Object.keys(secret.data ?? {}).length || Object.keys(secret.stringData ?? {}).length)
        out.push(`${where}: a Secret with data in the manifests (reference an existing Secret by name)`);
    }
    if (doc.kind === 'ConfigMap') {
      for (const [key, value] of Object.entries((doc as Manifest & { data?: Record<string, string> }).data ?? {})) {
        if (URL_WITH_PASSWORD.test(value) || INLINE_PASSWORD.test(value)) out.push(`${where}: data ${key} holds a password`);
      }
    }
    for (const [key, value] of Object.entries(doc.metadata?.annotations ?? {})) {
      if (URL_WITH_PASSWORD.test(value)) out.push(`${where}: annotation ${key} holds a password`);
    }
  }

  for (const doc of ofKind('Deployment') as Deployment[]) {
    const name = doc.metadata.name;
    const where = `Deployment/${name}`;
    const podLabels = doc.spec.template.metadata?.labels;
    const pod = doc.spec.template.spec;
    const hpa = hpas.find((h) => {
      const target = (h.spec as { scaleTargetRef?: { kind?: string; name?: string } } | undefined)?.scaleTargetRef;
      return target?.kind === 'Deployment' && target.name === name;
    });
    const hpaSpec = hpa?.spec as { minReplicas?: number; maxReplicas?: number } | undefined;
    if (!hpa) out.push(`${where}: no HorizontalPodAutoscaler`);
    else if (hpa.apiVersion !== 'autoscaling/v2') out.push(`${where}: its HorizontalPodAutoscaler is not autoscaling/v2`);
    const replicas = doc.spec.replicas ?? (hpa ? hpaSpec?.minReplicas : 1) ?? 1;
    if (replicas < 2) out.push(`${where}: fewer than two replicas (${replicas})`);
    if (doc.spec.replicas !== undefined && hpaSpec?.minReplicas !== undefined && doc.spec.replicas < hpaSpec.minReplicas)
      out.push(`${where}: replicas below its HPA's minimum`);
    if (doc.spec.strategy?.type !== 'RollingUpdate' || String(doc.spec.strategy.rollingUpdate?.maxUnavailable) !== '0')
      out.push(`${where}: not a rolling update with maxUnavailable 0`);
    if (!isSubset(doc.spec.selector?.matchLabels, podLabels)) out.push(`${where}: its selector does not match its pods`);
    if (!pdbs.some((p) => isSubset((p.spec as { selector?: { matchLabels?: Record<string, string> } })?.selector?.matchLabels, podLabels)))
      out.push(`${where}: no PodDisruptionBudget`);
    const isolating = policies.filter((p) => {
      const spec = p.spec as { podSelector?: { matchLabels?: Record<string, string> }; policyTypes?: string[] } | undefined;
      return isSubset(spec?.podSelector?.matchLabels, podLabels);
    });
    const types = new Set(isolating.flatMap((p) => asArray((p.spec as { policyTypes?: string[] }).policyTypes)));
    if (!types.has('Ingress') || !types.has('Egress')) out.push(`${where}: no NetworkPolicy for its ingress and egress`);
    if (pod.hostNetwork || pod.hostPID || pod.hostIPC) out.push(`${where}: shares the node's namespaces`);
    const containers = asArray(pod.containers);
    if (!containers.length) out.push(`${where}: no containers`);
    for (const container of containers) out.push(...containerViolations(where, container, pod, false));
    for (const container of asArray(pod.initContainers)) out.push(...containerViolations(where, container, pod, true));
    // A graceful stop (packages/service-kit/src/lifecycle.ts) takes at most DRAIN_SECONDS + 10 s before it exits on its own.
    const drain = containers.flatMap((c) => asArray(c.env)).find((v) => v.name === 'DRAIN_SECONDS');
    if (drain) {
      const grace = pod.terminationGracePeriodSeconds ?? 30;
      if (!(grace > Number(drain.value) + 10)) out.push(`${where}: terminationGracePeriodSeconds ${grace} not above DRAIN_SECONDS ${String(drain.value)} + 10`);
    }
  }
  return out;
}

if (require.main === module) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: manifests-policy.ts rendered.yaml...');
    process.exit(2);
  }
  let broken = 0;
  for (const file of files) {
    const manifests = parseManifests(readFileSync(file, 'utf8'));
    const violations = policyViolations(manifests);
    if (!manifests.some((doc) => doc.kind === 'Deployment')) violations.push('no Deployment rendered');
    if (violations.length) {
      broken += 1;
      console.error(`${basename(file)}: ${violations.length} policy violation(s)`);
      for (const line of violations) console.error(`  ${line}`);
    } else {
      console.log(`${basename(file)}: policy ok (${manifests.length} objects)`);
    }
  }
  process.exit(broken ? 1 : 0);
}
