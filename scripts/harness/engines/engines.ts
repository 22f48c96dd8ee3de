/**
 * The engines of the battery and the screenshots, by name: whether each is installed, and how to start
 * its driver (`driver.ts`) with the one launch call both the tests and `npm run screenshots` use.
 */
import { chromiumInstalled, launchChromium } from './chromium';
import type { EngineDriver, EngineName, LaunchOptions } from './driver';
import { firefoxInstalled, launchFirefox } from './firefox';
import { launchWebKit } from './webkit';
import { webkitInstalled } from './webkit-services';

/**
 * Whether an engine's browser (and for WebKit its driver and X server) is installed.
 *
 * @param engine - the engine
 * @returns true when its files exist
 */
export function engineInstalled(engine: EngineName): boolean {
  return { chromium: chromiumInstalled, firefox: firefoxInstalled, webkit: webkitInstalled }[engine]();
}

/** What {@link launchEngine} needs: every engine's options, and for WebKit its services. */
export interface EngineLaunchOptions extends LaunchOptions {
  /** WebKitWebDriver's URL (`webkit-services.ts`); needed for WebKit only. */
  webkitDriverUrl?: string;
  /** The front server's port, WebKit's proxy; needed for WebKit only. */
  proxyPort?: number;
}

/**
 * Starts a driver of the engine.
 *
 * @param engine - the engine
 * @param options - the front server's origin, port and records, whether scripts run, WebKit's driver
 * @returns the driver, with one tab at 1280 px
 * @throws Error for WebKit without `webkitDriverUrl` and `proxyPort`
 */
export async function launchEngine(engine: EngineName, options: EngineLaunchOptions): Promise<EngineDriver> {
  if (engine === 'chromium') return launchChromium(options);
  if (engine === 'firefox') return launchFirefox(options);
  const { webkitDriverUrl, proxyPort } = options;
  if (!webkitDriverUrl || !proxyPort) throw new Error('WebKit needs its driver URL and the proxy port');
  return launchWebKit({ ...options, driverUrl: webkitDriverUrl, proxyPort });
}
