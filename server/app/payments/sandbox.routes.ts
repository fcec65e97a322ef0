import { Hono } from 'hono';
import { html } from 'hono/html';
import { formatMoney } from '../../../i18n/formatMoney';
import type { AppEnv } from '../http/env';
import type { Translate } from '../http/i18n';
import { SANDBOX_CARDS, type SandboxGateway } from './sandboxGateway';

const CHECKOUT_FIELDS = ['reference', 'amount', 'currency', 'description', 'returnUrl', 'callbackUrl'] as const;

/** Luhn's check, as any card form does before asking the bank. */
const luhn = (digits: string) =>
  digits
    .split('')
    .reverse()
    .reduce((sum, d, i) => sum + (i % 2 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(d)] : Number(d)), 0) %
    10 ===
  0;

const cardType = (digits: string) => (digits.startsWith('4') ? 'Visa' : /^5[1-5]/.test(digits) ? 'Mastercard' : /^3[47]/.test(digits) ? 'American Express' : 'Card');

const page = (t: Translate, fields: Record<string, string>, error?: string) => html`<!doctype html>
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${t('app.money.sandbox.title')}</title>
      <style>
        body { font-family: system-ui, sans-serif; background: #eef2f5; margin: 0; padding: 32px 16px; color: #1d2630; }
        main { max-width: 420px; margin: auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 4px 24px #0002; }
        h1 { font-size: 20px; margin: 0 0 4px; } .amount { font-size: 28px; font-weight: 700; margin: 12px 0; }
        label { display: block; font-size: 14px; margin: 12px 0 4px; } input { width: 100%; box-sizing: border-box; padding: 10px; font-size: 16px; border: 1px solid #b8c2cc; border-radius: 6px; }
        .row { display: flex; gap: 12px; } .row > div { flex: 1; } .error { color: #b3261e; margin-top: 12px; } .hint { font-size: 12px; color: #5b6770; margin-top: 16px; }
        button { margin-top: 20px; width: 100%; padding: 12px; font-size: 16px; border: 0; border-radius: 6px; background: #00796b; color: #fff; cursor: pointer; }
        button.secondary { background: transparent; color: #00796b; margin-top: 8px; }
      </style>
    </head>
    <body>
      <main>
        <h1>${t('app.money.sandbox.title')}</h1>
        <div>${fields.description}</div>
        <div class="amount">${formatMoney(Number(fields.amount))}</div>
        <form method="post" action="/sandbox-gateway/pay">
          ${CHECKOUT_FIELDS.map((k) => html`<input type="hidden" name="${k}" value="${fields[k]}" />`)}
          <input type="hidden" name="signature" value="${fields.signature}" />
          <label for="holder">${t('app.money.sandbox.card_holder')}</label>
          <input id="holder" name="cardHolderName" autocomplete="cc-name" required />
          <label for="number">${t('app.money.sandbox.card_number')}</label>
          <input id="number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required />
          <div class="row">
            <div><label for="expiry">${t('app.money.sandbox.expiry')}</label><input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required /></div>
            <div><label for="cvc">${t('app.money.sandbox.cvc')}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required /></div>
          </div>
          ${error ? html`<div class="error" role="alert">${error}</div>` : ''}
          <button type="submit" name="action" value="pay">${t('app.money.sandbox.pay')}</button>
          <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${t('app.money.sandbox.cancel')}</button>
        </form>
        <p class="hint">${t('app.money.sandbox.hint', { approve: SANDBOX_CARDS.approve, decline: SANDBOX_CARDS.decline })}</p>
      </main>
    </body>
  </html>`;

/**
 * The sandbox gateway's hosted card page (`/sandbox-gateway/pay`). Paying reports a signed callback
 * to the product's callback address (delivered in-process, as the gateway's server would over the
 * network) and then sends the payer's browser back to the return address.
 */
export const sandboxGatewayRoutes = (gateway: SandboxGateway, deliver: (url: string, fields: Record<string, string>) => Promise<Response>) => {
  const app = new Hono<AppEnv>();
  const checkout = async (source: Record<string, string>): Promise<Record<string, string> | null> => {
    const fields = Object.fromEntries(CHECKOUT_FIELDS.map((k) => [k, source[k] ?? ''])) as Record<string, string>;
    const signed = { ...fields, signature: source.signature ?? '' };
    return (await gateway.signer.verify(signed)) ? signed : null;
  };
  app.get('/pay', async (c) => {
    const fields = await checkout(c.req.query());
    if (!fields) return c.text(c.get('t')('app.money.sandbox.invalid_link'), 400);
    return c.html(page(c.get('t'), fields));
  });
  app.post('/pay', async (c) => {
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    const fields = await checkout(form);
    const t = c.get('t');
    if (!fields) return c.text(t('app.money.sandbox.invalid_link'), 400);
    const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
    const cancelled = form.action === 'cancel';
    if (!cancelled && (!/^\d{12,19}$/.test(digits) || !luhn(digits))) return c.html(page(t, fields, t('app.money.sandbox.invalid_card')), 400);
    if (!cancelled && !form.cardHolderName?.trim()) return c.html(page(t, fields, t('app.money.sandbox.holder_required')), 400);
    const paid = !cancelled && digits === SANDBOX_CARDS.approve;
    const report: Record<string, string> = {
      reference: fields.reference,
      amount: fields.amount,
      currency: fields.currency,
      status: paid ? 'paid' : 'failed',
      transactionId: `SBX-${crypto.randomUUID().slice(0, 13).toUpperCase()}`,
      cardHolderName: cancelled ? '' : form.cardHolderName.trim(),
      cardType: cancelled ? '' : cardType(digits),
      cardLast4: cancelled ? '' : digits.slice(-4),
      issuingBank: cancelled ? '' : 'Sandbox Bank Berhad',
      batchNumber: new Date().toISOString().slice(0, 10).replaceAll('-', ''),
    };
    await deliver(fields.callbackUrl, { ...report, signature: await gateway.signer.sign(report) });
    const back = new URL(fields.returnUrl, 'http://gateway.invalid');
    back.searchParams.set('status', report.status);
    return c.redirect(`${back.pathname}${back.search}`, 303);
  });
  return app;
};
