import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const stored = configurations();

const CSV = 'ID;Peso (kg)\n101;0,8\n102;350\n';
const csvFile = (text: string) => new File([text], 'pesos.csv', { type: 'text/csv' });
const fileInput = (form: HTMLElement) => form.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("'Pesos dos produtos' on /configuracoes", () => {
  it('shows how many rows are loaded, sends the file text as { csv } and reports the count imported', async () => {
    let rows = [{ ID: '1', 'Peso (kg)': '2' }];
    const { user, server } = renderApp('/configuracoes', {
      api: {
        'GET /api/stored': ok(stored),
        'GET /api/produtos-csv': () => ok(rows),
        'POST /api/produtos-csv': () => {
          rows = [
            { ID: '101', 'Peso (kg)': '0.8' },
            { ID: '102', 'Peso (kg)': '350' },
          ];
          return ok({ imported: 2 });
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Pesos dos produtos' });
    expect(await within(form).findByText('1 produto carregado')).toBeInTheDocument();
    expect(fileInput(form)).toHaveAttribute('accept', '.csv,text/csv');
    await user.upload(fileInput(form), csvFile(CSV));
    await user.click(within(form).getByRole('button', { name: 'Importar pesos' }));
    expect(await within(form).findByText('2 produtos importados')).toBeInTheDocument();
    expect(server.callsTo('POST /api/produtos-csv')[0].body).toEqual({ csv: CSV });
    expect(await within(form).findByText('2 produtos carregados')).toBeInTheDocument();
  });

  it("shows the server's message naming the bad row", async () => {
    const { user } = renderApp('/configuracoes', {
      api: {
        'GET /api/stored': ok(stored),
        'GET /api/produtos-csv': ok([]),
        'POST /api/produtos-csv': fail(400, 'Linha 3: peso inválido "muito" para o ID 202', {
          csv: 'Linha 3: peso inválido "muito" para o ID 202',
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Pesos dos produtos' });
    expect(await within(form).findByText('Nenhum peso carregado')).toBeInTheDocument();
    await user.upload(fileInput(form), csvFile('ID;Peso (kg)\n201;1\n202;muito\n'));
    await user.click(within(form).getByRole('button', { name: 'Importar pesos' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao importar a planilha');
    expect(alert).toHaveTextContent('Linha 3: peso inválido "muito" para o ID 202');
  });

  it('asks for a file before calling the server', async () => {
    const { user, server } = renderApp('/configuracoes', {
      api: { 'GET /api/stored': ok(stored), 'GET /api/produtos-csv': ok([]) },
    });
    const form = await screen.findByRole('form', { name: 'Pesos dos produtos' });
    await user.click(within(form).getByRole('button', { name: 'Importar pesos' }));
    expect(await within(form).findByText('Escolha o arquivo CSV')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/produtos-csv')).toHaveLength(0));
  });
});
