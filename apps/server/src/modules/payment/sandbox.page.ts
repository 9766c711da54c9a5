import { formatPersianNumber as fa, rialsToToman } from '@vakilyar/contract';
import { escapeHtml } from '../../core/escape-html.ts';
import { callbackLocation, type SandboxPayment } from './sandbox.gateway.ts';

// Inline styles only: the CSP allows them, and no script runs on this page (script-src 'self').
const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #eef2f7; color: #1f2937; font-family: Vazirmatn, Tahoma, 'Segoe UI', sans-serif; }
  main { width: 100%; max-width: 440px; margin: 24px 12px; background: #fff; border-radius: 16px;
    box-shadow: 0 8px 30px rgba(15, 23, 42, .08); overflow: hidden; }
  header { background: #0f766e; color: #fff; padding: 18px 22px; }
  header h1 { margin: 0; font-size: 1.15rem; }
  header p { margin: 6px 0 0; font-size: .85rem; opacity: .9; }
  .notice { background: #fef3c7; color: #92400e; font-size: .8rem; padding: 10px 22px; }
  dl { margin: 0; padding: 16px 22px; display: grid; grid-template-columns: auto 1fr; gap: 10px 16px;
    border-bottom: 1px solid #e5e7eb; }
  dt { color: #6b7280; font-size: .9rem; white-space: nowrap; }
  dd { margin: 0; font-weight: 600; min-width: 0; overflow-wrap: anywhere; }
  dd[dir=ltr] { text-align: right; font-size: .8rem; font-family: ui-monospace, monospace; }
  .amount { color: #0f766e; font-size: 1.1rem; }
  form { padding: 16px 22px 4px; }
  label { display: block; font-size: .85rem; color: #374151; margin: 10px 0 4px; }
  input { width: 100%; padding: 10px 12px; border: 1px solid #d1d5db; border-radius: 8px; font: inherit;
    direction: ltr; text-align: center; letter-spacing: .08em; }
  .row { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 10px; }
  .actions { display: grid; grid-template-columns: 2fr 1fr; gap: 10px; padding: 16px 22px 22px; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 10px; font: inherit; font-weight: 700;
    cursor: pointer; }
  .pay { background: #0f766e; color: #fff; }
  .cancel { background: #f3f4f6; color: #374151; }
  .state { padding: 22px; text-align: center; line-height: 1.9; }
  .state a { color: #0f766e; font-weight: 700; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<h1>درگاه پرداخت آزمایشی وکیل‌یار</h1>
<p>پرداخت امن و آزمایشی؛ هیچ مبلغی از کارت شما کسر نمی‌شود.</p>
</header>
${body}
</main>
</body>
</html>`;
}

const amountText = (rials: number) => {
  const toman = rialsToToman(rials);
  return `${fa(rials)} ریال <span>(${fa(toman)} تومان)</span>`;
};

/** The bank page: amount and merchant, a test card form that accepts anything, «پرداخت» and «انصراف». */
export function renderSandboxPage(row: SandboxPayment, paths: { pay: string; cancel: string }): string {
  const summary = `
<dl>
<dt>پذیرنده</dt><dd>وکیل‌یار (${escapeHtml(row.merchantId)})</dd>
<dt>مبلغ</dt><dd class="amount">${amountText(row.amount)}</dd>
<dt>شرح</dt><dd>${escapeHtml(row.description)}</dd>
<dt>شماره تراکنش</dt><dd dir="ltr">${escapeHtml(row.authority)}</dd>
</dl>`;
  if (row.status !== 'pending') {
    const done = row.status === 'paid' ? 'این تراکنش پیش‌تر پرداخت شده است.' : 'این تراکنش لغو شده است.';
    return layout(
      'درگاه پرداخت آزمایشی وکیل‌یار',
      `${summary}<div class="state"><p>${done}</p><p><a href="${escapeHtml(callbackLocation(row))}">بازگشت به وکیل‌یار</a></p></div>`,
    );
  }
  return layout(
    `پرداخت ${fa(row.amount)} ریال | درگاه پرداخت آزمایشی وکیل‌یار`,
    `<div class="notice">این درگاه آزمایشی است: هر شماره کارت، CVV2، تاریخ و رمزی پذیرفته می‌شود.</div>
${summary}
<form method="post" action="${escapeHtml(paths.pay)}" id="pay-form" autocomplete="off">
<label for="card_number">شماره کارت</label>
<input id="card_number" name="card_number" inputmode="numeric" maxlength="19" placeholder="6037 9900 0000 1234">
<div class="row">
<div><label for="cvv2">CVV2</label><input id="cvv2" name="cvv2" inputmode="numeric" maxlength="4"></div>
<div><label for="exp_month">ماه انقضا</label><input id="exp_month" name="exp_month" inputmode="numeric" maxlength="2" placeholder="۰۸"></div>
<div><label for="exp_year">سال انقضا</label><input id="exp_year" name="exp_year" inputmode="numeric" maxlength="2" placeholder="۰۷"></div>
</div>
<label for="password">رمز دوم (رمز پویا)</label>
<input id="password" name="password" type="password" inputmode="numeric" maxlength="12">
</form>
<div class="actions">
<button type="submit" form="pay-form" class="pay">پرداخت</button>
<form method="post" action="${escapeHtml(paths.cancel)}"><button type="submit" class="cancel">انصراف</button></form>
</div>`,
  );
}

export function renderSandboxNotFound(): string {
  return layout(
    'تراکنش یافت نشد | درگاه پرداخت آزمایشی وکیل‌یار',
    '<div class="state"><p>تراکنشی با این شماره در درگاه آزمایشی یافت نشد.</p><p><a href="/">بازگشت به وکیل‌یار</a></p></div>',
  );
}
