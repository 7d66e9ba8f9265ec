import { FEATURED_TEST_CARDS, TEST_CARDS } from './paymongo-cards';

/**
 * The simulator's hosted checkout pages: plain HTML, no script, accessible (lang, a heading
 * structure, labelled inputs with autocomplete, errors announced and tied to their fields,
 * visible focus, AA contrast) and usable at 375 px.
 */

export interface PageLineItem {
  name: string;
  description?: string | null;
  amount: number;
  quantity: number;
}

export interface CheckoutView {
  sessionId: string;
  merchant: string;
  description?: string | null;
  lineItems: PageLineItem[];
  total: number;
  cancelUrl?: string | null;
  methods: readonly string[];
}

export interface CardForm {
  number?: string;
  expiry?: string;
  name?: string;
}

export type FieldErrors = Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>>;

const peso = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** ₱1,234.50 from centavos. */
export const formatPeso = (centavos: number) => peso.format(centavos / 100);

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:#f3f4f6;line-height:1.5}
main{max-width:34rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;margin-bottom:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:.25rem 0 1rem}
h2{font-size:1.125rem;margin:0 0 .75rem}
.muted{color:#4b5563}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:999px;padding:.125rem .625rem;font-size:.8125rem;font-weight:600}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.5rem 0;border-bottom:1px solid #e5e7eb;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap;padding-left:.75rem}
tfoot td,tfoot th{font-weight:700;border-bottom:0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#111827}
input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.row{display:flex;gap:.75rem}
.row>div{flex:1;min-width:0}
.field-error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.alert{border:2px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button,.button{font:inherit;font-weight:600;border-radius:8px;padding:.75rem 1.25rem;cursor:pointer;text-decoration:none;display:inline-block;text-align:center}
.primary{background:#1d4ed8;color:#fff;border:2px solid #1d4ed8;flex:1 1 12rem}
.secondary{background:#fff;color:#1f2937;border:2px solid #6b7280}
.danger{background:#fff;color:#b91c1c;border:2px solid #b91c1c}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #111827;outline-offset:2px}
ul.cards{padding-left:1.25rem;margin:.5rem 0 0}
code{font-size:.9375rem}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function summary(view: CheckoutView): string {
  const rows = view.lineItems
    .map(
      (
        item,
      ) => `<tr><td>${escapeHtml(item.name)}${item.description ? `<br><span class="muted">${escapeHtml(item.description)}</span>` : ''}</td>
<td class="num">${item.quantity}</td><td class="num">${formatPeso(item.amount * item.quantity)}</td></tr>`,
    )
    .join('\n');
  return `<section class="card" aria-labelledby="summary-heading">
<h2 id="summary-heading">Order summary</h2>
${view.description ? `<p class="muted">${escapeHtml(view.description)}</p>` : ''}
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="num">${formatPeso(view.total)}</td></tr></tfoot>
</table>
</section>`;
}

function header(view: CheckoutView): string {
  return `<p><span class="badge">Test mode</span></p>
<h1>Pay ${escapeHtml(view.merchant)}</h1>`;
}

function field(id: keyof FieldErrors, label: string, attrs: string, errors: FieldErrors, value = ''): string {
  const error = errors[id];
  const describedBy = error ? ` aria-describedby="${id}-error"` : '';
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" ${attrs} value="${escapeHtml(value)}" required${error ? ' aria-invalid="true"' : ''}${describedBy}>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

/** The checkout page: the order, a card form, e-wallet buttons, and PayMongo's test cards. */
export function checkoutPage(
  view: CheckoutView,
  state: { form?: CardForm; errors?: FieldErrors; failure?: string } = {},
): string {
  const errors = state.errors ?? {};
  const form = state.form ?? {};
  const base = `/checkout/${encodeURIComponent(view.sessionId)}`;
  const alert = state.failure
    ? `<div class="alert" role="alert"><p><strong>Payment failed.</strong> ${escapeHtml(state.failure)}</p>
<p>You can try another card${view.cancelUrl ? `, or <a href="${escapeHtml(view.cancelUrl)}">return to ${escapeHtml(view.merchant)}</a>` : ''}.</p></div>`
    : Object.keys(errors).length
      ? `<div class="alert" role="alert"><p>Please correct the highlighted fields.</p></div>`
      : '';
  const wallets = view.methods.filter((m) => m === 'gcash' || m === 'paymaya');
  const walletNames: Record<string, string> = { gcash: 'GCash', paymaya: 'Maya' };
  return layout(
    `Pay ${view.merchant} - PayMongo checkout (test)`,
    `${header(view)}
${alert}
${summary(view)}
<section class="card" aria-labelledby="card-heading">
<h2 id="card-heading">Pay with a card</h2>
<form method="post" action="${base}/pay" novalidate>
${field('number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', errors, form.number)}
<div class="row">
<div>${field('expiry', 'Expiry date (MM/YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', errors, form.expiry)}</div>
<div>${field('cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', errors)}</div>
</div>
${field('name', 'Name on card', 'type="text" autocomplete="cc-name" maxlength="100"', errors, form.name)}
<div class="actions">
<button type="submit" class="primary">Pay ${formatPeso(view.total)}</button>
<button type="submit" class="secondary" formaction="${base}/cancel" formnovalidate>Cancel</button>
</div>
</form>
</section>
${
  wallets.length
    ? `<section class="card" aria-labelledby="wallet-heading">
<h2 id="wallet-heading">Or pay with an e-wallet</h2>
<form method="post" action="${base}/wallet"><div class="actions">
${wallets.map((w) => `<button type="submit" class="secondary" name="method" value="${w}">Pay with ${walletNames[w]}</button>`).join('\n')}
</div></form>
</section>`
    : ''
}
<section class="card" aria-labelledby="cards-heading">
<h2 id="cards-heading">Test cards</h2>
<p class="muted">Any future expiry date and any 3-digit CVC.</p>
<ul class="cards">
${FEATURED_TEST_CARDS.map((n) => `<li><code>${n}</code>: ${escapeHtml(TEST_CARDS[n]!.label)}</li>`).join('\n')}
</ul>
</section>`,
  );
}

/** The 3-D Secure (or e-wallet authorization) step. */
export function authenticationPage(view: CheckoutView, attemptId: string, what: 'card' | string): string {
  const base = `/checkout/${encodeURIComponent(view.sessionId)}/authenticate`;
  const title =
    what === 'card' ? 'Authenticate your payment' : `Authorize your ${what === 'gcash' ? 'GCash' : 'Maya'} payment`;
  const explanation =
    what === 'card'
      ? `Your bank asks you to confirm this payment of ${formatPeso(view.total)} to ${escapeHtml(view.merchant)} (3-D Secure test).`
      : `Confirm this payment of ${formatPeso(view.total)} to ${escapeHtml(view.merchant)} in your e-wallet (test).`;
  return layout(
    `${title} - PayMongo checkout (test)`,
    `<p><span class="badge">Test mode</span></p>
<h1>${title}</h1>
<section class="card" aria-labelledby="auth-heading">
<h2 id="auth-heading">${formatPeso(view.total)} to ${escapeHtml(view.merchant)}</h2>
<p>${explanation}</p>
<form method="post" action="${base}">
<input type="hidden" name="attempt" value="${escapeHtml(attemptId)}">
<div class="actions">
<button type="submit" class="primary" name="outcome" value="complete">Complete authentication</button>
<button type="submit" class="danger" name="outcome" value="fail">Fail authentication</button>
</div>
</form>
</section>`,
  );
}

/** A session that can no longer be paid: already paid, or expired. */
export function closedPage(view: CheckoutView, status: 'paid' | 'expired', link: string | null | undefined): string {
  const title = status === 'paid' ? 'This payment is complete' : 'This checkout has expired';
  const text =
    status === 'paid'
      ? `Your payment of ${formatPeso(view.total)} to ${escapeHtml(view.merchant)} was received.`
      : `This checkout can no longer be paid. Please start again from ${escapeHtml(view.merchant)}.`;
  return layout(
    `${title} - PayMongo checkout (test)`,
    `<p><span class="badge">Test mode</span></p>
<h1>${title}</h1>
<section class="card"><p>${text}</p>
${link ? `<p><a class="button primary" href="${escapeHtml(link)}">Return to ${escapeHtml(view.merchant)}</a></p>` : ''}
</section>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Checkout not found - PayMongo checkout (test)',
    `<h1>Checkout not found</h1><section class="card"><p>There is no checkout at this address.</p></section>`,
  );
}
