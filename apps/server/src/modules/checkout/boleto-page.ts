const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The simulated boleto of test mode: clearly not payable. */
export function boletoTestPage(ref: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Boleto de teste</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;color:#222}.box{border:2px dashed #c00;padding:1.5rem;border-radius:8px}h1{color:#c00;font-size:1.4rem}</style></head>
<body><div class="box"><h1>BOLETO DE TESTE — NÃO PAGÁVEL</h1><p>Este boleto foi gerado no modo de teste do Ponte, sem contrato de pagamento configurado.</p><p>Referência: <strong>${escape(ref)}</strong></p><p>Nenhum banco aceita este documento. A loja confirma pagamentos de teste pela tela de listas.</p></div></body></html>`;
}
