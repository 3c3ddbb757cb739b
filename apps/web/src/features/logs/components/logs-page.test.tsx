import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { auditText, logText, type LogEntry, type LogPage, type WebhookLog } from '@ponte/domain/logs';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const entry = (overrides: Partial<LogEntry> = {}): LogEntry => ({
  id: 'activity:1',
  timestamp: '2026-11-20T13:05:00.000Z',
  level: 'success',
  category: 'activity:task',
  message: 'onsolutions created task #7',
  details: null,
  user_id: 1,
  user_name: 'onsolutions',
  ip_address: '10.0.0.7',
  ...overrides,
});

const logPage = (entries: LogEntry[], overrides: Partial<LogPage> = {}): LogPage => ({
  entries,
  pagination: { page: 1, limit: 50, total: entries.length, pages: 1 },
  summary: { total: 8, errors: 1, webhooks: 3, success_rate: 88 },
  categories: ['activity:task', 'gateway', 'server', 'webhook'],
  ...overrides,
});

const webhook = (id: number, overrides: Partial<WebhookLog> = {}): WebhookLog => ({
  id,
  webhook_type: 'evolution',
  webhook_url: '/api/webhook/evolution',
  payload: null,
  response_status: 200,
  response_body: 'received',
  success: true,
  error_message: null,
  created_at: '2026-11-20T13:00:00.000Z',
  ...overrides,
});

const baseApi = (extra: Routes = {}): Routes => ({
  'GET /api/logs': ok(logPage([entry()])),
  'GET /api/webhook-logs': ok([webhook(1)]),
  'GET /api/logs/settings': ok({ retention_days: 90, audit_retention_days: 1825 }),
  ...extra,
});

async function open(api: Routes = {}) {
  const app = renderApp('/logs', { api: baseApi(api) });
  await screen.findByRole('heading', { name: 'System Logs' });
  return app;
}

describe('system logs screen (/logs)', () => {
  it('shows the cards, the entries with pt-BR times and the recent webhook activity', async () => {
    const { server } = await open({
      'GET /api/webhook-logs': ok([
        webhook(9, { success: false, response_status: 401, response_body: 'error', error_message: 'chave errada' }),
        webhook(8),
      ]),
    });
    expect(await screen.findByText('onsolutions created task #7')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Logs' })).toHaveTextContent('8');
    expect(screen.getByRole('group', { name: 'Errors' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Webhooks' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Success Rate' })).toHaveTextContent('88%');
    expect(screen.getByText(formatDateTimeBR('2026-11-20T13:05:00.000Z'))).toBeInTheDocument();
    expect(formatDateTimeBR('2026-11-20T13:05:00.000Z')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const recent = screen.getByRole('region', { name: 'Recent Webhook Activity' });
    expect(await within(recent).findByText('chave errada')).toBeInTheDocument();
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    expect(server.callsTo('GET /api/webhook-logs')[0].query.get('limit')).toBe('5');
    expect(server.callsTo('GET /api/health')).not.toHaveLength(0);
  });

  it('the User column shows the name, not the id (issue 29)', async () => {
    await open({
      'GET /api/logs': ok(
        logPage([
          entry({ id: 'activity:2', user_id: 5, user_name: 'carla.mendes', message: 'carla.mendes updated task #8' }),
          entry({ id: 'server:1', user_id: null, user_name: null, level: 'error', category: 'job', message: 'Falhou' }),
        ]),
      ),
    });
    const row = (await screen.findByText('carla.mendes updated task #8')).closest('tr')!;
    expect(within(row).getByText('carla.mendes')).toBeInTheDocument();
    expect(within(row).queryByText('5')).not.toBeInTheDocument();
    expect(within(screen.getByText('Falhou').closest('tr')!).getByText('—')).toBeInTheDocument();
  });

  it("says 'Nenhum log encontrado' when there are none", async () => {
    await open({ 'GET /api/logs': ok(logPage([])), 'GET /api/webhook-logs': ok([]) });
    await waitFor(() => expect(screen.getAllByText('Nenhum log encontrado')).toHaveLength(2));
  });

  it("the 'Errors' tab, the level and category filters and the search ask the server", async () => {
    const { server, user } = await open();
    await screen.findByText('onsolutions created task #7');
    const lastQuery = () => server.callsTo('GET /api/logs').at(-1)!.query;
    await user.click(screen.getByRole('tab', { name: 'Errors' }));
    await waitFor(() => expect(lastQuery().get('tab')).toBe('errors'));
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'error' }));
    await waitFor(() => expect(lastQuery().get('level')).toBe('error'));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    // The category filter offers the categories present.
    expect(await screen.findByRole('option', { name: 'webhook' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'server' }));
    await waitFor(() => expect(lastQuery().get('category')).toBe('server'));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'timeout');
    await waitFor(() => expect(lastQuery().get('search')).toBe('timeout'));
    expect(lastQuery().get('tab')).toBe('errors');
  });

  it('is paginated', async () => {
    const { server, user } = await open({
      'GET /api/logs': (req) =>
        ok(
          logPage([entry({ message: `page ${req.query.get('page')}` })], {
            pagination: { page: Number(req.query.get('page')), limit: 50, total: 120, pages: 3 },
          }),
        ),
    });
    await screen.findByText('page 1');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('page 2')).toBeInTheDocument();
    expect(server.callsTo('GET /api/logs').at(-1)!.query.get('page')).toBe('2');
  });

  it("'Clear' asks 'Tem certeza que deseja limpar todos os logs?' and deletes only when confirmed", async () => {
    let cleared = false;
    const { server, user } = await open({
      'GET /api/logs': () => ok(logPage(cleared ? [] : [entry()])),
      'DELETE /api/logs': () => {
        cleared = true;
        return ok({ gateway: 1, server: 0 });
      },
    });
    await screen.findByText('onsolutions created task #7');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja limpar todos os logs?');
    expect(server.callsTo('DELETE /api/logs')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/logs')).toHaveLength(1));
    expect(await screen.findAllByText('Nenhum log encontrado')).not.toHaveLength(0);
  });

  it('exports every entry of the tab as the JSON file the server builds, named by tab and date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T01:00:00Z') });
    const downloads: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:logs';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: lastBlob! });
    });
    const file = [entry({ id: 'server:1', level: 'error' })];
    const { server, user } = await open({
      'GET /api/logs/export': { status: 200, body: file },
    });
    await user.click(screen.getByRole('tab', { name: 'Errors' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    // Named by the shop's day (São Paulo), not UTC's: at 01:00 UTC it is still the 28th there.
    expect(downloads[0].name).toBe('logs-errors-2026-11-28.json');
    expect(JSON.parse(await downloads[0].blob.text())).toEqual(file);
    // The server builds the file (and records the export) for the tab and filters on screen.
    const calls = server.callsTo('GET /api/logs/export');
    expect(calls.map((c) => c.query.get('tab'))).toEqual(['errors']);
  });

  it('shows a plain error state, and no sample data, when the health check fails', async () => {
    await open({ 'GET /api/health': fail(503, 'indisponível') });
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Logs' })).not.toBeInTheDocument();
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
  });

  it('refreshes every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await open();
    await screen.findByText('onsolutions created task #7');
    const before = server.callsTo('GET /api/logs').length;
    await vi.advanceTimersByTimeAsync(29_000);
    expect(server.callsTo('GET /api/logs')).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(server.callsTo('GET /api/logs').length).toBeGreaterThan(before));
    expect(server.callsTo('GET /api/webhook-logs').length).toBeGreaterThan(1);
  });

  it('a retention below the minimum is refused on the field, not moved to the bound (issue 29)', async () => {
    const { server, user } = await open();
    // The field shows the stored value once it arrives (a form started from it).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Retention (days)' })).toHaveValue('90'));
    const input = screen.getByRole('textbox', { name: 'Retention (days)' });
    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    expect(input).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(logText.retentionInvalid)).toBeInTheDocument();
    expect(input).toHaveValue('3');
    expect(server.callsTo('PUT /api/logs/settings')).toHaveLength(0);
  });

  it('an admin sets the retention in days, and the audit trail its own', async () => {
    const { server, user } = await open({
      'PUT /api/logs/settings': ok({ retention_days: 45, audit_retention_days: 730 }),
    });
    // The field shows the stored value once it arrives (a form started from it).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Retention (days)' })).toHaveValue('90'));
    const input = screen.getByRole('textbox', { name: 'Retention (days)' });
    await user.clear(input);
    await user.type(input, '45');
    const audit = screen.getByRole('textbox', { name: 'Audit retention (days)' });
    expect(audit).toHaveValue('1.825');
    // Under a year is refused on its field with the server's words, before any call.
    await user.clear(audit);
    await user.type(audit, '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(logText.auditRetentionInvalid)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/logs/settings')).toHaveLength(0);
    await user.clear(audit);
    await user.type(audit, '730');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT /api/logs/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/logs/settings')[0].body).toEqual({ retention_days: 45, audit_retention_days: 730 });
  });
});

describe("'Auditoria' (issue 33)", () => {
  it('asks for the period before any call, then downloads the activity of those days as CSV', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { user, server } = await open({ 'GET /api/logs/activity-export': { status: 200, body: 'csv' } });
    const audit = screen.getByRole('region', { name: auditText.title });
    await user.click(within(audit).getByRole('button', { name: auditText.export }));
    expect(await within(audit).findAllByText(auditText.periodRequired)).toHaveLength(2);
    expect(server.callsTo('GET /api/logs/activity-export')).toHaveLength(0);
    await user.type(within(audit).getByLabelText('Data Início'), '10/03/2026');
    await user.type(within(audit).getByLabelText('Data Fim'), '11/03/2026');
    await user.click(within(audit).getByRole('button', { name: auditText.export }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const query = server.callsTo('GET /api/logs/activity-export')[0]!.query;
    expect([query.get('start_date'), query.get('end_date')]).toEqual(['2026-03-10', '2026-03-11']);
    click.mockRestore();
  });
});
