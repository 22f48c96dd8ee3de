/**
 * The pod we ship, as the Kubernetes Deployment declares it (deploy/kubernetes/deployment.yaml): the
 * storefront container's memory limit, CPU limit and `NODE_OPTIONS`. The benchmarks read them from the
 * manifest every run, so the lab and the cluster cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { parse } from 'yaml';

/** The manifest, relative to the repository. */
const DEPLOYMENT_FILE = 'deploy/kubernetes/deployment.yaml';

/** What the Deployment gives the storefront container. */
export interface PodSettings {
  /** `resources.limits.memory`, in bytes. */
  memoryBytes: number;
  /** `resources.limits.cpu`, in cores (`500m` is 0.5). */
  cpus: number;
  /** The container's `NODE_OPTIONS`, e.g. `--max-old-space-size=256`, or null when it sets none. */
  nodeOptions: string | null;
}

/** Multipliers of the Kubernetes quantity suffixes. */
const QUANTITY_SUFFIXES: Record<string, number> = {
  '': 1,
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
};

/**
 * A Kubernetes resource quantity as a plain number.
 *
 * @param quantity - e.g. `512Mi` (bytes), `1` or `250m` (cores), as the manifest writes it
 * @param field - the field it came from, for the error
 * @returns the number: bytes for a memory quantity, cores for a CPU quantity
 * @throws Error naming the field and value when it is not a quantity this reads (a number with one of
 *   m, k, M, G, T, Ki, Mi, Gi, Ti)
 */
function parseQuantity(quantity: string | number, field: string): number {
  const match = /^(\d+(?:\.\d+)?)([a-zA-Z]*)$/.exec(String(quantity).trim());
  const multiplier = QUANTITY_SUFFIXES[match?.[2] ?? 'none'];
  if (!match || multiplier === undefined) {
    throw new Error(
      `${DEPLOYMENT_FILE}: ${field} is ${JSON.stringify(quantity)}, not a quantity such as 512Mi or 1`,
    );
  }
  return Number(match[1]) * multiplier;
}

/**
 * Reads the storefront container's limits and `NODE_OPTIONS` from the Deployment.
 *
 * @param root - the repository folder holding deploy/
 * @returns the memory limit (bytes), CPU limit (cores) and `NODE_OPTIONS`
 * @throws Error naming the file and the field when the manifest is not a valid Deployment or sets no
 *   memory or CPU limit for its container
 */
export function readPodSettings(root: string): PodSettings {
  // YAML 1.1, as kubectl reads it.
  const deployment = new Deployment(
    parse(readFileSync(path.join(root, DEPLOYMENT_FILE), 'utf8'), { version: '1.1' }),
  );
  deployment.validate();
  const containers = deployment.spec?.template.spec?.containers ?? [];
  const container = containers.find((candidate) => candidate.name === 'storefront') ?? containers[0];
  const limits = container?.resources?.limits;
  if (limits?.memory === undefined || limits.cpu === undefined) {
    throw new Error(`${DEPLOYMENT_FILE}: the storefront container sets no resources.limits.memory and .cpu`);
  }
  const nodeOptions = container?.env?.find((variable) => variable.name === 'NODE_OPTIONS')?.value;
  return {
    memoryBytes: parseQuantity(limits.memory, 'resources.limits.memory'),
    cpus: parseQuantity(limits.cpu, 'resources.limits.cpu'),
    nodeOptions: nodeOptions || null,
  };
}
