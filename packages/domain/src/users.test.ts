import { describe, expect, it } from 'vitest';
import { CreateSystemUserSchema, UpdateSystemUserSchema, userErrorText } from './users';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('system user payloads', () => {
  it("create requires name, e-mail and password: 'Nome, email e senha são obrigatórios'", () => {
    for (const body of [{}, { nome: 'a', email: 'a@b.com' }, { nome: '', email: 'a@b.com', senha: 'segredo' }]) {
      expect(firstError(CreateSystemUserSchema.safeParse(body))).toBe(userErrorText.createRequired);
    }
  });

  it('create defaults to role operador and active; e-mail is trimmed and lower-cased', () => {
    expect(CreateSystemUserSchema.parse({ nome: ' ana ', email: ' Ana@X.com ', senha: 'segredo' })).toEqual({
      nome: 'ana',
      email: 'ana@x.com',
      senha: 'segredo',
      role: 'operador',
      ativo: true,
    });
  });

  it("update requires name and e-mail: 'Nome e email são obrigatórios'; a blank password keeps the current one", () => {
    expect(firstError(UpdateSystemUserSchema.safeParse({ nome: '', email: '', role: 'admin' }))).toBe(
      userErrorText.updateRequired,
    );
    expect(
      UpdateSystemUserSchema.parse({ nome: 'a', email: 'a@b.com', role: 'trainee', senha: '' }).senha,
    ).toBeUndefined();
    expect(
      firstError(UpdateSystemUserSchema.safeParse({ nome: 'a', email: 'a@b.com', role: 'trainee', senha: '12' })),
    ).toBe(userErrorText.passwordTooShort);
  });
});
