import { describe, expect, it } from 'vitest';
import {
  emptyVariables,
  escapeHtml,
  parseVariableList,
  placeholdersIn,
  renderTemplate,
  TemplateBodySchema,
  unknownVariableErrors,
  unknownVariables,
} from './email';

describe('rendering a template per recipient', () => {
  const template = {
    subject: 'Oi {{nome}}, {{ cupom }}',
    body_html: '<p>{{nome}} · {{email}} · {{telefone}} · {{cupom}} · {{faltou}}</p>',
  };

  it('fills nome, email, telefone and declared values; the body is HTML-escaped, the subject is not', () => {
    expect(
      renderTemplate(template, {
        name: `Zé "<script>alert(1)</script>" & O'Neil`,
        email: 'ze@x.com',
        phone: '5511999990000',
        values: { cupom: '<b>10%</b>' },
      }),
    ).toEqual({
      subject: `Oi Zé "<script>alert(1)</script>" & O'Neil, <b>10%</b>`,
      html:
        '<p>Zé &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; O&#39;Neil · ze@x.com · 5511999990000 · ' +
        '&lt;b&gt;10%&lt;/b&gt; · </p>',
    });
  });

  it("a bare address of a manual list (no name, no phone) is greeted as 'cliente', never 'Oi , ' (issue 29)", () => {
    expect(renderTemplate(template, { name: '', email: 'a@b.co', phone: null })).toEqual({
      subject: 'Oi cliente, ',
      html: '<p>cliente · a@b.co ·  ·  · </p>',
    });
  });

  it('a placeholder carries its own default for an empty value: {{nome|amigo}}, {{cupom | sem cupom}}', () => {
    const t = { subject: 'Olá, {{nome|amigo}}!', body_html: '<p>{{cupom | sem cupom}} {{primeiro_nome}}</p>' };
    expect(renderTemplate(t, { name: '', email: 'a@b.co', phone: null })).toEqual({
      subject: 'Olá, amigo!',
      html: '<p>sem cupom cliente</p>',
    });
    expect(renderTemplate(t, { name: 'Ana Souza', email: 'a@b.co', phone: null, values: { cupom: 'BF10' } })).toEqual({
      subject: 'Olá, Ana Souza!',
      html: '<p>BF10 Ana</p>',
    });
  });

  it('counts what would be left empty: used without a default, with no value nor fallback', () => {
    const t = { subject: '{{nome}}', body_html: '{{frete}} {{cupom|-}} {{link_pagamento}} {{lista}}' };
    expect(emptyVariables(t, { frete: 'R$ 10,00', lista: '' })).toEqual(['link_pagamento', 'lista']);
    expect(emptyVariables(t, { frete: 'x', lista: 'L', link_pagamento: 'u' })).toEqual([]);
  });

  it('line breaks in a value never reach the subject (no header injection)', () => {
    expect(
      renderTemplate({ subject: '{{nome}}', body_html: '' }, { name: 'a\r\nBcc: x', email: '', phone: null }),
    ).toEqual({ subject: 'a Bcc: x', html: '' });
  });

  it('a recipient value cannot override nome, email or telefone, and an inherited name is no variable', () => {
    const out = renderTemplate(
      { subject: '', body_html: '{{nome}}{{constructor}}' },
      { name: 'Ana', email: '', phone: null, values: { nome: 'Outra' } },
    );
    expect(out.html).toBe('Ana');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('template variables', () => {
  it('finds each placeholder once, allowing spaces inside the braces', () => {
    expect(placeholdersIn('{{nome}} {{ nome }} {{cupom_1}} {x} {{1a}}')).toEqual(['nome', 'cupom_1']);
  });

  it('flags variables that are neither known nor declared, per field', () => {
    const t = { subject: '{{apelido}}', body_html: '{{nome}}{{cupom}}{{cidade}}', variables: ['cupom'] };
    expect(unknownVariables(t)).toEqual({ subject: ['apelido'], body_html: ['cidade'] });
    expect(unknownVariableErrors(t)).toEqual({
      subject:
        'Variáveis desconhecidas: {{apelido}}. Declare-as em Variáveis ou use uma das variáveis do cliente e da lista (ex.: {{nome}}, {{total_lista}})',
      body_html:
        'Variáveis desconhecidas: {{cidade}}. Declare-as em Variáveis ou use uma das variáveis do cliente e da lista (ex.: {{nome}}, {{total_lista}})',
    });
    expect(unknownVariableErrors({ subject: '{{email}}', body_html: '{{telefone}}' })).toEqual({});
  });

  it('the comma-separated Variáveis field is split and trimmed', () => {
    expect(parseVariableList(' cupom, cidade ,, ')).toEqual(['cupom', 'cidade']);
    expect(parseVariableList('')).toEqual([]);
  });

  it('the body schema requires name, subject and body_html and defaults the rest', () => {
    expect(TemplateBodySchema.parse({ name: ' A ', subject: ' B ', body_html: '<p/>' })).toEqual({
      name: 'A',
      subject: 'B',
      body_html: '<p/>',
      body_json: null,
      variables: [],
    });
    const fail = TemplateBodySchema.safeParse({});
    expect(fail.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'O nome do template é obrigatório'],
      ['subject', 'O assunto do email é obrigatório'],
      ['body_html', 'O HTML do email é obrigatório'],
    ]);
  });
});
