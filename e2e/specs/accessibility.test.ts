import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { adminScreens, linkedAdminScreens, linkedStaffScreens, staffScreens } from '../../apps/web/src/app/screens';
import { report, seriousViolations, tinyText, withAxe, type Finding } from '../lib/axe';
import { launchBrowser, newPage } from '../lib/browser';
import { startBuiltServer, type RunningServer } from '../lib/server';
import { staffApi } from '../lib/staff';

// Issue 18: axe-core on the demo's screens, full of rows, badges and charts, as a visitor sees them.
// The demo seeds its own database; its sign-ins all use this password (apps/server/src/demo/seed.ts).
const DEMO_PASSWORD = 'demo1234';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

let demo: RunningServer;
let browser: Browser;
let api: ReturnType<typeof staffApi>;

beforeAll(async () => {
  [demo, browser] = await Promise.all([startBuiltServer('demo.js', {}), launchBrowser()]);
  api = staffApi(demo.baseURL, DEMO_PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

/** Requests under way per page, the realtime socket's long polls left out: they never end. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (!r.url().includes('/socket.io/')) open.add(r);
  });
  const forget = (r: Request) => open.delete(r);
  page.on('requestfinished', forget);
  page.on('requestfailed', forget);
}

/** One context per role and width: signed in once, axe in every page it opens. */
async function contextFor(viewport: { width: number; height: number }, username?: string) {
  const { context, page } = await newPage(browser, demo.baseURL, viewport);
  await withAxe(context);
  trackRequests(page);
  if (username) await api.apiLogin(page, { username, password: DEMO_PASSWORD });
  return { context, page };
}

/**
 * The screen has drawn its data and stands still: its heading is up, and for 150 ms and at least
 * three checks in a row no request was under way, no loader spun and no CSS transition ran
 * (Mantine's menus, modals and collapses fade for up to 200 ms, and axe reads colours mid-fade).
 * Playwright's 'networkidle' waits 500 ms and counts the socket. Nothing in a page says it will ask
 * for nothing more, so a quiet spell stands for it: each check is a round trip to the page, queued
 * behind the page's own work, so on a slow machine the spell lasts longer with it.
 */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  const open = inFlight.get(page)!;
  let quietSince = Date.now();
  let quietChecks = 0;
  await expect
    .poll(async () => {
      const moving = await page.evaluate(
        () =>
          !!document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root') ||
          document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
      );
      if (moving || open.size > 0) {
        quietSince = Date.now();
        quietChecks = 0;
        return false;
      }
      quietChecks += 1;
      return quietChecks >= 3 && Date.now() - quietSince >= 150;
    })
    .toBe(true);
}

async function audit(page: Page, where: string, path?: string): Promise<Finding[]> {
  if (path) await page.goto(path);
  await settled(page);
  return [...(await seriousViolations(page, where)), ...(await tinyText(page, where))];
}

/** Every screen of `paths` in one signed-in context; /usuarios/:id opens the first customer. */
async function auditScreens(
  label: string,
  viewport: { width: number; height: number },
  username: string,
  paths: string[],
) {
  const customer = `/usuarios/${(await api.call('GET', '/api/customers?limit=1')).body.data[0].id}`;
  const { context, page } = await contextFor(viewport, username);
  const findings: Finding[] = [];
  for (const path of paths) {
    const url = path === '/usuarios/:id' ? customer : path;
    findings.push(...(await audit(page, `${label} ${url}`, url)));
  }
  return { context, page, findings };
}

function expectNone(findings: Finding[]) {
  if (findings.length) expect.fail(`critical or serious axe violations:\n${report(findings)}`);
}

const staffPaths = [...staffScreens, ...linkedStaffScreens].map((s) => s.path);
const adminPaths = [...adminScreens, ...linkedAdminScreens].map((s) => s.path);

describe('accessibility (issue 18): no critical or serious axe violation', () => {
  // The three walks run side by side: most of their time is waiting for the server and the screen.
  it(
    'every staff and admin screen as the admin on a desktop and a phone, and the trainee’s on a phone with the menu open',
    // A bound, not a wait: about 170 s on a loaded two-core machine (issue 27), 387 s on a CI
    // machine twice as slow (2026-11-28).
    { timeout: 900_000 },
    async () => {
      const walks = await Promise.all([
        auditScreens('desktop', DESKTOP, 'onsolutions', [...staffPaths, ...adminPaths]),
        auditScreens('phone', PHONE, 'onsolutions', [...staffPaths, ...adminPaths]),
        auditScreens('trainee phone', PHONE, 'lucas.almeida', staffPaths).then(async (walk) => {
          await walk.page.goto('/');
          await settled(walk.page);
          await walk.page.getByRole('button', { name: 'Abrir menu' }).click();
          walk.findings.push(...(await audit(walk.page, 'trainee phone, menu open')));
          return walk;
        }),
      ]);
      await Promise.all(walks.map((w) => w.context.close()));
      expectNone(walks.flatMap((w) => w.findings));
    },
  );

  it('an open modal, and the sign-in page with its error', async () => {
    const { context, page } = await contextFor(DESKTOP, 'onsolutions');
    const findings: Finding[] = [];
    await page.goto('/tarefas');
    await settled(page);
    await page.getByRole('button', { name: 'Nova Tarefa' }).click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    findings.push(...(await seriousViolations(page, 'modal Nova Tarefa', '[role="dialog"]')));
    await context.close();

    for (const [name, viewport] of WIDTHS) {
      const visitor = await contextFor(viewport);
      findings.push(...(await audit(visitor.page, `${name} /login`, '/login')));
      await visitor.page.getByRole('button', { name: 'Entrar' }).click();
      await visitor.page.getByRole('alert').waitFor();
      findings.push(...(await audit(visitor.page, `${name} /login with its error`)));
      await visitor.context.close();
    }
    expectNone(findings);
  });

  it('the top bar’s open search results and bell panel, on a desktop and a phone', { timeout: 240_000 }, async () => {
    const findings: Finding[] = [];
    for (const [name, viewport] of WIDTHS) {
      const { context, page } = await contextFor(viewport, 'onsolutions');
      await page.goto('/');
      await settled(page);
      if (name === 'phone') await page.getByRole('button', { name: 'Abrir busca' }).click();
      const box = page.getByRole('combobox', { name: 'Buscar' });
      await box.fill('prazo');
      await page.getByRole('listbox', { name: 'Resultados da busca' }).waitFor();
      await box.press('ArrowDown');
      await settled(page);
      findings.push(...(await seriousViolations(page, `${name} search results`)));
      await box.press('Escape');
      await box.press('Escape');
      if (name === 'phone') await box.press('Escape');
      await page.getByRole('button', { name: /^Notificações/ }).click();
      await page.getByRole('dialog', { name: 'Notificações' }).getByRole('list').waitFor();
      await settled(page);
      findings.push(...(await seriousViolations(page, `${name} bell panel`)));
      await context.close();
    }
    expectNone(findings);
  });

  it('issue 31: a blocked trainee’s customer as a supervisor sees it, with its release and a message to retry, on a phone, a laptop and a desktop', async () => {
    const customer = (await api.call('POST', '/api/customers', { phone: '5511987650991', name: 'Renata Prado' })).body
      .data;
    const trainee = await api.login('lucas.almeida', DEMO_PASSWORD);
    const blocked = await api.call(
      'POST',
      '/api/chat/notify-supervisor',
      { customer_phone: customer.phone, customer_name: customer.name, blocked_message: 'Você é uma idiota' },
      trainee.token,
    );
    expect(blocked.status).toBe(200);
    // The demo has no gateway: a message sent there did not leave, and offers 'Tentar novamente'.
    const sent = await api.call('POST', '/api/setText', { phone: customer.phone, msg: 'Seu pedido foi separado.' });
    await api.call('POST', '/api/send-admin-message', {
      user_id: customer.id,
      content: 'Seu pedido foi separado.',
      gateway_log_id: sent.body.data.log_id,
    });
    const findings: Finding[] = [];
    for (const [name, viewport] of [...WIDTHS, ['laptop', { width: 1366, height: 768 }]] as const) {
      const { context, page } = await contextFor(viewport, 'onsolutions');
      findings.push(...(await audit(page, `${name} blocked customer`, `/usuarios/${customer.id}`)));
      await page.getByRole('button', { name: 'Liberar atendimento' }).first().waitFor();
      await page.getByRole('button', { name: /reenviar a mensagem/ }).waitFor();
      // A message picked to answer: the preview above the send box.
      await page
        .getByRole('button', { name: /^Responder:/ })
        .first()
        .click();
      await page.getByRole('group', { name: 'Respondendo a' }).waitFor();
      // …and a file picked to go with it.
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cotacao.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await page.getByRole('group', { name: 'Anexo: cotacao.pdf' }).waitFor();
      findings.push(...(await audit(page, `${name} replying with a file`)));
      await context.close();
    }
    expectNone(findings);
  });

  it('a focused field is ringed like a focused button: 2 px of the primary colour', async () => {
    const { context, page } = await contextFor(DESKTOP);
    await page.goto('/login');
    const ring = (role: 'textbox' | 'button', name: string) =>
      page.getByRole(role, { name }).evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      });
    await page.getByRole('textbox', { name: 'Usuário' }).focus();
    const field = await ring('textbox', 'Usuário');
    // The keyboard's way to the button: only then does a button show its ring (:focus-visible).
    await page.getByRole('textbox', { name: 'Senha' }).focus();
    // Past the password's eye ('Mostrar senha', a Tab stop of its own) to the button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Mostrar senha');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Entrar');
    const button = await ring('button', 'Entrar');
    expect(button).toMatch(/^solid 2px rgb/);
    expect(field).toBe(button);
    await context.close();
  });

  it('the customer’s checkout: the form, its errors, the PIX to pay and a refusal', { timeout: 240_000 }, async () => {
    const customer = (await api.call('POST', '/api/customers', { phone: '5511987650990', name: 'Paula Menezes' })).body
      .data;
    const list = (await api.call('POST', '/api/shopping-lists', { user_id: customer.id, name: 'Compras da Paula' }))
      .body.data;
    await api.call('POST', '/api/shopping-lists/add-product', {
      list_id: list.id,
      product_name: 'Kindle Paperwhite',
      product_price: 149.99,
      quantity: 1,
    });
    const session = (await api.call('POST', '/api/checkout/create-session', { shopping_list_id: list.id })).body.data;
    const token: string = session.token;
    const before = async (name: string, viewport: { width: number; height: number }) => {
      const { context, page } = await contextFor(viewport);
      const found = await audit(page, `${name} checkout`, `/checkout/${token}`);
      await page.getByRole('radio', { name: /PIX/ }).click();
      await page.getByRole('button', { name: /Finalizar Compra/ }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      found.push(...(await audit(page, `${name} checkout with errors`)));
      found.push(
        ...(await audit(page, `${name} checkout-error`, `/checkout-error/${token}?message=Pagamento%20recusado`)),
      );
      await context.close();
      return found;
    };
    const findings = (await Promise.all(WIDTHS.map(([name, viewport]) => before(name, viewport)))).flat();
    const paid = await fetch(`${demo.baseURL}/api/checkout/${token}/process-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_name: 'Paula Menezes',
        customer_email: 'paula@exemplo.com',
        customer_phone: '11987650011',
        customer_cpf: '52998224725',
        customer_address: {
          zipcode: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
        payment_method: 'pix',
      }),
    });
    expect(paid.status).toBe(200);
    const after = async (name: string, viewport: { width: number; height: number }) => {
      const { context, page } = await contextFor(viewport);
      const found = await audit(page, `${name} checkout-success (PIX)`, `/checkout-success/${token}`);
      await context.close();
      return found;
    };
    findings.push(...(await Promise.all(WIDTHS.map(([name, viewport]) => after(name, viewport)))).flat());
    expectNone(findings);
  });
});
