/**
 * What WebKitGTK needs to run under test: an X server (`Xvfb`, on a free display it picks itself with
 * `-displayfd`) and `WebKitWebDriver` (package `webkit2gtk-driver`) on a free port, which starts
 * MiniBrowser in automation mode for each session. Started by the engines project's global set-up and
 * by `npm run screenshots`; both stop them afterwards.
 *
 * MiniBrowser's window is never narrower than 447 px (its toolbar), so the X server's GTK scale is
 * 1.5 (`GDK_DPI_SCALE`): WebKitGTK zooms pages by it, and a window of 480 px shows a 320 CSS px
 * viewport with the media queries of a 320 px screen. Screenshots are therefore 1.5 device px per CSS
 * px.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { waitUntil } from './driver';

/** WebKitGTK's WebDriver (`WEBKIT_WEBDRIVER_PATH`, default Debian's). */
export const WEBKIT_WEBDRIVER_PATH = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The browser WebKitWebDriver automates (`MINIBROWSER_PATH`, default Debian's MiniBrowser). */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The X server (package `xvfb`). */
const XVFB_PATH = '/usr/bin/Xvfb';
/** CSS px per window px in WebKit under these services (see the module comment). */
export const WEBKIT_ZOOM = 1.5;

/** Whether WebKitWebDriver, MiniBrowser and Xvfb are all installed. */
export const webkitInstalled = (): boolean =>
  [WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH].every((file) => existsSync(file));

/** The running X server and driver. */
export interface WebKitServices {
  /** WebKitWebDriver's URL, e.g. `http://127.0.0.1:40123`. */
  driverUrl: string;
  /** Stops the driver, then the X server (which ends any MiniBrowser left behind). */
  stop(): Promise<void>;
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
  // The screen fits a 1440 px viewport at the 1.5 zoom.
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '2200x1500x24', '-nolisten', 'tcp'], {
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
  const driver = spawn(WEBKIT_WEBDRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: `:${display}`, GDK_DPI_SCALE: String(WEBKIT_ZOOM) },
    stdio: 'ignore',
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(async () => (await fetch(`${driverUrl}/status`)).ok, 'WebKitWebDriver to answer');
  } catch (error) {
    await stopChild(driver);
    await stopChild(xvfb);
    throw error;
  }
  return {
    driverUrl,
    async stop() {
      await stopChild(driver);
      await stopChild(xvfb);
    },
  };
}
