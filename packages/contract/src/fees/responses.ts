import { z } from 'zod';
import { zResult } from '../envelope.ts';
import { zAgreement, zContractTerms } from './agreements.ts';
import { zExpense, zFeePayment, zInstalment, zPaymentLinkResult, zTimeEntry } from './ledger-items.ts';

export const zAgreementResponse = zResult(zAgreement);
export const zContractTermsResponse = zResult(zContractTerms);
export const zInstalmentsResponse = zResult(z.array(zInstalment));
export const zFeePaymentResponse = zResult(zFeePayment);
export const zPaymentLinkResponse = zResult(zPaymentLinkResult);
export const zExpenseResponse = zResult(zExpense);
export const zTimeEntryResponse = zResult(zTimeEntry);
