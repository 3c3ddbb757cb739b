import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  businessHoursText,
  DEFAULT_BUSINESS_HOURS,
  WEEKDAY_NAMES,
  type BusinessHoursView,
} from '@ponte/domain/business-hours';
import { fail, ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { retype } from '../../../test/user-input';

// Issue 32: 'Horário de atendimento' on /configuracoes.
const view = (change: Partial<BusinessHoursView> = {}): BusinessHoursView => ({
  ...DEFAULT_BUSINESS_HOURS,
  open_now: true,
  next_opening: null,
  ...change,
});
const routes = (saved: BusinessHoursView = view()) => ({
  'GET /api/configurations': ok(configurations()),
  'GET /api/business-hours': ok(view()),
  'PUT /api/business-hours': ok(saved),
  'GET /api/produtos-csv': ok([]),
});
const section = () => screen.findByRole('form', { name: businessHoursText.title });

describe("'Horário de atendimento' on /configuracoes", () => {
  it('shows the week from Monday, a closed day without times, and saves the hours as typed the Brazilian way', async () => {
    const { user, server } = renderApp('/configuracoes', { api: routes() });
    const form = await section();
    const names = within(form)
      .getAllByRole('checkbox')
      .map((c) => c.getAttribute('aria-label') ?? (c as HTMLInputElement).labels?.[0]?.textContent);
    expect(names).toEqual([businessHoursText.enabledLabel, ...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]]);
    expect(within(form).queryByRole('textbox', { name: 'Sábado: abre às' })).toBeNull();
    expect(within(form).getAllByText(businessHoursText.closedDay)).toHaveLength(2);
    expect(within(form).getByText(businessHoursText.noHolidays)).toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: businessHoursText.enabledLabel }));
    await user.click(within(form).getByRole('checkbox', { name: 'Sábado' }));
    const opens = within(form).getByRole('textbox', { name: 'Sábado: abre às' });
    const closes = within(form).getByRole('textbox', { name: 'Sábado: fecha às' });
    await retype(user, opens, '9h');
    await retype(user, closes, '13h30');
    await user.click(within(form).getByRole('button', { name: businessHoursText.addHoliday }));
    await user.type(within(form).getByRole('textbox', { name: businessHoursText.holidayDate }), '25/12/2026');
    await user.type(within(form).getByRole('textbox', { name: businessHoursText.holidayName }), 'Natal');
    await user.click(within(form).getByRole('button', { name: businessHoursText.save }));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    const body = server.callsTo('PUT /api/business-hours')[0]!.body as typeof DEFAULT_BUSINESS_HOURS;
    expect(body.enabled).toBe(true);
    expect(body.days[6]).toEqual({ open: true, opens: '9h', closes: '13h30' });
    expect(body.days[1]).toEqual({ open: true, opens: '09:00', closes: '18:00' });
    expect(body.holidays).toEqual([{ date: '2026-12-25', name: 'Natal' }]);
  });

  it('refuses a closing before the opening, a week with no open day and a wrong holiday before any call', async () => {
    const { user, server } = renderApp('/configuracoes', { api: routes() });
    const form = await section();
    await user.click(within(form).getByRole('checkbox', { name: businessHoursText.enabledLabel }));
    const closes = within(form).getByRole('textbox', { name: 'Segunda-feira: fecha às' });
    await retype(user, closes, '08:00');
    await user.click(within(form).getByRole('button', { name: businessHoursText.addHoliday }));
    await user.type(within(form).getByRole('textbox', { name: businessHoursText.holidayDate }), '31/02/2026');
    await user.tab();
    await user.click(within(form).getByRole('button', { name: businessHoursText.save }));
    expect(await within(form).findByText(businessHoursText.invalidHoliday)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: `${businessHoursText.removeHoliday} 1` }));
    await user.click(within(form).getByRole('button', { name: businessHoursText.save }));
    expect(await within(form).findByText(businessHoursText.closesBeforeOpens)).toBeInTheDocument();
    for (const day of ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira'])
      await user.click(within(form).getByRole('checkbox', { name: day }));
    await user.click(within(form).getByRole('button', { name: businessHoursText.save }));
    expect(await within(form).findByText(businessHoursText.noOpenDay)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/business-hours')).toHaveLength(0);
  });

  it('a saved date retyped wrong stays refused after a row above it is removed (issue 29)', async () => {
    const holidays = [
      { date: '2026-12-24', name: 'Véspera' },
      { date: '2026-12-31', name: 'Réveillon' },
    ];
    const { user, server } = renderApp('/configuracoes', {
      api: { ...routes(), 'GET /api/business-hours': ok(view({ holidays })) },
    });
    const form = await section();
    const second = within(form).getAllByRole('textbox', { name: businessHoursText.holidayDate })[1]!;
    await retype(user, second, '31/02/2026');
    await user.tab();
    await user.click(within(form).getByRole('button', { name: `${businessHoursText.removeHoliday} 1` }));
    expect(within(form).getByRole('textbox', { name: businessHoursText.holidayDate })).toHaveValue('31/02/2026');
    await user.click(within(form).getByRole('button', { name: businessHoursText.save }));
    expect(await within(form).findByText(businessHoursText.invalidHoliday)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/business-hours')).toHaveLength(0);
  });

  it("shows the server's refusal under its field", async () => {
    const { user } = renderApp('/configuracoes', {
      api: {
        ...routes(),
        'PUT /api/business-hours': fail(400, 'Dados inválidos', { away_message: 'Mensagem recusada' }),
      },
    });
    const form = await section();
    await user.click(within(form).getByRole('button', { name: businessHoursText.save }));
    expect(await within(form).findByText('Mensagem recusada')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Dados inválidos');
  });
});
