import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_DIST } from '../../src/http/console-route.js';
import { chromiumUnavailable, launchChromium } from '../helpers/chromium.js';
import { demoConfig, KEYS, type LogLine, type RunningServer, serveLogged } from '../helpers/server.js';

const CI = process.env.CI === 'true';
const unavailable = chromiumUnavailable();
/** Screenshots of every panel, kept with the test output (gitignored). */
const SHOTS = resolve('test-output/console');

/** What a page did that the tests check afterwards: every URL it asked for and every CSP refusal. */
interface Watched {
  readonly page: Page;
  readonly urls: string[];
  readonly cspViolations: string[];
}

describe.skipIf(unavailable !== null && !CI)(
  `the console in Chromium${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let server: RunningServer & { readonly logs: LogLine[] };
    let chromium: { browser: BrowserContext; close(): Promise<void> };
    const watched: Watched[] = [];

    beforeAll(async () => {
      expect(unavailable, 'the console tests need Chromium').toBeNull();
      expect(existsSync(join(CONSOLE_DIST, 'index.html')), 'run npm run build:console').toBe(true);
      await mkdir(SHOTS, { recursive: true });
      server = await serveLogged(await demoConfig());
      chromium = await launchChromium();
    }, 180_000);

    afterAll(async () => {
      await chromium?.close();
      await server?.close();
    });

    async function shot(page: Page, name: string): Promise<void> {
      // From the top: the sticky header would otherwise be drawn where the page was scrolled to.
      await page.evaluate('window.scrollTo(0, 0)');
      await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
    }

    async function open(): Promise<Watched> {
      const page = await chromium.browser.newPage();
      const w: Watched = { page, urls: [], cspViolations: [] };
      page.on('request', (r) => w.urls.push(r.url()));
      page.on('framenavigated', (f) => w.urls.push(f.url()));
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) w.cspViolations.push(m.text());
      });
      watched.push(w);
      await page.goto(server.url);
      return w;
    }

    async function signIn(key: string, slug: string, screenshot?: string): Promise<Watched> {
      const w = await open();
      await w.page.fill('input[name="api-key"]', key);
      await w.page.click('button[type="submit"]');
      await w.page.selectOption('select[name="consumer"]', slug);
      if (screenshot) await shot(w.page, screenshot);
      await w.page.click('button[type="submit"]');
      await w.page.waitForSelector(`[data-testid="consumer"] >> text=${slug}`);
      return w;
    }

    it('Ask: a question streams into a table and a drawn Vega-Lite chart; a follow-up continues it', async () => {
      const { page } = await signIn(KEYS.analytics, 'analytics-app', 'sign-in');
      await page.fill('input[name="question"]', 'top 5 origins by delayed flights');
      await page.click('.ask-form button[type="submit"]');
      await page.waitForSelector('[data-testid="result-table"] tbody tr');
      // Drawn: Vega's SVG renderer has put marks in the chart.
      await page.waitForSelector('[data-testid="chart"][data-drawn="true"] svg .mark-rect path');
      expect(await page.locator('[data-testid="result-table"] tbody tr').count()).toBe(5);
      expect(await page.locator('[data-testid="context-state"] .chip').first().textContent()).toContain(
        'contract',
      );
      await page.locator('[data-testid="thinking"] summary').first().click();
      // Sorting by a column reorders the rows.
      await page.locator('[data-testid="result-table"] th button').last().click();
      await page.waitForSelector('.turn:not(:has(.working))');
      await shot(page, 'ask');
      await page.fill('input[name="question"]', 'what about the top 3?');
      await page.click('.ask-form button[type="submit"]');
      await page.waitForFunction("document.querySelectorAll('.turn').length === 2");
      await page.waitForSelector('.turn:nth-child(2):not(:has(.working))');
      expect(await page.locator('.turn').count()).toBe(2);
    });

    it('Ask: a vague question gets clickable choices, and a choice is sent as the next question', async () => {
      const { page } = await signIn(KEYS.analytics, 'analytics-app');
      await page.fill('input[name="question"]', "what's the average?");
      await page.click('.ask-form button[type="submit"]');
      await page.waitForSelector('[data-testid="questionnaire"] button');
      await page.locator('[data-testid="questionnaire"] button').first().click();
      await page.waitForFunction("document.querySelectorAll('.turn').length === 2");
      await page.waitForSelector('.turn:nth-child(2):not(:has(.working))');
      await shot(page, 'ask-questionnaire');
    });

    it('Ask with RLS: the context editor sends the state, and the context chips name its key', async () => {
      const { page } = await signIn(KEYS.state, 'state-portal');
      await page.fill('input[name="context-state"]', 'CA');
      await page.fill('input[name="question"]', 'top 5 origins by flights');
      await page.click('.ask-form button[type="submit"]');
      await page.waitForSelector('[data-testid="result-table"] tbody tr');
      expect(await page.locator('[data-testid="context-state"] .chip.rls').textContent()).toContain('state');
      await shot(page, 'ask-rls');
    });

    it('Explore: contracts with their fields; a built query runs on REST and shows table, chart and curl', async () => {
      const { page } = await signIn(KEYS.analytics, 'analytics-app');
      await page.click('nav button[data-tab="explore"]');
      await page.selectOption('select[name="contract"]', 'flights');
      await page.waitForSelector('[data-testid="contract-card"] >> text=flight_count');
      await page.check('input[name="dim-origin"]');
      await page.click('text=+ sort');
      await page.selectOption('select[name="sort-field-0"]', 'flight_count');
      await page.fill('input[name="limit"]', '8');
      await page.click('[data-testid="run-query"]');
      await page.waitForSelector('[data-testid="explore-results"] [data-testid="result-table"] tbody tr');
      await page.waitForSelector(
        '[data-testid="explore-results"] [data-testid="chart"][data-drawn="true"] svg',
      );
      expect(await page.locator('[data-testid="explore-results"] tbody tr').count()).toBe(8);
      const curl = await page.locator('[data-testid="curl"]').textContent();
      expect(curl).toContain('/v1/api/analytics-app/query');
      expect(curl).toContain('"contract_name":"flights"');
      expect(curl).not.toContain(KEYS.analytics);
      // The same query as query_contract over MCP, drawn by the MCP App view through the host side.
      await page.click('[data-testid="show-app"]');
      const view = page.frameLocator('[data-testid="app-frame"]');
      await view.locator('[data-testid="app-view"] tbody tr').first().waitFor();
      expect(await view.locator('[data-testid="app-view"] tbody tr').count()).toBe(8);
      await view.locator('[data-testid="chart"][data-drawn="true"] svg .mark-rect path').first().waitFor();
      // The frame on its own: a full-page capture does not draw a sandboxed frame's separate process.
      await page
        .locator('[data-testid="app-frame"]')
        .screenshot({ path: join(SHOTS, 'explore-mcp-app.png') });
      await page.click('text=Next page ▶');
      await page.waitForSelector('[data-testid="explore-results"] >> text=page 2 of');
      await shot(page, 'explore');
    });

    it('SQL: execute_sql over MCP as sql-explorer, drawn by the MCP App view; an out-of-scope table is refused with its code', async () => {
      const { page } = await signIn(KEYS.sql, 'sql-explorer');
      await page.click('nav button[data-tab="sql"]');
      await page.fill(
        'textarea[name="sql"]',
        'SELECT origin, count(*) AS n FROM flights GROUP BY origin ORDER BY n DESC LIMIT 5',
      );
      await page.click('[data-testid="run-sql"]');
      // The rows are drawn by the server's MCP App view, in a sandboxed frame, through the AppBridge.
      const view = page.frameLocator('[data-testid="app-frame"]');
      await view.locator('[data-testid="app-view"] tbody tr').first().waitFor();
      expect(await view.locator('[data-testid="app-view"] tbody tr').count()).toBe(5);
      await view.locator('[data-testid="chart"][data-drawn="true"] svg .mark-rect path').first().waitFor();
      await shot(page, 'sql-result');
      await page.fill('textarea[name="sql"]', 'SELECT * FROM stocks');
      await page.click('[data-testid="run-sql"]');
      await page.waitForSelector('[data-testid="sql-refusal"]');
      const code = await page.locator('[data-testid="refusal-code"]').textContent();
      expect(code).toMatch(/^[a-z_]+$/);
      await shot(page, 'sql');
    });

    it('Connect: copy-ready snippets for MCP clients, the openai SDK and curl, without the key', async () => {
      const { page } = await signIn(KEYS.ops, 'ops-agent');
      await page.click('nav button[data-tab="connect"]');
      const text = (await page.locator('[data-panel="connect"]').textContent()) ?? '';
      expect(text).toContain(`${server.url}/v1/api/ops-agent/mcp`);
      expect(text).toContain('claude mcp add');
      expect(text).toContain('from openai import OpenAI');
      expect(text).not.toContain(KEYS.ops);
      await shot(page, 'connect');
    });

    it('the key never appears in a URL or a server log line, and the strict CSP refused nothing', async () => {
      const keys = Object.values(KEYS);
      const urls = watched.flatMap((w) => w.urls);
      expect(urls.length).toBeGreaterThan(10);
      for (const url of urls) for (const key of keys) expect(url).not.toContain(key);
      const logText = JSON.stringify(server.logs);
      for (const key of keys) expect(logText).not.toContain(key);
      expect(watched.flatMap((w) => w.cspViolations)).toEqual([]);
      // …under a policy that allows nothing from elsewhere and no eval.
      const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('unsafe');
    });
  },
);
