import { setTimeout as sleep } from 'node:timers/promises';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import CDP from 'chrome-remote-interface';

/**
 * Chromium driven over the DevTools protocol with no other client attached: the bench's own
 * connection is the only DevTools session on its pages.
 *
 * Playwright's page session enables the Network domain with DevTools' default buffers, and DevTools
 * then decodes every response body it keeps on the page's main thread as the body finishes: for the
 * 3 MB answer of the tab switch, tens of milliseconds at 4x CPU inside the very interval measured,
 * which no customer's phone spends. The bench's session keeps small bodies only (`KEPT_BODY_BYTES`).
 */
export interface BenchBrowser {
  /** Chromium's version, e.g. `156.0.8078.79`. */
  readonly version: string;
  /** A page in a fresh browser context (its own storage and cache), emulating `device`. */
  newPage(device: DeviceOptions, initScript: string): Promise<BenchPage>;
  close(): Promise<void>;
}

/** The device a page emulates. */
export interface DeviceOptions {
  width: number;
  height: number;
  deviceScaleFactor: number;
  userAgent: string;
  locale: string;
}

/** An error thrown in the page that nobody caught, first 200 characters. */
type PageErrorListener = (message: string) => void;

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** One page (a target in its own browser context) and the bench's DevTools connection to it. */
export class BenchPage {
  private readonly errorListeners: PageErrorListener[] = [];

  private constructor(
    /** The connection to the page's target, for the Network, Emulation and Input domains. */
    readonly cdp: CDP.Client,
    private readonly browserCdp: CDP.Client,
    private readonly browserContextId: string,
  ) {
    cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
      const message = (exceptionDetails.exception?.description ?? exceptionDetails.text).slice(0, 200);
      for (const listener of this.errorListeners) listener(message);
    });
  }

  static async open(port: number, browserCdp: CDP.Client, device: DeviceOptions, initScript: string): Promise<BenchPage> {
    const { browserContextId } = await browserCdp.send('Target.createBrowserContext', { disposeOnDetach: true });
    const { targetId } = await browserCdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const cdp = await CDP({ target: `ws://127.0.0.1:${port}/devtools/page/${targetId}`, local: true });
    const page = new BenchPage(cdp, browserCdp, browserContextId);
    await Promise.all([
      cdp.send('Page.enable'),
      cdp.send('Runtime.enable'),
      cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }),
      cdp.send('Emulation.setDeviceMetricsOverride', {
        width: device.width,
        height: device.height,
        deviceScaleFactor: device.deviceScaleFactor,
        mobile: true,
        screenWidth: device.width,
        screenHeight: device.height,
      }),
      cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }),
      cdp.send('Emulation.setUserAgentOverride', { userAgent: device.userAgent, acceptLanguage: device.locale, platform: 'Android' }),
      cdp.send('Emulation.setLocaleOverride', { locale: device.locale }),
    ]);
    return page;
  }

  /** Calls `listener` with each error the page throws and does not catch. */
  onPageError(listener: PageErrorListener): void {
    this.errorListeners.push(listener);
  }

  /** Navigates and resolves once the new document has committed (its response has started to arrive). */
  async goto(url: string, timeoutMs: number): Promise<void> {
    const { errorText } = await withTimeout(this.cdp.send('Page.navigate', { url }), timeoutMs, `opening ${url}`);
    if (errorText !== undefined && errorText !== '') throw new Error(`opening ${url}: ${errorText}`);
  }

  /**
   * The value of `expression` evaluated in the page (not subject to the page's CSP), as JSON allows.
   * Throws what the expression threw.
   */
  async evaluate(expression: string): Promise<unknown> {
    const { result, exceptionDetails } = await this.cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails !== undefined) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as unknown;
  }

  /**
   * Polls `expression` until it is true, from here and rarely rather than in the page: a tight in-page
   * poll would load the throttled CPU being measured. A navigation in between only makes one poll miss.
   */
  async poll(expression: string, timeoutMs: number, intervalMs = 250): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        if ((await this.evaluate(expression)) === true) return true;
      } catch {
        // The execution context went away with a navigation; the next document installs its own probe.
      }
      await sleep(intervalMs);
    }
    return false;
  }

  /**
   * Taps the tab named exactly `name` in the page's tab list as a customer does on a phone: scrolled
   * into view, then a touch at its centre, which the page gets as a trusted click. A touch leaves no
   * mouse pointer over the page, whose hover updates would add layouts a phone never does. False when
   * there is no such tab.
   */
  async tapTab(name: string): Promise<boolean> {
    const centre = await this.evaluate(`(() => {
      const tab = [...document.querySelectorAll('[role="tablist"] [role="tab"]')].find((element) => (element.textContent ?? '').trim() === ${JSON.stringify(name)});
      if (tab === undefined) return null;
      tab.scrollIntoView({ block: 'center', inline: 'center' });
      const box = tab.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    })()`);
    if (!isPoint(centre)) return false;
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: centre.x, y: centre.y }] });
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return true;
  }

  async close(): Promise<void> {
    await this.cdp.close().catch(() => undefined);
    await this.browserCdp.send('Target.disposeBrowserContext', { browserContextId: this.browserContextId }).catch(() => undefined);
  }
}

function isPoint(value: unknown): value is { x: number; y: number } {
  return typeof value === 'object' && value !== null && typeof (value as { x?: unknown }).x === 'number' && typeof (value as { y?: unknown }).y === 'number';
}

/**
 * The switches automation tools start Chromium with (Playwright's set, so that figures stay comparable
 * with the end-to-end tests' browser): no background work, field trials or first-run UI competing with
 * the page, and no paint holding, which would keep the previous page's frame on screen after a navigation.
 */
const AUTOMATION_FLAGS = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
  '--disable-field-trial-config',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-component-extensions-with-background-pages',
  '--disable-component-update',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-features=HttpsUpgrades,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,OptimizationHints,NetworkTimeServiceQuerying,PreconnectToSearch',
  '--allow-pre-commit-input',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-prompt-on-repost',
  '--disable-renderer-backgrounding',
  '--force-color-profile=srgb',
  '--metrics-recording-only',
  '--no-first-run',
  '--password-store=basic',
  '--use-mock-keychain',
  '--no-service-autorun',
  '--disable-search-engine-choice-screen',
];

/**
 * The switch that makes Chromium accept the run's test certificate and no other bad one: errors are
 * ignored only for a chain holding this public key (base64 SHA-256 of its SubjectPublicKeyInfo). Chromium
 * honours it only with a profile of its own (`--user-data-dir`, which chrome-launcher always gives).
 */
export function trustCertificateFlag(spkiSha256: string): string {
  return `--ignore-certificate-errors-spki-list=${spkiSha256}`;
}

/**
 * The protocol Chromium fetched each URL over as a document (`h2`, `http/1.1`, from the navigation's
 * Resource Timing), on a page of its own: the proof that a wire is what the bench says it is.
 */
export async function documentProtocols(browser: BenchBrowser, device: DeviceOptions, urls: readonly string[], timeoutMs: number): Promise<Record<string, string>> {
  const page = await browser.newPage(device, '');
  try {
    const protocols: Record<string, string> = {};
    for (const url of urls) {
      await page.goto(url, timeoutMs);
      const ok = await page.poll("performance.getEntriesByType('navigation')[0]?.responseEnd > 0", timeoutMs, 50);
      const protocol = ok ? await page.evaluate(`performance.getEntriesByType('navigation')[0].nextHopProtocol`) : undefined;
      protocols[url] = typeof protocol === 'string' && protocol !== '' ? protocol : 'unknown';
    }
    return protocols;
  } finally {
    await page.close();
  }
}

/** Launches headless Chromium (`executablePath`, with `flags` besides the automation switches) and connects to it. */
export async function launchBenchBrowser(executablePath: string, flags: readonly string[]): Promise<BenchBrowser> {
  const chrome: LaunchedChrome = await launch({ chromePath: executablePath, ignoreDefaultFlags: true, chromeFlags: [...AUTOMATION_FLAGS, ...flags] });
  try {
    const { Browser: product, webSocketDebuggerUrl } = await CDP.Version({ port: chrome.port });
    const browserCdp = await CDP({ target: webSocketDebuggerUrl, local: true });
    return {
      version: product.replace(/^[^/]*\//, ''),
      newPage: (device, initScript) => BenchPage.open(chrome.port, browserCdp, device, initScript),
      close: async () => {
        await browserCdp.send('Browser.close').catch(() => undefined);
        await browserCdp.close().catch(() => undefined);
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
