import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSAT_DEFAULT_QUESTION, CSAT_QUESTION_MAX, csatText } from '@ponte/domain/csat';
import { ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { configurationRoutes, openSettingsForm } from '../../../test/settings';
import { retype } from '../../../test/user-input';

// Issue 32: the satisfaction survey's section of /configuracoes.
const routes = () =>
  configurationRoutes(configurations(), ok(configurations({ csat_enabled: true, csat_question: 'Nota de 1 a 5?' })));

describe("'Pesquisa de satisfação' on /configuracoes", () => {
  it('starts off with the default question; turned on with a new question, it sends both', async () => {
    const { user, server, form } = await openSettingsForm(csatText.settingsTitle, routes());
    const enabled = within(form).getByRole('checkbox', { name: csatText.enabledLabel });
    const question = within(form).getByRole('textbox', { name: csatText.questionLabel });
    expect(enabled).not.toBeChecked();
    expect(question).toHaveValue(CSAT_DEFAULT_QUESTION);
    await user.click(enabled);
    await retype(user, question, 'Nota de 1 a 5?');
    await user.click(within(form).getByRole('button', { name: csatText.save }));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0]!.body).toEqual({
      csat_enabled: true,
      csat_question: 'Nota de 1 a 5?',
    });
  });

  it('a blank or too long question is refused before any call', async () => {
    const { user, server, form } = await openSettingsForm(csatText.settingsTitle, routes());
    const question = within(form).getByRole('textbox', { name: csatText.questionLabel });
    await user.clear(question);
    await user.click(within(form).getByRole('button', { name: csatText.save }));
    expect(await within(form).findByText(csatText.questionRequired)).toBeInTheDocument();
    await user.click(question);
    await user.paste('a'.repeat(CSAT_QUESTION_MAX + 1));
    await user.click(within(form).getByRole('button', { name: csatText.save }));
    expect(await within(form).findByText(csatText.questionTooLong)).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')).toHaveLength(0);
  });
});
