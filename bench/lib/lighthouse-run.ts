/**
 * How the lab runs Lighthouse 12.8 (mobile defaults) with Debian's Chromium, for `npm run lighthouse` and
 * `npm run bench:browser`: a fresh Chromium per audit (reusing one browser across runs made Lighthouse
 * flaky: NO_NAVSTART), and the stock-photo host answered by a loopback stand-in with the local
 * placeholder, as the photos would load online. Photos from that host cannot load on this closed network.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { PHOTO_PLACEHOLDER } from '../../scripts/harness/photo-placeholder';
import { PHOTO_HOST } from '../../shared/content/catalogue';

/** What one audit reports: Lighthouse's result object. */
export type LighthouseResult = Result;

/** The loopback HTTPS server that stands in for the stock-photo host. */
export interface PhotoStandIn {
  /** Its port on 127.0.0.1. */
  port: number;
  /** Stops it. */
  close(): void;
}

/**
 * Starts the stand-in for the stock-photo host: Chromium resolves the host to it
 * (`--host-resolver-rules`, with a throwaway self-signed certificate), and it answers every photo with
 * the placeholder.
 *
 * @returns its port and `close()`
 * @throws Error when `openssl` is missing or cannot make the certificate
 */
export async function startPhotoStandIn(): Promise<PhotoStandIn> {
  const certDir = mkdtempSync(path.join(tmpdir(), 'photos-cert-'));
  const keyFile = path.join(certDir, 'key.pem');
  const certFile = path.join(certDir, 'cert.pem');
  const subject = `/CN=${new URL(PHOTO_HOST).host}`;
  const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', subject];
  execFileSync('openssl', [...request, '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  const photos = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (_req, res) =>
    res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(PHOTO_PLACEHOLDER),
  );
  rmSync(certDir, { recursive: true, force: true });
  const port = await new Promise<number>((resolve) =>
    photos.listen(0, '127.0.0.1', () => resolve((photos.address() as AddressInfo).port)),
  );
  return { port, close: () => photos.close() };
}

/** How one page is audited. */
export interface AuditOptions {
  /** The stand-in that answers the stock photos. */
  photos: PhotoStandIn;
  /**
   * Lighthouse's `throttling.cpuSlowdownMultiplier` (the CLI's `--throttling.cpuSlowdownMultiplier`);
   * default: Lighthouse's mobile default, 4.
   */
  cpuSlowdownMultiplier?: number;
  /**
   * Whether the page answers with an error status on purpose (the 404 page): Lighthouse then audits it
   * like any other page and adds a warning to its result (its `ignoreStatusCode` setting), where it
   * would otherwise refuse it (ERRORED_DOCUMENT_REQUEST). Default false: an error status is a failure.
   */
  errorStatusExpected?: boolean;
}

/** The Chromium version behind each result, as the browser itself said it (its user agent is reduced). */
const browserOf = new WeakMap<Result, string>();

/** Audits one URL in a fresh Chromium. */
async function auditOnce(url: string, options: AuditOptions): Promise<Result> {
  const { photos, cpuSlowdownMultiplier, errorStatusExpected = false } = options;
  // Imported here, not at the top: Lighthouse is the largest module graph of the lab, and a command that
  // only prints its `--help` or measures without it should not load it.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP ${new URL(PHOTO_HOST).host} 127.0.0.1:${photos.port}`,
      '--ignore-certificate-errors',
    ],
  });
  try {
    const throttling = cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } };
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      ignoreStatusCode: errorStatusExpected,
      ...throttling,
    };
    const about = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser?: string;
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const version = /\/([\d.]+)$/.exec(about.Browser ?? '')?.[1];
    if (version) browserOf.set(result.lhr, `Chromium ${version}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs Lighthouse (mobile defaults: simulated throttling, a Moto G Power screen) on one URL. A run
 * Lighthouse itself could not complete (NO_NAVSTART happens now and then) is run once more.
 *
 * @param url - the page's full URL
 * @param options - the photo stand-in, the CPU slowdown multiplier, whether the page's status is an error
 *   on purpose
 * @returns Lighthouse's result; a run Lighthouse could not complete twice has `runtimeError` set
 * @throws Error when Chromium cannot be started or Lighthouse returns nothing
 */
export async function auditPage(url: string, options: AuditOptions): Promise<LighthouseResult> {
  const result = await auditOnce(url, options);
  if (!result.runtimeError) return result;
  return auditOnce(url, options);
}

/**
 * The Chromium that produced a Lighthouse result.
 *
 * @param result - a result of {@link auditPage}
 * @returns e.g. `Chromium 156.0.8078.108`; for a result from elsewhere, what its user agent says
 */
export function lighthouseBrowser(result: LighthouseResult): string {
  return browserOf.get(result) ?? result.environment.hostUserAgent;
}
