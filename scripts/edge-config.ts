/**
 * The settings and the `varnishd` command line of `npm run edge` (deploy/varnish/README.md): Varnish on
 * `EDGE_PORT` in front of the storefront server, with `deploy/varnish/default.vcl`. The edge's own
 * settings are validated like the server's (`server/config.ts`): one line per bad setting.
 */
import { accessSync, chmodSync, constants, copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanEnv, port, str } from 'envalid';
import { ConfigError, loadConfig, SERVER_LIMITS, type ServerConfig } from '../server/config';

/** The repository's root folder. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The reference configuration: the cache rules (deploy/varnish/README.md). */
const VCL_FILE = path.join(root, 'deploy/varnish/default.vcl');

/** The name of {@link VCL_FILE}'s copy in a Varnish folder ({@link prepareVarnishFolder}). */
const MAIN_VCL_NAME = 'default.vcl';

/** The origin include of {@link VCL_FILE}, as `varnishd` finds it on `vcl_path`. */
const ORIGIN_VCL_NAME = 'origin.vcl';

/** Where Debian and a source build put `varnishd` when `sbin` is not on the PATH. */
const SBIN_FOLDERS = ['/usr/sbin', '/usr/local/sbin'];

/**
 * What to do when `varnishd` is missing, in one line.
 *
 * @param given - the `VARNISHD` setting, or empty when the program was looked for
 * @returns the line
 */
export function varnishMissing(given: string): string {
  const where = given
    ? `at VARNISHD=${JSON.stringify(given)}`
    : `on the PATH or in ${SBIN_FOLDERS.join(' or ')}`;
  return (
    `varnishd not found ${where}: install Varnish 7 with \`sudo apt-get install varnish\` (Debian, Ubuntu) or ` +
    '`brew install varnish` (macOS), or run the varnish:7 image (deploy/varnish/README.md).'
  );
}

/** Settings of the edge; the server's own are read by `server/config.ts`. */
const specs = {
  EDGE_PORT: port({ default: 8080, desc: 'a TCP port, 1-65535, other than PORT and METRICS_PORT' }),
  VARNISHD: str({ default: '', desc: 'the path of the varnishd program, empty to look for it' }),
};

/** A backend address: where Varnish finds the storefront server. */
export interface OriginAddress {
  /** IP address or host name, e.g. `127.0.0.1`. */
  host: string;
  /** TCP port, 1-65535. */
  port: number;
}

/** What `npm run edge` runs. */
export interface EdgeConfig {
  /** The server's settings (its port, metrics port, build folder...). */
  server: ServerConfig;
  /** TCP port of Varnish (`EDGE_PORT`, default 8080). */
  edgePort: number;
  /** Varnish's listen address (`-a`): the server's interface, `:port` for all of them. */
  listen: string;
  /** Where Varnish reaches the server: loopback when the server listens on every interface. */
  origin: OriginAddress;
  /** The `varnishd` program found, or null when it is not installed. */
  varnishd: string | null;
  /** The `VARNISHD` setting: the program's path, or empty to look for it. */
  varnishdSetting: string;
}

/**
 * Reads and validates the settings of `npm run edge`: the server's (`server/config.ts`) and
 * `EDGE_PORT`, which must differ from `PORT` and `METRICS_PORT`.
 *
 * @param env - usually `process.env`; an empty value means "not set"
 * @returns the configuration; `varnishd` is null when the program is missing (not an error here)
 * @throws ConfigError naming every bad setting, its value and the accepted values, one per line
 */
export function loadEdgeConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const lines: string[] = [];
  let server: ServerConfig | null = null;
  try {
    server = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    lines.push(...error.message.split('\n'));
  }
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const invalid = (key: keyof typeof specs) =>
    `Invalid setting ${key}=${JSON.stringify(env[key])}: expected ${specs[key].desc}`;
  const clean = cleanEnv(given, specs, {
    reporter: ({ errors }) => {
      for (const name of Object.keys(errors)) lines.push(invalid(name as keyof typeof specs));
    },
  });
  if (server && lines.length === 0 && [server.port, server.metricsPort].includes(clean.EDGE_PORT))
    lines.push(invalid('EDGE_PORT'));
  if (!server || lines.length) throw new ConfigError(lines.join('\n'));
  const everyInterface = server.host === '0.0.0.0' || server.host === '::';
  return {
    server,
    edgePort: clean.EDGE_PORT,
    listen: `${everyInterface ? '' : server.host}:${clean.EDGE_PORT}`,
    origin: { host: everyInterface ? '127.0.0.1' : server.host, port: server.port },
    varnishd: findVarnishd(clean.VARNISHD, env.PATH ?? ''),
    varnishdSetting: clean.VARNISHD,
  };
}

/**
 * Finds the `varnishd` program.
 *
 * @param given - a path set by the operator (`VARNISHD`), or empty to search
 * @param searchPath - the `PATH` to search, before `/usr/sbin` and `/usr/local/sbin`
 * @returns the path of an executable `varnishd`, or null
 */
export function findVarnishd(given: string, searchPath: string): string | null {
  const candidates = given ? [given] : [...searchPath.split(':'), ...SBIN_FOLDERS].filter(Boolean);
  for (const candidate of candidates) {
    const file = given ? candidate : path.join(candidate, 'varnishd');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not here; try the next folder.
    }
  }
  return null;
}

/**
 * The origin include of `deploy/varnish/default.vcl`: the backend `storefront`, checked by the VCL's
 * probe, with the timeouts of `deploy/varnish/origin.vcl`.
 *
 * @param origin - where the server listens
 * @returns VCL text
 */
export function originVcl(origin: OriginAddress): string {
  return [
    '# The origin: one storefront server (deploy/varnish/default.vcl includes this file). Point it at yours;',
    '# `npm run edge` writes its own copy for the server it starts.',
    'backend storefront {',
    `    .host = "${origin.host}";`,
    `    .port = "${origin.port}";`,
    '    .probe = storefront_health;',
    '    .connect_timeout = 1s;',
    '    .first_byte_timeout = 10s;',
    '    .between_bytes_timeout = 5s;',
    '}',
    '',
  ].join('\n');
}

/**
 * Makes the folder one Varnish instance runs from: a new folder under the system's temporary folder,
 * readable by everyone, holding a copy of `deploy/varnish/default.vcl` and the origin include
 * ({@link originVcl}). Started as root, `varnishd` hands the VCL to an unprivileged worker user, which
 * cannot read it inside a checkout under a private (0700) folder, such as one made by `mktemp -d` or a
 * home folder; the copy is always readable (deploy/varnish/README.md, "Try it").
 *
 * @param origin - where the server listens
 * @param prefix - the start of the folder's name, e.g. `storefront-edge-`
 * @returns the folder's path; `varnishdArgs` takes it as `vclDir`, and the caller deletes it when done
 * @throws Error from the file system when the temporary folder is not writable
 */
export function prepareVarnishFolder(origin: OriginAddress, prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(folder, 0o755);
  copyFileSync(VCL_FILE, path.join(folder, MAIN_VCL_NAME));
  writeFileSync(path.join(folder, ORIGIN_VCL_NAME), originVcl(origin));
  return folder;
}

/** What {@link varnishdArgs} needs. */
export interface VarnishRun {
  /** The listen address, `host:port` or `:port`. */
  listen: string;
  /** Varnish's working folder (`-n`): its shared memory log and compiled VCL; one per instance. */
  workDir: string;
  /** The folder made by {@link prepareVarnishFolder}: the VCL and its include. */
  vclDir: string;
  /** Cache size in MiB (default 256). */
  storageMiB?: number;
}

/**
 * The `varnishd` arguments of the edge: in the foreground, its own working folder, the reference VCL
 * with the given origin include, a memory cache, a listen queue as deep as the server's
 * (`SERVER_LIMITS.listenBacklog` in `server/config.ts`), so a burst of new visitors is not dropped before
 * Varnish accepts it, and a short linger (deploy/varnish/README.md, "Self-hosting").
 *
 * @param run - the listen address, folders and cache size
 * @returns the arguments, without the program
 */
export function varnishdArgs(run: VarnishRun): string[] {
  return [
    '-F',
    '-n',
    run.workDir,
    '-a',
    run.listen,
    // Before -f: varnishd reads the VCL, and its include, when it meets -f.
    '-p',
    `vcl_path=${run.vclDir}`,
    '-f',
    path.join(run.vclDir, MAIN_VCL_NAME),
    '-s',
    `malloc,${run.storageMiB ?? 256}m`,
    '-p',
    `listen_depth=${SERVER_LIMITS.listenBacklog}`,
    // A visitor asks for a page, then reads it: a worker thread waits 10 ms (not 50) for a next request
    // on the connection before handing it to the waiter. Measured by `npm run bench:edge`: a quarter
    // less CPU per page at 5,000 visitors.
    '-p',
    'timeout_linger=0.01',
  ];
}
