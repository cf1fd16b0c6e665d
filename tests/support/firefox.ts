import puppeteer, { type Browser } from "puppeteer-core";
import { firefoxPath } from "../../scripts/firefox-path.js";

/**
 * A real Firefox for tests: Debian's firefox-esr (or FIREFOX_PATH), driven over WebDriver BiDi by
 * puppeteer-core. Playwright's Firefox is a patched build it downloads, and nothing can be
 * downloaded here; puppeteer-core drives the browser as Mozilla ships it, and it is already in
 * the tree (Lighthouse uses it).
 *
 * What Firefox shows in its Web Console comes from two sources: the page's own `console.*` calls,
 * and the browser's messages about the page (CSP violations, HTML parser and layout warnings,
 * deprecations, uncaught exceptions). WebDriver BiDi's `log.entryAdded` carries the first and,
 * of the second, only errors: Firefox's warnings never reach a BiDi client. So the browser is
 * started with system access (`-remote-allow-system-access`), and a process script in every
 * content process listens to both sources where they are born and forwards each message to the
 * parent process, where the test reads them. `consoleMessages()` first asks every web content
 * process to answer after what it has already sent, so a page's messages are all in before they
 * are read: no sleep.
 *
 * The chrome scope is reached through BiDi commands sent on puppeteer's own connection
 * (`connection`, a getter of its BiDi browser that its public Browser type does not declare): an
 * upgrade that moved it would fail the launch, not pass the test quietly.
 */

export { firefoxPath };

/** One Web Console message of a page: an error or a warning. */
export type ConsoleEntry = {
  level: "error" | "warning";
  /** `console-api` for the page's console.* calls, else Firefox's category (e.g. "CSP", "HTML parser"). */
  category: string;
  text: string;
  /** The document or script the message is about. */
  source: string;
};

type BidiConnection = {
  send(method: string, params: object): Promise<{ result: unknown }>;
};
type EvaluateResult =
  | { type: "success"; result: { type: string; value?: unknown } }
  | { type: "exception"; exceptionDetails: { text: string } };

// Names that exist only in Firefox's privileged scopes, where the three functions below run (they
// are sent there as source text, so they use nothing from this module).
type Listener = (message: { data: unknown }) => void;
type MessageManager = {
  addMessageListener(name: string, listener: Listener): void;
  removeMessageListener(name: string, listener: Listener): void;
};
declare const Services: {
  console: {
    getMessageArray(): unknown[] | null;
    registerListener(listener: { observe(message: unknown): void }): void;
  };
  ppmm: MessageManager & {
    childCount: number;
    getChildAt(i: number): {
      remoteType: string | null;
      osPid: number;
      sendAsyncMessage(name: string, data: unknown): void;
    };
    loadProcessScript(url: string, allowDelayedLoad: boolean): void;
  };
};
declare const Ci: {
  nsIScriptError: { new (): unknown; warningFlag: number; infoFlag: number };
  nsIConsoleAPIStorage: unknown;
  nsIPrincipal: unknown;
};
declare const Cc: {
  "@mozilla.org/consoleAPI-storage;1": {
    getService(i: unknown): {
      addLogEventListener(listener: (message: unknown) => void, principal: unknown): void;
      getEvents(): unknown[];
    };
  };
  "@mozilla.org/systemprincipal;1": { createInstance(i: unknown): unknown };
};
declare function sendAsyncMessage(name: string, data: unknown): void;
declare function addMessageListener(name: string, listener: Listener): void;
declare let testConsole: unknown[];

/**
 * Runs in each content process with chrome privileges (a message-manager process script, whose
 * scope has `sendAsyncMessage` and `addMessageListener`).
 */
function contentProcessScript() {
  const send = (entry: ConsoleEntry) => sendAsyncMessage("test-console:entry", entry);
  const fromScriptError = (message: unknown) => {
    if (!(message instanceof Ci.nsIScriptError)) return;
    const m = message as {
      flags: number;
      category: string;
      errorMessage: string;
      sourceName: string;
      lineNumber: number;
      innerWindowID: number;
    };
    // Only messages about a page (a window); the browser's own are not the site's.
    if (!m.innerWindowID) return;
    if (m.flags & Ci.nsIScriptError.infoFlag) return;
    send({
      level: m.flags & Ci.nsIScriptError.warningFlag ? "warning" : "error",
      category: m.category,
      text: m.errorMessage,
      source: `${m.sourceName}${m.lineNumber ? `:${m.lineNumber}` : ""}`,
    });
  };
  for (const message of Services.console.getMessageArray() ?? []) fromScriptError(message);
  Services.console.registerListener({ observe: fromScriptError });
  const fromConsoleApi = (message: unknown) => {
    const event = (message as { wrappedJSObject: Record<string, unknown> }).wrappedJSObject;
    const level = event.level === "error" ? "error" : event.level === "warn" ? "warning" : null;
    if (!level || !event.innerID) return;
    const args = (event.arguments as unknown[] | undefined) ?? [];
    const text = args
      .map((a) => {
        try {
          return String(a);
        } catch {
          return "[unprintable]";
        }
      })
      .join(" ");
    send({ level, category: "console-api", text, source: String(event.filename ?? "") });
  };
  const storage = Cc["@mozilla.org/consoleAPI-storage;1"].getService(Ci.nsIConsoleAPIStorage);
  // The system principal: it may read the messages of every page.
  const system = Cc["@mozilla.org/systemprincipal;1"].createInstance(Ci.nsIPrincipal);
  storage.addLogEventListener(fromConsoleApi, system);
  for (const message of storage.getEvents()) fromConsoleApi(message);
  addMessageListener("test-console:flush", (message) => {
    sendAsyncMessage("test-console:flushed", message.data);
  });
}

/** Runs in the parent process's chrome window: collects what the process scripts forward. */
function parentScript(processScript: string) {
  testConsole = [];
  Services.ppmm.addMessageListener("test-console:entry", (m) => testConsole.push(m.data));
  Services.ppmm.loadProcessScript(`data:,${encodeURIComponent(processScript)}`, true);
}

/**
 * Runs in the parent: asks every web content process to answer after what it has sent so far
 * (messages from one process arrive in order), then hands over the entries.
 */
function takeEntries(): Promise<string> {
  const { ppmm } = Services;
  const hand = () => JSON.stringify(testConsole.splice(0));
  return new Promise((resolve, reject) => {
    const waiting = new Set<string>();
    const done = () => {
      clearTimeout(timer);
      ppmm.removeMessageListener("test-console:flushed", onFlushed);
    };
    const onFlushed: Listener = (message) => {
      waiting.delete(String(message.data));
      if (waiting.size > 0) return;
      done();
      resolve(hand());
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`content processes did not answer: ${[...waiting].join(", ")}`));
    }, 10_000);
    ppmm.addMessageListener("test-console:flushed", onFlushed);
    for (let i = 0; i < ppmm.childCount; i++) {
      const child = ppmm.getChildAt(i);
      // Web pages live in "web…" processes (webIsolated=http://…, web); the others hold none.
      if (!child.remoteType?.startsWith("web")) continue;
      waiting.add(String(child.osPid));
      child.sendAsyncMessage("test-console:flush", String(child.osPid));
    }
    if (waiting.size === 0) {
      done();
      resolve(hand());
    }
  });
}

export class Firefox {
  private constructor(
    readonly browser: Browser,
    private readonly chromeContext: string,
  ) {}

  static async launch(executablePath: string): Promise<Firefox> {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath,
      headless: true,
      args: ["-remote-allow-system-access"],
    });
    try {
      const connection = (browser as unknown as { connection: BidiConnection }).connection;
      const tree = (await connection.send("browsingContext.getTree", { "moz:scope": "chrome" }))
        .result as { contexts: { context: string; url: string }[] };
      const chrome = tree.contexts.find((c) => c.url.startsWith("chrome://browser/"));
      if (!chrome) throw new Error("Firefox: no browser window in the chrome scope");
      const firefox = new Firefox(browser, chrome.context);
      await firefox.inChrome(
        `(${parentScript.toString()})(${JSON.stringify(`(${contentProcessScript.toString()})()`)})`,
      );
      return firefox;
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  private async inChrome(expression: string): Promise<unknown> {
    const connection = (this.browser as unknown as { connection: BidiConnection }).connection;
    const { result } = (await connection.send("script.evaluate", {
      expression,
      target: { context: this.chromeContext },
      awaitPromise: true,
    })) as { result: EvaluateResult };
    if (result.type === "exception")
      throw new Error(`Firefox chrome script: ${result.exceptionDetails.text}`);
    return result.result.value;
  }

  /** Every error and warning the pages logged since the last call. */
  async consoleMessages(): Promise<ConsoleEntry[]> {
    const json = await this.inChrome(`(${takeEntries.toString()})()`);
    return JSON.parse(String(json)) as ConsoleEntry[];
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
