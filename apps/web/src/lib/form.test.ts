import { describe, expect, it, vi } from 'vitest';
import { SaveConfigurationsSchema } from '@ponte/domain/settings';
import { ApiError } from './api';
import { showServerErrors, validateBody } from './form';

describe('form helpers', () => {
  it("the domain schema checks the body the form will send, keyed by the field's name", () => {
    const validate = validateBody(SaveConfigurationsSchema, (v: { pix_merchant_city: string }) => ({
      pix_merchant_city: v.pix_merchant_city.trim(),
    }));
    expect(validate({ pix_merchant_city: '  Sao Paulo  ' })).toEqual({});
    expect(validate({ pix_merchant_city: 'Cidade com nome longo demais' })).toEqual({
      pix_merchant_city: 'Cidade do recebedor: no máximo 15 caracteres',
    });
  });

  it("a refusal's details go on the fields and its message is returned; any other failure clears them", () => {
    const form = { setErrors: vi.fn() };
    expect(showServerErrors(form, new ApiError(400, 'URL inválida', { kg_fee_url: 'URL inválida' }))).toBe(
      'URL inválida',
    );
    expect(form.setErrors).toHaveBeenLastCalledWith({ kg_fee_url: 'URL inválida' });
    expect(showServerErrors(form, new Error('boom'))).toBe('');
    expect(form.setErrors).toHaveBeenLastCalledWith({});
  });
});
