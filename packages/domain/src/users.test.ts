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

  it("issue 31: 'Nome completo' is trimmed, its inner spaces folded; blank is none; markup or over 80 characters refused", () => {
    const parse = (nome_completo: string) =>
      CreateSystemUserSchema.safeParse({ nome: 'ana', email: 'a@b.com', senha: 'segredo', nome_completo });
    expect(parse('  Ana   Maria  ').data?.nome_completo).toBe('Ana Maria');
    expect(parse('   ').data?.nome_completo).toBeNull();
    // Missing keeps what is saved ('Ativar' sends no name).
    expect(
      CreateSystemUserSchema.parse({ nome: 'ana', email: 'a@b.com', senha: 'segredo' }).nome_completo,
    ).toBeUndefined();
    expect(parse("Ana D'Ávila-Souza Jr.").data?.nome_completo).toBe("Ana D'Ávila-Souza Jr.");
    expect(firstError(parse('<b>Ana</b>'))).toBe(userErrorText.displayNameInvalid);
    expect(firstError(parse('a'.repeat(81)))).toBe(userErrorText.displayNameTooLong);
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
