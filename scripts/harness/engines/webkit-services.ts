/**
 * What WebKitGTK needs to run under test: an X server (`Xvfb`, on a free display it picks itself with
 * `-displayfd`) and `WebKitWebDriver` (package `webkit2gtk-driver`) on a free port, which starts
 * MiniBrowser in automation mode for each session. Started by the engines project's global set-up and
 * by `npm run screenshots`; both stop them afterwards.
 *
 * MiniBrowser's toolbar would keep its window at least 447 px wide. The driver runs with a GTK user
 * style sheet of its own (`XDG_CONFIG_HOME` in a folder made for the run) that lets the toolbar shrink
 * to nothing but a few px, so the window can be 320 px wide and the page is shown at 1 CSS px per
 * device px: no page zoom, which WebDriver's pointer input would not take into account (a click at an
 * element's centre would land at the zoomed point). The style sheet is GTK's, for the browser's own
 * widgets: WebKitGTK draws the page and its form controls without it.
 *
 * Most of WebKit's CPU in the battery is its compositor drawing through Mesa's llvmpipe (software OpenGL;
 * docs/benchmarks.md, "Tests"). Off the GL path (`WEBKIT_DISABLE_DMABUF_RENDERER=1`,
 * `WEBKIT_DISABLE_COMPOSITING_MODE=1` or Xvfb without GLX) the web process crashes on the site's
 * cross-document view transition (a link followed), so the driver keeps WebKit's compositor on GL. It
 * paints the page's tiles with Skia on the CPU (`WEBKIT_SKIA_ENABLE_CPU_RENDERING`), not through
 * llvmpipe: WebKit's journeys 95-98 CPU-s against 108-110 (docs/benchmarks.md, "Tests").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onExit } from 'signal-exit';
import { waitUntil } from './driver';

/** WebKitGTK's WebDriver (`WEBKIT_WEBDRIVER_PATH`, default Debian's). */
export const WEBKIT_WEBDRIVER_PATH = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The browser WebKitWebDriver automates (`MINIBROWSER_PATH`, default Debian's MiniBrowser). */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The X server (package `xvfb`). */
const XVFB_PATH = '/usr/bin/Xvfb';
/** The GTK user style sheet: no minimum size, padding or margin for MiniBrowser's own widgets. */
const CHROME_CSS =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';
/** WebKit's rendering settings for the driver and the MiniBrowser it starts: tiles painted on the CPU. */
const RENDERING_ENV = { WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' };

/** Whether WebKitWebDriver, MiniBrowser and Xvfb are all installed. */
export const webkitInstalled = (): boolean =>
  [WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH].every((file) => existsSync(file));

/** The running X server and driver. */
export interface WebKitServices {
  /** WebKitWebDriver's URL, e.g. `http://127.0.0.1:40123`. */
  driverUrl: string;
  /**
   * Stops the driver, then the X server (which ends any MiniBrowser left behind). A process ending on a
   * signal before `stop()` stops them too.
   */
  stop(): Promise<void>;
}

/** How much of the driver's log {@link driverLogTail} gives, in bytes. */
const LOG_TAIL_BYTES = 4_000;

/**
 * Where the WebKitWebDriver of a driver URL writes its output and that of the MiniBrowser sessions it
 * starts: a file of the system's temporary folder named by its port, so a test worker finds it from the
 * URL alone. Removed when the services stop.
 *
 * @param driverUrl - the driver's URL, e.g. `http://127.0.0.1:40123`
 * @returns the file's path
 */
export function driverLogOf(driverUrl: string): string {
  return path.join(tmpdir(), `webkitwebdriver-${new URL(driverUrl).port}.log`);
}

/**
 * The end of what the driver and its browsers have printed, for an error's message.
 *
 * @param driverUrl - the driver's URL
 * @returns its last 4,000 bytes or fewer; `(no output)` when it printed nothing, `(no log)` without a file
 */
export function driverLogTail(driverUrl: string): string {
  const file = driverLogOf(driverUrl);
  if (!existsSync(file)) return '(no log)';
  const text = readFileSync(file, 'utf8').slice(-LOG_TAIL_BYTES).trim();
  return text === '' ? '(no output)' : text;
}

/** A free loopback TCP port, as the system gives one. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Stops a child process and waits for it to exit. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts Xvfb on a free display and WebKitWebDriver on a free port.
 *
 * @returns the driver's URL and `stop()`
 * @throws Error when Xvfb names no display or the driver does not answer within 10 s
 */
export async function startWebKitServices(): Promise<WebKitServices> {
  // The screen fits a 1440 px viewport, 900 px high below the toolbar.
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before naming its display`)));
  });
  const port = await freePort();
  const config = mkdtempSync(path.join(tmpdir(), 'engines-webkit-config-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), CHROME_CSS);
  const driverUrl = `http://127.0.0.1:${port}`;
  const log = driverLogOf(driverUrl);
  // MiniBrowser inherits the driver's output: one file tells what either said when a session fails.
  const logFile = openSync(log, 'w');
  const driver = spawn(WEBKIT_WEBDRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, ...RENDERING_ENV, DISPLAY: `:${display}`, XDG_CONFIG_HOME: config },
    stdio: ['ignore', logFile, logFile],
  });
  closeSync(logFile);
  const removeConfig = () => {
    rmSync(config, { recursive: true, force: true });
    rmSync(log, { force: true });
  };
  // A run ended by a signal (Ctrl+C, a job's timeout) skips its teardown: the driver and the X server,
  // and the browser they keep drawing, would stay and take a share of the CPU from whatever runs next.
  const removeExitHandler = onExit(() => {
    driver.kill('SIGTERM');
    xvfb.kill('SIGTERM');
    removeConfig();
  });
  const stop = async () => {
    removeExitHandler();
    await stopChild(driver);
    await stopChild(xvfb);
    removeConfig();
  };
  try {
    await waitUntil(async () => (await fetch(`${driverUrl}/status`)).ok, 'WebKitWebDriver to answer');
  } catch (error) {
    await stop();
    throw error;
  }
  return { driverUrl, stop };
}
