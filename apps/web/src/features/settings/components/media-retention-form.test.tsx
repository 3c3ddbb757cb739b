import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediaRetentionText } from '@ponte/domain/media-retention';
import { configurations } from '../../../test/fixtures';
import { ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { retype } from '../../../test/user-input';

const open = (months: number | null) =>
  renderApp('/configuracoes', {
    api: {
      'GET /api/configurations': ok(configurations()),
      'GET /api/media-retention': ok({ months }),
      'PUT /api/media-retention': (req) => ok(req.body),
    },
  });

describe("'Retenção de arquivos' (issue 33)", () => {
  it('blank means never; a number of months is saved as typed', async () => {
    const { user, server } = open(null);
    const form = await screen.findByRole('form', { name: mediaRetentionText.title });
    const field = within(form).getByLabelText(mediaRetentionText.months);
    expect(field).toHaveValue('');
    await user.type(field, '6');
    await user.click(within(form).getByRole('button', { name: mediaRetentionText.save }));
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/media-retention')[0]!.body).toEqual({ months: 6 });
  });

  it('refuses 0 and a fraction on the field, before any call; cleared, it turns off', async () => {
    const { user, server } = open(12);
    const form = await screen.findByRole('form', { name: mediaRetentionText.title });
    const field = within(form).getByLabelText(mediaRetentionText.months);
    expect(field).toHaveValue('12');
    await retype(user, field, '0');
    await user.click(within(form).getByRole('button', { name: mediaRetentionText.save }));
    expect(await within(form).findByText(mediaRetentionText.invalid)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/media-retention')).toHaveLength(0);
    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: mediaRetentionText.save }));
    await screen.findByText('Configurações salvas com sucesso!');
    expect(server.callsTo('PUT /api/media-retention')[0]!.body).toEqual({ months: null });
  });
});
