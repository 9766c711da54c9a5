import {
  computeTariff,
  zAdminFeePayoutsQuery,
  zAdminFeePayoutsResponse,
  zAgreementRequest,
  zAgreementResponse,
  zBooksYearQuery,
  zCaseFinanceResponse,
  zClientAccountResponse,
  zContractTermsResponse,
  zDueInstalmentsResponse,
  zExpenseRequest,
  zExpenseResponse,
  zFeeAccountResponse,
  zFeeCommissionRequest,
  zFeeCommissionResponse,
  zFeePaymentResponse,
  zFeePayoutDecision,
  zFeePayRequest,
  zFeePayStartResponse,
  zFeeSettingsRequest,
  zFeeSettingsResponse,
  zFeeWithdrawRequest,
  zIncomeResponse,
  zInstalmentScheduleRequest,
  zInstalmentsResponse,
  zManualPaymentRequest,
  zMyCaseFeesResponse,
  zMyFeesResponse,
  zPayLinkInfoResponse,
  zPaymentLinkRequest,
  zPaymentLinkResponse,
  zReceivablesResponse,
  zTariffInput,
  zTariffResponse,
  zTimeEntryRequest,
  zTimeEntryResponse,
  zYearlyStatementResponse,
} from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../core/auth-guard.ts';
import { notFound } from '../../core/errors.ts';
import { security } from '../../core/route-kit.ts';
import { callerOf } from '../office/access.ts';
import { loadCase } from '../office/cases.repository.ts';
import { idempotencyKeyOf, operationKey, publicOrigin, zIdempotencyHeaders } from '../wallet/money-http.ts';
import { feeTexts } from './fees.messages.ts';
import type { FeesServices } from './fees.services.ts';
import { presentPayment } from './present.ts';

const tags = ['fees'];
const f = '/api/fees/v1';
const zCase = z.object({ case: z.string().min(1).max(40) });
const zPid = z.object({ pid: z.string().min(1).max(40) });
const zClient = z.object({ client: z.string().min(1).max(40) });
const zToken = z.object({ token: z.string().min(10).max(64) });

const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);

/** Every route of the fees feature (FEES_API in the contract; README in packages/contract/src/fees). */
export function feesRoutes(fees: FeesServices): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: app.authenticate };

    app.post(
      `${f}/tariff/`,
      { ...auth, schema: { tags, security, body: zTariffInput, response: { 200: zTariffResponse } } },
      async (request) => ({
        result: computeTariff(request.body),
      }),
    );

    app.get(
      `${f}/settings/`,
      { ...auth, schema: { tags, security, response: { 200: zFeeSettingsResponse } } },
      async (request) => ({
        result: await fees.settings.get(callerOf(request)),
      }),
    );
    app.put(
      `${f}/settings/`,
      {
        ...auth,
        schema: { tags, security, body: zFeeSettingsRequest, response: { 200: zFeeSettingsResponse } },
      },
      async (request) => ({
        result: await fees.settings.put(callerOf(request), request.body),
      }),
    );

    app.get(
      `${f}/cases/:case/`,
      { ...auth, schema: { tags, security, params: zCase, response: { 200: zCaseFinanceResponse } } },
      async (request) => ({
        result: await fees.finance.caseFinance(callerOf(request), request.params.case),
      }),
    );
    app.put(
      `${f}/cases/:case/agreement/`,
      {
        ...auth,
        schema: {
          tags,
          security,
          params: zCase,
          body: zAgreementRequest,
          response: { 200: zAgreementResponse },
        },
      },
      async (request) => ({
        result: await fees.agreements.put(callerOf(request), request.params.case, request.body),
      }),
    );
    app.get(
      `${f}/cases/:case/agreement/terms/`,
      { ...auth, schema: { tags, security, params: zCase, response: { 200: zContractTermsResponse } } },
      async (request) => ({
        result: await fees.agreements.terms(callerOf(request), request.params.case),
      }),
    );
    app.put(
      `${f}/cases/:case/instalments/`,
      {
        ...auth,
        schema: {
          tags,
          security,
          params: zCase,
          body: zInstalmentScheduleRequest,
          response: { 200: zInstalmentsResponse },
        },
      },
      async (request) => ({
        result: await fees.agreements.putSchedule(callerOf(request), request.params.case, request.body),
      }),
    );
    app.post(
      `${f}/cases/:case/payments/`,
      {
        ...auth,
        schema: {
          tags,
          security,
          params: zCase,
          headers: zIdempotencyHeaders,
          body: zManualPaymentRequest,
          response: { 201: zFeePaymentResponse },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const row = await fees.payments.record(
          caller,
          request.params.case,
          request.body,
          idempotencyKeyOf(request),
        );
        return reply.status(201).send({
          result: presentPayment(row, { instalmentPid: request.body.instalment ?? null, recordedBy: null }),
        });
      },
    );
    app.post(
      `${f}/cases/:case/payment-link/`,
      {
        ...auth,
        schema: {
          tags,
          security,
          params: zCase,
          body: zPaymentLinkRequest,
          response: { 200: zPaymentLinkResponse },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { fc, token, amount, expiresAt } = await fees.payments.createLink(
          caller,
          request.params.case,
          request.body,
        );
        const url = `${publicOrigin(request, fees.publicUrl)}/pay/${token}`;
        const mobile = await mobileOfFirstClient(fees, fc.caseId);
        let sms: 'sent' | 'no_credit' | 'no_mobile' = 'no_mobile';
        if (mobile) {
          sms = (await fees.sendLinkSms(fc.officeId, fc.record.office.name, mobile, amount, url))
            ? 'sent'
            : 'no_credit';
        }
        const message =
          sms === 'sent'
            ? feeTexts.payLinkSent
            : sms === 'no_credit'
              ? feeTexts.payLinkNoCredit
              : feeTexts.payLinkNoMobile;
        return { result: { url, amount, expires_at: expiresAt.toISOString(), sms, message } };
      },
    );
    app.post(
      `${f}/cases/:case/expenses/`,
      {
        ...auth,
        schema: { tags, security, params: zCase, body: zExpenseRequest, response: { 201: zExpenseResponse } },
      },
      async (request, reply) =>
        reply.status(201).send({
          result: await fees.finance.addExpense(callerOf(request), request.params.case, request.body),
        }),
    );
    app.delete(
      `${f}/expenses/:pid/`,
      { ...auth, schema: { tags, security, params: zPid } },
      async (request, reply) => {
        await fees.finance.remove(callerOf(request), 'expense', request.params.pid);
        return reply.status(204).send();
      },
    );
    app.post(
      `${f}/cases/:case/time-entries/`,
      {
        ...auth,
        schema: {
          tags,
          security,
          params: zCase,
          body: zTimeEntryRequest,
          response: { 201: zTimeEntryResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ result: await fees.finance.addTime(callerOf(request), request.params.case, request.body) }),
    );
    app.delete(
      `${f}/time-entries/:pid/`,
      { ...auth, schema: { tags, security, params: zPid } },
      async (request, reply) => {
        await fees.finance.remove(callerOf(request), 'time', request.params.pid);
        return reply.status(204).send();
      },
    );
    app.get(
      `${f}/cases/:case/export/`,
      { ...auth, schema: { tags, security, params: zCase } },
      async (request, reply) =>
        sendCsv(
          reply,
          `case-fees-${request.params.case}.csv`,
          await fees.caseCsv(callerOf(request), request.params.case),
        ),
    );
    app.get(
      `${f}/payments/:pid/receipt/`,
      { ...auth, schema: { tags, security, params: zPid } },
      async (request, reply) => {
        const { bytes, name } = await fees.receipts.download(callerOf(request), request.params.pid);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${name}"`)
          .send(bytes);
      },
    );

    app.get(
      `${f}/clients/:client/`,
      { ...auth, schema: { tags, security, params: zClient, response: { 200: zClientAccountResponse } } },
      async (request) => ({
        result: await fees.clientAccount(callerOf(request), request.params.client),
      }),
    );

    app.get(
      `${f}/books/receivables/`,
      { ...auth, schema: { tags, security, response: { 200: zReceivablesResponse } } },
      async (request) => ({
        result: await fees.books.receivables(callerOf(request)),
      }),
    );
    app.get(
      `${f}/books/receivables/export/`,
      { ...auth, schema: { tags, security } },
      async (request, reply) =>
        sendCsv(reply, 'receivables.csv', await fees.books.receivablesCsv(callerOf(request))),
    );
    app.get(
      `${f}/books/income/`,
      {
        ...auth,
        schema: { tags, security, querystring: zBooksYearQuery, response: { 200: zIncomeResponse } },
      },
      async (request) => ({
        result: await fees.books.income(callerOf(request), request.query.year),
      }),
    );
    app.get(
      `${f}/books/income/export/`,
      { ...auth, schema: { tags, security, querystring: zBooksYearQuery } },
      async (request, reply) =>
        sendCsv(reply, 'income.csv', await fees.books.incomeCsv(callerOf(request), request.query.year)),
    );
    app.get(
      `${f}/books/yearly/`,
      {
        ...auth,
        schema: { tags, security, querystring: zBooksYearQuery, response: { 200: zYearlyStatementResponse } },
      },
      async (request) => ({
        result: await fees.books.yearly(callerOf(request), request.query.year),
      }),
    );
    app.get(
      `${f}/books/yearly/export/`,
      { ...auth, schema: { tags, security, querystring: zBooksYearQuery } },
      async (request, reply) =>
        sendCsv(
          reply,
          'yearly-statement.csv',
          await fees.books.yearlyCsv(callerOf(request), request.query.year),
        ),
    );
    app.get(
      `${f}/books/due-instalments/`,
      { ...auth, schema: { tags, security, response: { 200: zDueInstalmentsResponse } } },
      async (request) => ({
        result: await fees.books.dueInstalments(callerOf(request)),
      }),
    );

    app.get(
      `${f}/fee-account/`,
      { ...auth, schema: { tags, security, response: { 200: zFeeAccountResponse } } },
      async (request) => ({
        result: await fees.account.state(callerOf(request).userId),
      }),
    );
    app.post(
      `${f}/fee-account/withdraw/`,
      {
        ...auth,
        schema: {
          tags,
          security,
          headers: zIdempotencyHeaders,
          body: zFeeWithdrawRequest,
          response: { 201: zFeeAccountResponse },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        if (!caller.roles.includes('lawyer')) throw notFound();
        const key = operationKey('fee-withdraw', caller.userId, idempotencyKeyOf(request));
        return reply
          .status(201)
          .send({ result: await fees.account.withdraw(caller.userId, request.body, key) });
      },
    );

    const admin = { onRequest: app.authenticate, preHandler: requirePermission('admin.finance') };
    const presentPayout = (r: {
      pid: string;
      amount: number;
      commission: number;
      sheba: string;
      status: string;
      createdAt: Date;
    }) => ({
      pid: r.pid,
      amount: r.amount,
      commission: r.commission,
      net: r.amount - r.commission,
      sheba: r.sheba,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    });
    app.get(
      `${f}/admin/payouts/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          querystring: zAdminFeePayoutsQuery,
          response: { 200: zAdminFeePayoutsResponse },
        },
      },
      async (request) => ({
        result: (await fees.payouts.list(request.query.status)).map(({ payout, user }) => ({
          ...presentPayout(payout),
          user: {
            pid: user.pid,
            first_name: user.firstName ?? '',
            last_name: user.lastName ?? '',
            phone: user.phone ?? '',
          },
        })),
      }),
    );
    app.post(
      `${f}/admin/payouts/:pid/pay/`,
      { ...admin, schema: { tags, security, params: zPid, body: zFeePayoutDecision } },
      async (request) => ({
        result: presentPayout(
          await fees.payouts.pay(
            request.params.pid,
            callerOf(request).userId,
            request.body.reference ?? null,
          ),
        ),
      }),
    );
    app.post(
      `${f}/admin/payouts/:pid/reject/`,
      { ...admin, schema: { tags, security, params: zPid, body: zFeePayoutDecision } },
      async (request) => ({
        result: presentPayout(
          await fees.payouts.reject(request.params.pid, callerOf(request).userId, request.body.reason ?? ''),
        ),
      }),
    );
    app.put(
      `${f}/admin/commission/`,
      {
        ...admin,
        schema: { tags, security, body: zFeeCommissionRequest, response: { 200: zFeeCommissionResponse } },
      },
      async (request) => ({
        result: { percent: await fees.payouts.setCommission(request.body.percent, callerOf(request).userId) },
      }),
    );
    app.get(
      `${f}/my/`,
      { ...auth, schema: { tags, security, response: { 200: zMyFeesResponse } } },
      async (request) => ({
        result: await fees.finance.mine(callerOf(request)),
      }),
    );
    app.get(
      `${f}/my/cases/:case/`,
      { ...auth, schema: { tags, security, params: zCase, response: { 200: zMyCaseFeesResponse } } },
      async (request) => ({
        result: await fees.finance.myCase(callerOf(request), request.params.case),
      }),
    );
    app.post(
      `${f}/my/cases/:case/pay/`,
      {
        ...auth,
        schema: {
          tags,
          security,
          params: zCase,
          body: zFeePayRequest,
          response: { 200: zFeePayStartResponse },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const record = await loadCase(fees.db, caller, request.params.case);
        if (record.access !== 'client') throw notFound(feeTexts.notFound);
        const { amount, instalmentId } = await fees.payments.payableAmount(record.row.id, request.body);
        return {
          result: await fees.payments.startOnline({
            officeId: record.row.officeId,
            caseId: record.row.id,
            caseTitle: record.row.title,
            payerUserId: caller.userId,
            mobile: caller.phone,
            amount,
            instalmentId,
            origin: publicOrigin(request, fees.publicUrl),
            createdById: caller.userId,
          }),
        };
      },
    );

    app.get(
      `${f}/pay/:token/`,
      { schema: { tags, params: zToken, response: { 200: zPayLinkInfoResponse } } },
      async (request) => {
        const { row, status } = await fees.payments.link(request.params.token);
        const info = await linkInfo(fees, row.caseId, row.officeId);
        return {
          result: { ...info, amount: row.amount, status, expires_at: row.expiresAt?.toISOString() ?? '' },
        };
      },
    );
    app.post(
      `${f}/pay/:token/start/`,
      { schema: { tags, params: zToken, response: { 200: zFeePayStartResponse } } },
      async (request) => {
        const { row, status } = await fees.payments.link(request.params.token);
        if (status === 'paid') throw notFound(feeTexts.linkPaid);
        if (status === 'expired') throw notFound(feeTexts.linkExpired);
        const info = await linkInfo(fees, row.caseId, row.officeId);
        return {
          result: await fees.payments.startOnline({
            officeId: row.officeId,
            caseId: row.caseId,
            caseTitle: info.case_title,
            payerUserId: info.payerUserId,
            amount: row.amount,
            instalmentId: row.instalmentId,
            linkId: row.id,
            origin: publicOrigin(request, fees.publicUrl),
          }),
        };
      },
    );
  };
}

async function mobileOfFirstClient(fees: FeesServices, caseId: number): Promise<string | null> {
  const [r] = await fees.db
    .execute<{ mobile: string | null }>(
      sql`select cl.mobile from case_clients cc join office_clients cl on cl.id = cc.client_id where cc.case_id = ${caseId} order by cc.added_at limit 1`,
    )
    .then((x) => x.rows);
  return r?.mobile ?? null;
}

/** What a link shows without sign-in: the office, the client's first name and surname initial, the case. */
async function linkInfo(fees: FeesServices, caseId: number, officeId: number) {
  const [r] = await fees.db
    .execute<{
      office: string;
      owner_id: number;
      title: string;
      first: string | null;
      last: string | null;
      user_id: number | null;
    }>(
      sql`select o.name as office, o.owner_id::int, c.title, cl.first_name as first, cl.last_name as last,
          (select a.user_id::int from case_client_access a where a.case_id = c.id and a.client_id = cl.id limit 1) as user_id
        from office_cases c join offices o on o.id = ${officeId}
        left join lateral (select cc.client_id from case_clients cc where cc.case_id = c.id order by cc.added_at limit 1) fc on true
        left join office_clients cl on cl.id = fc.client_id
        where c.id = ${caseId}`,
    )
    .then((x) => x.rows);
  if (!r) throw notFound(feeTexts.linkNotFound);
  return {
    office: r.office,
    client: `${r.first ?? ''} ${(r.last ?? '').slice(0, 1)}.`.trim(),
    case_title: r.title,
    // The platform payment needs a user: the client's account when they have one, else the office's lawyer.
    payerUserId: r.user_id ?? r.owner_id,
  };
}
