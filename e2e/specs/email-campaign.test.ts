import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report, seriousViolations, withAxe } from '../lib/axe';
import { e2eSuite } from '../lib/suite';

const { api, open, admin, baseURL } = e2eSuite();

// The shop's SMTP server, here: it keeps what it accepts.
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // Ponte's mailer keeps its connection for the next campaign: close() drops it instead of waiting 30 s.
  closeTimeout: 200,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        done();
      })
      .catch(done);
  },
});
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const res = await api.call('PUT', '/api/email/smtp', {
    host: '127.0.0.1',
    port: (smtp.server.address() as AddressInfo).port,
    security: 'none',
    user: '',
    password: '',
    from_name: 'Loja Ponte',
    from_address: 'ofertas@loja.test',
    rate_per_second: 10,
  });
  if (res.status !== 200) throw new Error(`SMTP settings: ${JSON.stringify(res.body)}`);
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('e-mail marketing', () => {
  it('a template built in the visual editor goes to a segment as a campaign; the open shows in its statistics', async () => {
    const stamp = Date.now().toString(36);
    const email = `cliente-${stamp}@cliente.test`;
    const customer = await api.call('POST', '/api/customers', {
      phone: `55119${String(Date.now()).slice(-8)}`,
      name: 'Marina',
      email,
    });
    expect(customer.status).toBeLessThan(300);

    const { page } = await open();
    await api.apiLogin(page, admin);

    // The template: a text block dragged into the visual editor, saved with a subject.
    await page.goto('/email-templates');
    await page.getByRole('button', { name: 'Editor Visual' }).click();
    const canvas = page.locator('iframe.gjs-frame');
    await canvas.waitFor();
    // The editor speaks Portuguese (issue 29): its blocks and its buttons.
    const textBlock = page.locator('.gjs-block', { hasText: /^\s*Texto\s*$/ }).first();
    await page.getByTitle('Desfazer').waitFor();
    await page.getByTitle('Abrir gerenciador de estilos').waitFor();
    await textBlock.dragTo(canvas, { targetPosition: { x: 200, y: 60 } });
    await expect.poll(() => canvas.contentFrame().locator('body').textContent()).toMatch(/\S/);
    await page.getByRole('button', { name: 'Salvar Template' }).click();
    const save = page.getByRole('dialog').filter({ has: page.getByLabel('Nome do Template') });
    await save.getByLabel('Nome do Template').fill(`Boas-vindas ${stamp}`);
    await save.getByLabel('Assunto do Email').fill('Olá {{nome}}, novidades dos EUA');
    await save
      .getByRole('button', { name: /Salvar|Criar/ })
      .last()
      .click();
    await page.getByText('Template criado!').waitFor();
    await page
      .getByRole('article', { name: `Boas-vindas ${stamp}` })
      .or(page.getByText(`Boas-vindas ${stamp}`))
      .first()
      .waitFor();

    // The segment: exactly this customer, by e-mail.
    await page.goto('/campaign-segments');
    await page.getByRole('button', { name: 'Novo Segmento' }).click();
    const segment = page.getByRole('dialog', { name: 'Novo Segmento' });
    await segment.getByLabel('Nome').fill(`Teste ${stamp}`);
    await segment.getByLabel('E-mails manuais (opcional)').fill(email);
    await segment.getByRole('button', { name: 'Criar' }).click();
    await page.getByText('Segmento criado!').waitFor();

    // The campaign, sent after the confirmation; the server's message comes in an alert.
    await page.goto('/campanhas-email');
    await page.getByRole('button', { name: 'Nova Campanha' }).click();
    const form = page.getByRole('dialog', { name: 'Nova Campanha' });
    await form.getByLabel('Nome da Campanha').fill(`Campanha ${stamp}`);
    await form.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: `Boas-vindas ${stamp}` }).click();
    await form.getByRole('combobox', { name: 'Segmento' }).click();
    await page.getByRole('option', { name: `Teste ${stamp}` }).click();
    await form.getByRole('button', { name: 'Criar Campanha' }).click();
    const card = page.getByRole('article', { name: `Campanha ${stamp}` });
    await expect.poll(() => card.textContent()).toContain('Rascunho');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await card.getByRole('button', { name: 'Enviar', exact: true }).click();
    // The confirmation is the only browser dialog; the server's answer is a toast (role=status).
    await page
      .getByRole('status')
      .filter({ hasText: 'Envio iniciado! Os e-mails saem aos poucos; acompanhe nas estatísticas.' })
      .waitFor();
    expect(dialogs).toEqual(['Enviar esta campanha agora para 1 destinatário?']);

    // Delivered once, personalised, with the one-click unsubscribe header.
    await expect.poll(() => received.filter((m) => JSON.stringify(m.to).includes(email)).length).toBe(1);
    const mail = received.find((m) => JSON.stringify(m.to).includes(email))!;
    expect(mail.subject).toBe('Olá Marina, novidades dos EUA');
    expect(mail.headerLines.some((h) => h.key === 'list-unsubscribe-post')).toBe(true);
    await expect.poll(() => card.textContent()).toContain('Enviada');

    // The customer opens it (their mail client loads the pixel); the statistics say so.
    const pixel = /src="([^"]*\/api\/email\/t\/o\/[^"]+)"/.exec(String(mail.html))![1]!;
    expect(pixel.startsWith(baseURL)).toBe(true);
    expect((await fetch(pixel)).headers.get('content-type')).toBe('image/gif');
    await card.getByRole('button', { name: 'Estatísticas' }).click();
    const stats = page.getByRole('dialog', { name: `Estatísticas: Campanha ${stamp}` });
    await expect.poll(() => stats.getByRole('group', { name: 'Total Enviados' }).textContent()).toContain('1');
    expect(await stats.getByRole('group', { name: 'Abertos' }).textContent()).toContain('Taxa de abertura: 100,00%');
  });
  it('issue 29, on a phone: a draft is tested, copied and deleted; its template cannot be deleted under it', async () => {
    const stamp = Date.now().toString(36);
    const template = await api.call('POST', '/api/email/templates', {
      name: `Teste ${stamp}`,
      subject: 'Oferta para {{nome}}',
      body_html: '<p>Olá {{nome}}!</p>',
      variables: [],
    });
    const segment = await api.call('POST', '/api/campaign-segments', {
      name: `Celular ${stamp}`,
      filters: { manual_emails: `a-${stamp}@cliente.test\nb-${stamp}@cliente.test` },
    });
    const name = `Rascunho ${stamp}`;
    await api.call('POST', '/api/email/campaigns', {
      name,
      template_id: template.body.data.id,
      segment_id: segment.body.data.id,
    });

    const { context, page } = await open({ width: 390, height: 844 });
    await withAxe(context);
    await api.apiLogin(page, admin);
    await page.goto('/campanhas-email');
    const card = page.getByRole('article', { name });
    for (const button of ['Editar', 'Duplicar', 'Enviar teste', 'Excluir', 'Enviar'])
      await card.getByRole('button', { name: button, exact: true }).waitFor();
    // Nothing wider than the phone: the buttons wrap inside the card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const findings = await seriousViolations(page, '/campanhas-email at 390 px');

    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    // 'Enviar teste' to another address: one '[Teste]' message, and the campaign stays a draft.
    await card.getByRole('button', { name: 'Enviar teste' }).click();
    const test = page.getByRole('dialog', { name: `Enviar teste: ${name}` });
    await test.getByLabel('Enviar para').waitFor();
    findings.push(...(await seriousViolations(page, "dialog 'Enviar teste'", '[role="dialog"]')));
    expect(findings, report(findings)).toEqual([]);
    await test.getByLabel('Enviar para').fill(`eu-${stamp}@loja.test`);
    await test.getByRole('button', { name: 'Enviar teste' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `E-mail de teste enviado para eu-${stamp}@loja.test.` })
      .waitFor();
    await expect
      .poll(() => received.filter((m) => JSON.stringify(m.to).includes(`eu-${stamp}@loja.test`)).map((m) => m.subject))
      .toEqual(['[Teste] Oferta para onsolutions']);

    // The template a draft uses cannot be deleted; the reason names the campaign.
    await page.goto('/email-templates');
    await page.getByRole('button', { name: `Deletar Teste ${stamp}` }).click();
    await page.getByText(`"${name}"`).waitFor();

    await page.goto('/campanhas-email');
    await card.getByRole('button', { name: 'Duplicar' }).click();
    const copy = page.getByRole('article', { name: `Cópia de ${name}` });
    await expect.poll(() => copy.textContent()).toContain('Rascunho');
    await copy.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('status').filter({ hasText: 'Campanha excluída!' }).waitFor();
    await expect.poll(() => copy.count()).toBe(0);
    await card.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Envio iniciado!' }).waitFor();
    expect(dialogs).toEqual([
      'Tem certeza que deseja deletar este template?',
      `Excluir a campanha "Cópia de ${name}"? Esta ação não pode ser desfeita.`,
      'Enviar esta campanha agora para 2 destinatários?',
    ]);
  });
});
