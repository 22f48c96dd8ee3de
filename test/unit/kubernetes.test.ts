/**
 * Proves the manifests in deploy/kubernetes are valid Kubernetes objects (each checked against the API
 * schema of its kind by kubernetes-models, which throws on a violation) and keep the promises the deploy
 * guide makes: probes on /healthz and /readyz, resources, a non-root read-only container, a termination
 * grace period longer than the server's drain, and a Service, HPA and PDB that point at the Deployment.
 * The schemas check types, enums and required fields but not unknown field names; the API server does that.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const dir = path.resolve(import.meta.dirname, '../../deploy/kubernetes');
const KUSTOMIZATION = 'kustomization.yaml';
/** Time the server may spend finishing in-flight requests after the drain, plus slack, in seconds. */
const SHUTDOWN_MARGIN_S = 5;

interface Validatable {
  validate(): void;
}
interface ModelClass<T extends Validatable> {
  apiVersion: string;
  kind: string;
  new (data: never): T;
}

const MODELS: ModelClass<Validatable>[] = [Deployment, Service, HorizontalPodAutoscaler, PodDisruptionBudget];
const modelsByType = new Map(MODELS.map((model) => [`${model.apiVersion} ${model.kind}`, model]));

/** Parses YAML as kubectl does (YAML 1.1: an unquoted `on` or `yes` is a boolean, not a string). */
function parseYaml(text: string): unknown {
  return parse(text, { version: '1.1' });
}

const manifestFiles = readdirSync(dir)
  .filter((file) => file.endsWith('.yaml') && file !== KUSTOMIZATION)
  .sort();
const manifests = manifestFiles.map((file) => ({
  file,
  text: readFileSync(path.join(dir, file), 'utf8'),
}));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "apiVersion kind" of a parsed object, e.g. "apps/v1 Deployment". */
function typeOf(data: unknown): string {
  return isRecord(data) ? `${String(data.apiVersion)} ${String(data.kind)}` : 'not an object';
}

/**
 * Builds the kubernetes-models object for a parsed manifest and validates it against its schema.
 *
 * @throws Error naming the kind when no model is registered for it, or the schema violations
 */
function validateManifest(data: unknown, file: string): Validatable {
  const Model = modelsByType.get(typeOf(data));
  if (!Model) throw new Error(`${file}: unknown kind "${typeOf(data)}", add its model to this test`);
  const model = new Model(data as never);
  model.validate();
  return model;
}

/**
 * The one manifest of the given model class, as that model. Not validated here: the schema test
 * reports violations by name, and the behaviour tests still run on a manifest that has one.
 */
function load<T extends Validatable>(Model: ModelClass<T>): T {
  const type = `${Model.apiVersion} ${Model.kind}`;
  const found = manifests.filter(({ text }) => typeOf(parseYaml(text)) === type);
  const [manifest] = found;
  if (!manifest || found.length > 1) throw new Error(`expected one ${type} manifest, found ${found.length}`);
  return new Model(parseYaml(manifest.text) as never);
}

function defined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
}

/** True when every label the selector asks for is on the pod. */
function selects(selector: Record<string, string> | undefined, labels: Record<string, string>): boolean {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([key, value]) => labels[key] === value);
}

/** Mebibytes of a memory quantity such as "384Mi" or "1Gi". */
function mebibytes(quantity: string | number): number {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|K|M|G)?$/.exec(String(quantity));
  if (!match?.[1]) throw new Error(`unsupported memory quantity ${quantity}`);
  const factor: Record<string, number> = {
    Ki: 1 / 1024,
    Mi: 1,
    Gi: 1024,
    K: 1e3 / 2 ** 20,
    M: 1e6 / 2 ** 20,
    G: 1e9 / 2 ** 20,
  };
  return Number(match[1]) * (match[2] ? (factor[match[2]] ?? Number.NaN) : 1 / 2 ** 20);
}

/** Cores of a CPU quantity such as "250m" or "1". */
function cores(quantity: string | number): number {
  const text = String(quantity);
  return text.endsWith('m') ? Number(text.slice(0, -1)) / 1000 : Number(text);
}

/** The Deployment and the parts of its pod the tests look at; throws when one is missing. */
function storefront() {
  const deployment = load(Deployment);
  const podSpec = defined(deployment.spec?.template.spec, 'pod spec');
  const podLabels = defined(deployment.spec?.template.metadata?.labels, 'pod labels');
  const container = defined(
    podSpec.containers.find(({ name }) => name === 'storefront'),
    'container storefront',
  );
  const httpPort = defined(
    container.ports?.find(({ name }) => name === 'http'),
    'container port http',
  );
  const metricsPort = defined(
    container.ports?.find(({ name }) => name === 'metrics'),
    'container port metrics',
  );
  const env = new Map((container.env ?? []).map(({ name, value }) => [name, value]));
  return { deployment, podSpec, podLabels, container, httpPort, metricsPort, env };
}

describe('Kubernetes manifests', () => {
  it('every manifest holds exactly one YAML document without errors', () => {
    expect(manifestFiles).toEqual(['deployment.yaml', 'hpa.yaml', 'pdb.yaml', 'service.yaml']);
    for (const { file, text } of manifests) {
      const documents = parseAllDocuments(text, { version: '1.1' });
      expect(documents, file).toHaveLength(1);
      expect(documents[0]?.errors, file).toEqual([]);
    }
  });

  it('every manifest validates against the Kubernetes schema', () => {
    for (const { file, text } of manifests) {
      expect(() => validateManifest(parseYaml(text), file), file).not.toThrow();
    }
  });

  it('every object is named sweet-storefront and carries the app name label', () => {
    for (const { file, text } of manifests) {
      const data = parseYaml(text);
      const metadata = isRecord(data) && isRecord(data.metadata) ? data.metadata : {};
      expect(metadata.name, file).toBe('sweet-storefront');
      expect(metadata.labels, file).toMatchObject({ 'app.kubernetes.io/name': 'sweet-storefront' });
    }
  });

  it('kustomization lists every manifest file and nothing else', () => {
    const kustomization = parseYaml(readFileSync(path.join(dir, KUSTOMIZATION), 'utf8'));
    expect(typeOf(kustomization)).toBe('kustomize.config.k8s.io/v1beta1 Kustomization');
    const resources = isRecord(kustomization) ? kustomization.resources : undefined;
    expect(Array.isArray(resources) ? [...resources].sort() : resources).toEqual(manifestFiles);
  });
});

describe('Deployment', () => {
  it('runs at least 2 replicas, rolls out without losing capacity and selects its own pods', () => {
    const { deployment, podLabels } = storefront();
    expect(deployment.spec?.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec?.strategy).toEqual({
      type: 'RollingUpdate',
      rollingUpdate: { maxUnavailable: 0, maxSurge: 1 },
    });
    expect(deployment.spec?.revisionHistoryLimit).toBeGreaterThan(0);
    expect(selects(deployment.spec?.selector.matchLabels, podLabels)).toBe(true);
    expect(podLabels['app.kubernetes.io/name']).toBe('sweet-storefront');
  });

  it('serves on container port 3000 named http and configures the server through its environment', () => {
    const { httpPort, env } = storefront();
    expect(httpPort.containerPort).toBe(3000);
    expect(env.get('PORT')).toBe(String(httpPort.containerPort));
    expect(env.get('HOST')).toBe('0.0.0.0');
    expect(env.get('NODE_ENV')).toBe('production');
    expect(new URL(defined(env.get('SITE_URL'), 'SITE_URL')).protocol).toBe('https:');
  });

  it('exposes the metrics port to Prometheus, outside the Service, as METRICS_PORT says', () => {
    const { deployment, metricsPort, env } = storefront();
    expect(env.get('METRICS_PORT')).toBe(String(metricsPort.containerPort));
    expect(deployment.spec?.template.metadata?.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(metricsPort.containerPort),
      'prometheus.io/path': '/metrics',
    });
    const service = load(Service);
    const servicePorts = (service.spec?.ports ?? []).map(({ targetPort }) => targetPort);
    expect(servicePorts).not.toContain(metricsPort.name);
    expect(servicePorts).not.toContain(metricsPort.containerPort);
  });

  it('checks liveness on /healthz and readiness on /readyz through the metrics port, away from visitors', () => {
    const { container, metricsPort } = storefront();
    const probes = {
      startupProbe: container.startupProbe,
      livenessProbe: defined(container.livenessProbe, 'livenessProbe'),
      readinessProbe: defined(container.readinessProbe, 'readinessProbe'),
    };
    expect(probes.livenessProbe.httpGet?.path).toBe('/healthz');
    expect(probes.readinessProbe.httpGet?.path).toBe('/readyz');
    if (probes.startupProbe) expect(probes.startupProbe.httpGet?.path).toBe('/healthz');
    for (const [name, probe] of Object.entries(probes)) {
      if (!probe) continue;
      expect([metricsPort.name, metricsPort.containerPort], name).toContain(probe.httpGet?.port);
      expect(probe.timeoutSeconds, name).toBeLessThanOrEqual(probe.periodSeconds ?? 10);
    }
  });

  it('requests and limits cpu and memory, with the V8 heap capped below the memory limit', () => {
    const { container, env } = storefront();
    const { requests, limits } = defined(container.resources, 'resources');
    const request = {
      cpu: defined(requests?.cpu, 'cpu request'),
      memory: defined(requests?.memory, 'memory'),
    };
    const limit = { cpu: defined(limits?.cpu, 'cpu limit'), memory: defined(limits?.memory, 'memory limit') };
    expect(cores(request.cpu)).toBeGreaterThan(0);
    expect(cores(request.cpu)).toBeLessThanOrEqual(cores(limit.cpu));
    expect(mebibytes(request.memory)).toBeLessThanOrEqual(mebibytes(limit.memory));
    const heap = /--max-old-space-size=(\d+)/.exec(env.get('NODE_OPTIONS') ?? '')?.[1];
    // Code, buffers and native memory live outside the heap: keep at least a quarter of the limit for them.
    expect(Number(defined(heap, '--max-old-space-size in NODE_OPTIONS'))).toBeLessThanOrEqual(
      mebibytes(limit.memory) * 0.75,
    );
  });

  it('gives Node the same NODE_OPTIONS as the Docker image, so a plain docker run behaves as the pod', () => {
    const { env } = storefront();
    const dockerfile = readFileSync(path.resolve(dir, '../../Dockerfile'), 'utf8');
    const imageOptions = /^ENV NODE_OPTIONS="([^"]*)"$/m.exec(dockerfile)?.[1];
    expect(defined(imageOptions, 'ENV NODE_OPTIONS="..." in the Dockerfile')).toBe(env.get('NODE_OPTIONS'));
  });

  it('runs as a non-root user with a read-only root filesystem and no privilege escalation', () => {
    const { podSpec, container } = storefront();
    expect(podSpec.securityContext).toMatchObject({
      runAsNonRoot: true,
      runAsUser: 1000,
      runAsGroup: 1000,
      fsGroup: 1000,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
    expect(container.securityContext?.capabilities?.drop).toContain('ALL');
    expect(podSpec.automountServiceAccountToken).toBe(false);
  });

  it('mounts a writable emptyDir at /tmp, the only writable path under the read-only root', () => {
    const { podSpec, container } = storefront();
    const mount = defined(
      container.volumeMounts?.find(({ mountPath }) => mountPath === '/tmp'),
      '/tmp mount',
    );
    const volume = podSpec.volumes?.find(({ name }) => name === mount.name);
    expect(volume?.emptyDir).toBeDefined();
    expect(mount.readOnly ?? false).toBe(false);
  });

  it('gives a terminating pod more time than the server needs to drain and finish its requests', () => {
    const { podSpec, env } = storefront();
    const graceMs = Number(env.get('SHUTDOWN_GRACE_MS'));
    expect(Number.isInteger(graceMs) && graceMs > 0).toBe(true);
    expect(podSpec.terminationGracePeriodSeconds).toBeGreaterThan(graceMs / 1000 + SHUTDOWN_MARGIN_S);
  });

  it('lets the readiness probe mark a draining pod unready within the drain window', () => {
    const { container, env } = storefront();
    const readiness = defined(container.readinessProbe, 'readinessProbe');
    const secondsToUnready = (readiness.periodSeconds ?? 10) * (readiness.failureThreshold ?? 3);
    expect(secondsToUnready).toBeLessThanOrEqual(Number(env.get('SHUTDOWN_GRACE_MS')) / 1000);
  });

  it('prefers to spread its pods over different nodes', () => {
    const { podSpec, podLabels } = storefront();
    const spread = (podSpec.topologySpreadConstraints ?? []).filter(
      ({ topologyKey, labelSelector }) =>
        topologyKey === 'kubernetes.io/hostname' && selects(labelSelector?.matchLabels, podLabels),
    );
    const antiAffinity = (
      podSpec.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution ?? []
    ).filter(
      ({ podAffinityTerm }) =>
        podAffinityTerm.topologyKey === 'kubernetes.io/hostname' &&
        selects(podAffinityTerm.labelSelector?.matchLabels, podLabels),
    );
    expect(spread.length + antiAffinity.length).toBeGreaterThan(0);
  });
});

describe('Service, HorizontalPodAutoscaler and PodDisruptionBudget', () => {
  it('the Service sends port 80 to the named container port of the Deployment pods', () => {
    const { podLabels, httpPort } = storefront();
    const service = load(Service);
    expect(service.spec?.type ?? 'ClusterIP').toBe('ClusterIP');
    expect(selects(service.spec?.selector, podLabels)).toBe(true);
    const [port] = service.spec?.ports ?? [];
    expect(port?.port).toBe(80);
    expect(port?.targetPort).toBe(httpPort.name);
  });

  it('the HPA scales the Deployment by name on CPU, never below 2 replicas', () => {
    const { deployment } = storefront();
    const hpa = load(HorizontalPodAutoscaler);
    const spec = defined(hpa.spec, 'HPA spec');
    expect(spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment.metadata?.name,
    });
    expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas ?? 1);
    const cpu = spec.metrics?.find(({ type, resource }) => type === 'Resource' && resource?.name === 'cpu');
    expect(cpu?.resource?.target.type).toBe('Utilization');
    expect(cpu?.resource?.target.averageUtilization).toBeGreaterThan(0);
    expect(cpu?.resource?.target.averageUtilization).toBeLessThanOrEqual(90);
    expect(spec.behavior?.scaleDown?.stabilizationWindowSeconds).toBeGreaterThan(0);
  });

  it('the PDB selects the Deployment pods and still allows one eviction at the minimum size', () => {
    const { podLabels } = storefront();
    const pdb = load(PodDisruptionBudget);
    const spec = defined(pdb.spec, 'PDB spec');
    expect(selects(spec.selector?.matchLabels, podLabels)).toBe(true);
    const minimumReplicas = load(HorizontalPodAutoscaler).spec?.minReplicas ?? 1;
    if (spec.maxUnavailable !== undefined) {
      expect(spec.maxUnavailable).toBeGreaterThanOrEqual(1);
    } else {
      expect(spec.minAvailable).toBeGreaterThanOrEqual(1);
      expect(spec.minAvailable).toBeLessThan(minimumReplicas);
    }
  });
});
