import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SaveConfigurationsSchema } from '@ponte/domain/settings';
import { ApiError } from './api';
import { FORM_REFUSAL, useDomainForm } from './form';

type Values = { pix_merchant_city: string };
const toBody = (v: Values) => ({ pix_merchant_city: v.pix_merchant_city.trim() });

const renderForm = (options: { keepErrorsOnChange?: boolean } = {}) =>
  renderHook(() =>
    useDomainForm({
      initialValues: { pix_merchant_city: '  Sao Paulo  ' },
      schema: SaveConfigurationsSchema,
      toBody,
      ...options,
    }),
  );

describe('useDomainForm', () => {
  it("the domain schema checks the body the form will send, keyed by the field's name", () => {
    const { result } = renderForm();
    act(() => {
      result.current.form.validate();
    });
    expect(result.current.form.errors).toEqual({});
    act(() => result.current.form.setFieldValue('pix_merchant_city', 'Cidade com nome longo demais'));
    act(() => {
      result.current.form.validate();
    });
    expect(result.current.form.errors).toEqual({
      pix_merchant_city: 'Cidade do recebedor: no máximo 15 caracteres',
    });
  });

  it("a refusal's details go on the fields and its message is returned; any other failure clears them", () => {
    const { result } = renderForm();
    let said = '';
    act(() => {
      said = result.current.refuseWith(new ApiError(400, 'URL inválida', { kg_fee_url: 'URL inválida' }), 'Falhou');
    });
    expect(said).toBe('URL inválida');
    expect(result.current.form.errors).toEqual({ kg_fee_url: 'URL inválida', [FORM_REFUSAL]: 'URL inválida' });
    expect(result.current.refusal).toBe('URL inválida');

    act(() => {
      said = result.current.refuseWith(new Error('boom'), 'Falhou');
    });
    expect(said).toBe('Falhou');
    expect(result.current.form.errors).toEqual({ [FORM_REFUSAL]: 'Falhou' });
  });

  it("`say` words the server's message knowing its details; a refusal with no message is the fallback", () => {
    const { result } = renderForm();
    let said = '';
    act(() => {
      said = result.current.refuseWith(new ApiError(400, 'Recusado', { a: 'x' }), 'Falhou', (m, details) =>
        Object.keys(details).includes('a') ? `Erro: ${m}` : m,
      );
    });
    expect(said).toBe('Erro: Recusado');
    act(() => {
      said = result.current.refuseWith(new ApiError(500, ''), 'Falhou', (m) => `Erro: ${m}`);
    });
    expect(said).toBe('Falhou');
  });

  it('the next change takes the refusal and the changed field’s error away', () => {
    const { result } = renderForm();
    act(() => {
      result.current.refuseWith(new ApiError(400, 'Recusado', { pix_merchant_city: 'Cidade inválida' }), 'Falhou');
    });
    act(() => result.current.form.setFieldValue('pix_merchant_city', 'Recife'));
    expect(result.current.refusal).toBe('');
    expect(result.current.form.errors).toEqual({});
  });

  it('with keepErrorsOnChange, the errors and the refusal stay until the next attempt', () => {
    const { result } = renderForm({ keepErrorsOnChange: true });
    act(() => {
      result.current.refuseWith(new ApiError(400, 'Recusado', { pix_merchant_city: 'Cidade inválida' }), 'Falhou');
    });
    act(() => result.current.form.setFieldValue('pix_merchant_city', 'Recife'));
    expect(result.current.refusal).toBe('Recusado');
    expect(result.current.form.errors.pix_merchant_city).toBe('Cidade inválida');
    act(() => {
      result.current.form.validate();
    });
    expect(result.current.form.errors).toEqual({});
  });
});
