import type { Language } from '@openlobby/contract';
import type { SandboxPayment } from './sandbox-gateway';

const text = {
  en: {
    title: 'Sandbox payment gateway',
    notice: 'A test gateway: no real money moves.',
    order: 'Order',
    amount: 'Amount to pay',
    pay: 'Pay',
    cancel: 'Cancel',
    paid: 'Payment complete. You can close this window and go back to the site.',
    cancelled: 'Payment cancelled. You can close this window.',
    expired: 'This payment has expired. Please start a new deposit on the site.',
    missing: 'This payment does not exist.',
    back: 'Back to the site',
  },
  pt: {
    title: 'Gateway de pagamento sandbox',
    notice: 'Um gateway de teste: nenhum dinheiro real é movimentado.',
    order: 'Pedido',
    amount: 'Valor a pagar',
    pay: 'Pagar',
    cancel: 'Cancelar',
    paid: 'Pagamento concluído. Você pode fechar esta janela e voltar ao site.',
    cancelled: 'Pagamento cancelado. Você pode fechar esta janela.',
    expired: 'Este pagamento expirou. Inicie um novo depósito no site.',
    missing: 'Este pagamento não existe.',
    back: 'Voltar ao site',
  },
} satisfies Record<Language, Record<string, string>>;

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const money = (minor: number, currency: string, language: Language) =>
  new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-US', {
    style: 'currency',
    currency,
  }).format(minor / 100);

/**
 * The payer's page at the gateway, plain HTML and forms: the site's CSP allows no inline
 * script, and a checkout needs none. `action` is the page's own path.
 */
export function checkoutPage(
  payment: SandboxPayment | undefined,
  action: string,
  language: Language,
): string {
  const t = text[language];
  let body: string;
  if (!payment) {
    body = `<p role="alert">${t.missing}</p>`;
  } else {
    const details = `<dl>
      <dt>${t.order}</dt><dd>${escape(payment.orderRef)}</dd>
      <dt>${t.amount}</dt><dd class="amount">${escape(money(payment.amount, payment.currency, language))}</dd>
    </dl>`;
    const back = `<p><a href="${escape(sameOriginPath(payment.returnUrl))}">${t.back}</a></p>`;
    if (payment.status === 'paid') body = `${details}<p role="status">${t.paid}</p>${back}`;
    else if (payment.status === 'cancelled') {
      body = `${details}<p role="status">${t.cancelled}</p>${back}`;
    } else if (payment.expired) body = `${details}<p role="alert">${t.expired}</p>${back}`;
    else {
      body = `${details}
      <div class="actions">
        <form method="post" action="${escape(action)}/pay"><button type="submit" class="pay">${t.pay}</button></form>
        <form method="post" action="${escape(action)}/cancel"><button type="submit">${t.cancel}</button></form>
      </div>`;
    }
  }
  return `<!doctype html>
<html lang="${language === 'pt' ? 'pt-BR' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f3f5f9; color: #1c2333; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.2rem; margin: 0 0 0.25rem; }
  .notice { color: #5a6478; margin: 0 0 1rem; font-size: 0.9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; }
  dt { color: #5a6478; } dd { margin: 0; word-break: break-all; }
  .amount { font-size: 1.4rem; font-weight: 700; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 8px; border: 1px solid #c5ccd9; background: #fff; cursor: pointer; }
  button.pay { background: #0a7d45; border-color: #0a7d45; color: #fff; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p class="notice">${t.notice}</p>
${body}
</main>
</body>
</html>`;
}

/**
 * The way back, as a path: this page is on the site's own origin, so the payer returns to the
 * host they came from even when the return URL was built on another name (PUBLIC_URL).
 */
function sameOriginPath(returnUrl: string): string {
  const url = new URL(returnUrl, 'http://site.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}
