// The office's own money (issue 20): fee agreements, the tariff, instalments, payments, receipts, expenses, books.
export * from './fees/agreements.ts';
export * from './fees/amount.ts';
export * from './fees/books.ts';
export * from './fees/ledger-items.ts';
export * from './fees/paths.ts';
export * from './fees/responses.ts';
export * from './fees/rial-amount-schema.ts';
export * from './fees/tariff.ts';
export * from './fees/tariff-schema.ts';
export * from './fees/vocabulary.ts';
