import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailTemplate } from '@ponte/domain/email';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// GrapesJS needs a real browser: the editor module is replaced by a stand-in with its interface.
// vi.mock holds although test files share the module cache: only this file opens the visual
// editor, the one importer of grapes-editor (a lazy import), so no file loads the real one first.
const editor = vi.hoisted(() => ({
  create: vi.fn(),
  html: '<!doctype html><html><body><p style="color:red">Olá {{nome}}</p></body></html>',
  design: { pages: [{ id: 'p1' }], styles: [] } as Record<string, unknown>,
  destroy: vi.fn(),
}));
vi.mock('../editor/grapes-editor', () => ({
  createEmailEditor: (container: HTMLElement, projectData: Record<string, unknown> | null) => {
    editor.create(container, projectData);
    return { html: () => editor.html, projectData: () => editor.design, destroy: editor.destroy };
  },
}));

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  editor.create.mockClear();
  editor.destroy.mockClear();
});

const template = (overrides: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id: 1,
  name: 'Boas-vindas',
  subject: 'Olá {{nome}}',
  body_html: '<p>Olá {{nome}}, cupom {{cupom}}</p><script>parent.alert(1)</script>',
  body_json: null,
  variables: ['cupom'],
  created_by: 1,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

async function open(api: Routes) {
  const app = renderApp('/email-templates', { api });
  await screen.findByRole('heading', { name: 'Templates de Email' });
  return app;
}

/** Types into a field without user-event's brace syntax ({{nome}} is text here). */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('email templates screen', () => {
  it("cards show the name, 'Assunto: {subject}' and the variables as {{tags}}", async () => {
    await open({ 'GET /api/email/templates': ok([template()]) });
    const card = await screen.findByRole('article', { name: 'Boas-vindas' });
    expect(card).toHaveTextContent('Assunto: Olá {{nome}}');
    expect(within(within(card).getByLabelText('Variáveis')).getByText('{{cupom}}')).toBeInTheDocument();
    for (const name of ['Preview de Boas-vindas', 'Editar Boas-vindas', 'Deletar Boas-vindas'])
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editor Visual' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'HTML Manual' })).toBeInTheDocument();
  });

  it("with none shows 'Nenhum template encontrado'", async () => {
    await open({ 'GET /api/email/templates': ok([]) });
    expect(await screen.findByText('Nenhum template encontrado')).toBeInTheDocument();
  });

  it('the preview renders the HTML with sample values in a sandboxed frame that allows no scripts', async () => {
    const { user } = await open({ 'GET /api/email/templates': ok([template()]) });
    await user.click(await screen.findByRole('button', { name: 'Preview de Boas-vindas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boas-vindas' });
    expect(dialog).toHaveTextContent('Assunto: Olá Maria Silva');
    const frame = within(dialog).getByTitle('Preview de Boas-vindas');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Olá Maria Silva, cupom {{cupom}}</p>');
  });

  it("'HTML Manual' has the spec's fields, requires name, subject and HTML, and flags unknown variables", async () => {
    const { user, server } = await open({ 'GET /api/email/templates': ok([]) });
    await user.click(screen.getByRole('button', { name: 'HTML Manual' }));
    const dialog = await screen.findByRole('dialog', { name: 'HTML Manual' });
    const html = within(dialog).getByRole('textbox', { name: 'HTML do Email' });
    expect(html).toHaveAttribute('rows', '15');
    expect(html).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Nome do Template' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Assunto do Email' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Variáveis' })).not.toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Salvar Template' }));
    expect(await within(dialog).findByText('O nome do template é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('O assunto do email é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('O HTML do email é obrigatório')).toBeInTheDocument();

    fill(within(dialog).getByRole('textbox', { name: 'Nome do Template' }), 'Promo');
    fill(within(dialog).getByRole('textbox', { name: 'Assunto do Email' }), 'Oi {{nome}}');
    fill(html, '<p>{{cupom}}</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Template' }));
    expect(
      await within(dialog).findByText(
        'Variáveis desconhecidas: {{cupom}}. Declare-as em Variáveis ou use uma das variáveis do cliente e da lista (ex.: {{nome}}, {{total_lista}})',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/email/templates')).toHaveLength(0);
  });

  it('saves a hand-written template with its comma-separated variables trimmed', async () => {
    const { user, server } = await open({
      'GET /api/email/templates': ok([]),
      'POST /api/email/templates': ok(template({ id: 2 }), 201),
    });
    await user.click(screen.getByRole('button', { name: 'HTML Manual' }));
    const dialog = await screen.findByRole('dialog', { name: 'HTML Manual' });
    fill(within(dialog).getByRole('textbox', { name: 'Nome do Template' }), 'Promo');
    fill(within(dialog).getByRole('textbox', { name: 'Assunto do Email' }), 'Oi {{nome}}');
    fill(within(dialog).getByRole('textbox', { name: 'Variáveis' }), ' cupom , cidade ,');
    fill(within(dialog).getByRole('textbox', { name: 'HTML do Email' }), '<p>{{cupom}} {{cidade}}</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Template' }));
    await waitFor(() => expect(server.callsTo('POST /api/email/templates')).toHaveLength(1));
    expect(server.callsTo('POST /api/email/templates')[0]!.body).toEqual({
      name: 'Promo',
      subject: 'Oi {{nome}}',
      body_html: '<p>{{cupom}} {{cidade}}</p>',
      body_json: null,
      variables: ['cupom', 'cidade'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'HTML Manual' })).not.toBeInTheDocument());
  });

  it("the server's refusal goes on the fields", async () => {
    const message =
      'Variáveis desconhecidas: {{x}}. Declare-as em Variáveis ou use uma das variáveis do cliente e da lista (ex.: {{nome}}, {{total_lista}})';
    const { user } = await open({
      'GET /api/email/templates': ok([template()]),
      'PUT /api/email/templates/1': fail(400, message, { body_html: message }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Boas-vindas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Template' });
    expect(within(dialog).getByRole('textbox', { name: 'Variáveis' })).toHaveValue('cupom');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Template' }));
    expect(await within(dialog).findAllByText(message)).toHaveLength(2);
  });

  it("deleting asks 'Tem certeza que deseja deletar este template?' first", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { user, server } = await open({
      'GET /api/email/templates': ok([template()]),
      'DELETE /api/email/templates/1': ok(null),
    });
    const del = await screen.findByRole('button', { name: 'Deletar Boas-vindas' });
    await user.click(del);
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja deletar este template?');
    expect(server.callsTo('DELETE /api/email/templates/1')).toHaveLength(0);
    await user.click(del);
    await waitFor(() => expect(server.callsTo('DELETE /api/email/templates/1')).toHaveLength(1));
  });

  it('issue 29: one a draft or scheduled campaign uses is refused, naming the campaigns', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const inUse =
      'Este template é usado por campanhas em rascunho ou agendadas: "Natal". Troque o template nelas ou exclua-as antes.';
    const { user } = await open({
      'GET /api/email/templates': ok([template()]),
      'DELETE /api/email/templates/1': fail(409, inUse),
    });
    await user.click(await screen.findByRole('button', { name: 'Deletar Boas-vindas' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
  });
});

describe('visual editor', () => {
  it("opens full screen; 'Preview HTML' shows the code and the sandboxed render side by side", async () => {
    const { user } = await open({ 'GET /api/email/templates': ok([]) });
    await user.click(screen.getByRole('button', { name: 'Editor Visual' }));
    const editorDialog = await screen.findByRole('dialog', { name: 'Editor Visual' });
    await waitFor(() => expect(editor.create).toHaveBeenCalledWith(screen.getByTestId('visual-editor'), null));
    await user.click(within(editorDialog).getByRole('button', { name: 'Preview HTML' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview HTML' });
    expect(within(preview).getByRole('textbox', { name: 'Código HTML' })).toHaveValue(editor.html);
    const frame = within(preview).getByTitle('Visualização do HTML');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(editor.html);
  });

  it("'Cancelar' closes the editor and destroys it", async () => {
    const { user } = await open({ 'GET /api/email/templates': ok([]) });
    await user.click(screen.getByRole('button', { name: 'Editor Visual' }));
    const editorDialog = await screen.findByRole('dialog', { name: 'Editor Visual' });
    await waitFor(() => expect(editor.create).toHaveBeenCalled());
    await user.click(within(editorDialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editor Visual' })).not.toBeInTheDocument());
    expect(editor.destroy).toHaveBeenCalled();
  });

  it("'Salvar Template' fills the HTML and the design and opens the save modal; saving sends both", async () => {
    const { user, server } = await open({
      'GET /api/email/templates': ok([]),
      'POST /api/email/templates': ok(template({ id: 3 }), 201),
    });
    await user.click(screen.getByRole('button', { name: 'Editor Visual' }));
    const editorDialog = await screen.findByRole('dialog', { name: 'Editor Visual' });
    await waitFor(() => expect(editor.create).toHaveBeenCalled());
    await user.click(within(editorDialog).getByRole('button', { name: 'Salvar Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar Template' });
    expect(within(dialog).getByRole('textbox', { name: 'HTML do Email' })).toHaveValue(editor.html);
    fill(within(dialog).getByRole('textbox', { name: 'Nome do Template' }), 'Visual');
    fill(within(dialog).getByRole('textbox', { name: 'Assunto do Email' }), 'Novidades');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Template' }));
    await waitFor(() => expect(server.callsTo('POST /api/email/templates')).toHaveLength(1));
    expect(server.callsTo('POST /api/email/templates')[0]!.body).toEqual({
      name: 'Visual',
      subject: 'Novidades',
      body_html: editor.html,
      body_json: editor.design,
      variables: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editor Visual' })).not.toBeInTheDocument());
  });

  it('a template made in the editor reopens there with its design and is saved in place', async () => {
    const design = { pages: [{ id: 'saved' }] };
    const { user, server } = await open({
      'GET /api/email/templates': ok([template({ body_json: design })]),
      'PUT /api/email/templates/1': ok(template({ body_json: design })),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Boas-vindas' }));
    const editorDialog = await screen.findByRole('dialog', { name: 'Editor Visual' });
    await waitFor(() => expect(editor.create).toHaveBeenCalledWith(expect.any(HTMLElement), design));
    await user.click(within(editorDialog).getByRole('button', { name: 'Salvar Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar Template' });
    expect(within(dialog).getByRole('textbox', { name: 'Nome do Template' })).toHaveValue('Boas-vindas');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Template' }));
    await waitFor(() => expect(server.callsTo('PUT /api/email/templates/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/email/templates/1')[0]!.body).toMatchObject({
      body_html: editor.html,
      body_json: editor.design,
      variables: ['cupom'],
    });
  });
});
