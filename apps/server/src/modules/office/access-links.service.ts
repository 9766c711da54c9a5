import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError, fieldError, notFound } from '../../core/errors.ts';
import type { ModuleContext } from '../../core/module-context.ts';
import { userRoles } from '../auth/auth.tables.ts';
import type { DeviceInfo } from '../auth/tokens.service.ts';
import { assertCan, type Caller } from './access.ts';
import { appendAudit } from './audit-chain.ts';
import { loadCase } from './cases.repository.ts';
import type { ClientsService } from './clients.service.ts';
import type { MyCasesService } from './my-cases.service.ts';
import { officeTexts } from './office.messages.ts';
import { maskMobile } from './people-directory.ts';
import { accessLinks } from './tables/access-links.ts';
import { caseClientAccess, caseClients, officeCases } from './tables/cases.ts';
import { officeClients } from './tables/clients.ts';
import { offices } from './tables/offices.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

const invalidLink = () =>
  new AppError('validation_error', officeTexts.accessLinkInvalid, { token: [officeTexts.accessLinkInvalid] });

/**
 * The client portal's door: the lawyer texts a client a one-time link to one case (24 hours); opening it
 * signs the client in, registering the number if it is new, and gives them that case, read-only.
 * Only the SHA-256 of a token is kept; sending again voids the unused links of that client and case.
 */
export function createAccessLinksService(
  { db, config, sms, users: usersRepo, tokens }: ModuleContext,
  clients: ClientsService,
  myCases: MyCasesService,
) {
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const ttlHours = config.ACCESS_LINK_TTL_HOURS;

  async function send(caller: Caller, clientPid: string, casePid: string) {
    const { office, found: client } = await clients.findOwn(caller, clientPid);
    const record = await loadCase(db, caller, casePid).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'not_found'
        ? fieldError('case_id', officeTexts.caseNotFound)
        : error;
    });
    if (record.row.officeId !== office.officeId) throw fieldError('case_id', officeTexts.caseNotFound);
    assertCan(caller, office.role, 'case.send_access_link');
    const [onCase] = await db
      .select({ caseId: caseClients.caseId })
      .from(caseClients)
      .where(and(eq(caseClients.caseId, record.row.id), eq(caseClients.clientId, client.row.id)));
    if (!onCase) throw fieldError('case_id', officeTexts.accessLinkClientNotOnCase);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
    await db.transaction(async (tx) => {
      await tx
        .update(accessLinks)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(accessLinks.caseId, record.row.id),
            eq(accessLinks.clientId, client.row.id),
            isNull(accessLinks.usedAt),
            isNull(accessLinks.revokedAt),
          ),
        );
      await tx.insert(accessLinks).values({
        tokenHash: sha256(token),
        caseId: record.row.id,
        clientId: client.row.id,
        mobile: client.row.mobile,
        createdById: caller.userId,
        expiresAt,
      });
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: office.role,
        action: 'send_access_link',
        entityType: 'case',
        entityPid: casePid,
        entityLabel: record.row.title,
        casePid,
        details: { client: { pid: clientPid, name: `${client.row.firstName} ${client.row.lastName}` } },
      });
    });
    const text = officeTexts.accessLinkSms(
      client.row.firstName,
      office.officeName,
      record.row.title,
      `${publicUrl}/access/${token}`,
      ttlHours,
    );
    await sms.sendText(client.row.mobile, text, 'access_link');
    return {
      message: officeTexts.accessLinkSent,
      sent_to: maskMobile(client.row.mobile),
      expires_at: expiresAt.toISOString(),
    };
  }

  /** Opens a link once: the client's user (new or existing) gets the case and a signed-in session. */
  async function redeem(token: string, device: DeviceInfo) {
    const granted = await db.transaction(async (tx) => {
      const [link] = await tx
        .select({
          id: accessLinks.id,
          caseId: accessLinks.caseId,
          clientId: accessLinks.clientId,
          mobile: accessLinks.mobile,
          expiresAt: accessLinks.expiresAt,
          usedAt: accessLinks.usedAt,
          revokedAt: accessLinks.revokedAt,
          casePid: officeCases.pid,
          caseTitle: officeCases.title,
          officeId: offices.id,
          firstName: officeClients.firstName,
          lastName: officeClients.lastName,
          clientPid: officeClients.pid,
          onCase: sql<boolean>`exists (select 1 from ${caseClients} where ${caseClients.caseId} = ${accessLinks.caseId} and ${caseClients.clientId} = ${accessLinks.clientId})`,
        })
        .from(accessLinks)
        .innerJoin(officeCases, eq(officeCases.id, accessLinks.caseId))
        .innerJoin(offices, eq(offices.id, officeCases.officeId))
        .innerJoin(officeClients, eq(officeClients.id, accessLinks.clientId))
        .where(eq(accessLinks.tokenHash, sha256(token)))
        .for('update', { of: accessLinks });
      if (!link || link.usedAt || link.revokedAt || link.expiresAt.getTime() <= Date.now() || !link.onCase) {
        return null;
      }
      const existing = await usersRepo.findByPhone(link.mobile, tx);
      const user =
        existing ??
        (await usersRepo.insert(
          {
            phone: link.mobile,
            firstName: link.firstName,
            lastName: link.lastName,
            passwordHash: null,
            roles: ['client'],
          },
          tx,
        ));
      if (existing)
        await tx.insert(userRoles).values({ userId: user.id, role: 'client' }).onConflictDoNothing();
      await tx.update(officeClients).set({ userId: user.id }).where(eq(officeClients.id, link.clientId));
      await tx
        .insert(caseClientAccess)
        .values({ caseId: link.caseId, userId: user.id, clientId: link.clientId })
        .onConflictDoUpdate({
          target: [caseClientAccess.caseId, caseClientAccess.userId],
          set: { clientId: link.clientId },
        });
      await tx
        .update(accessLinks)
        .set({ usedAt: sql`now()`, usedById: user.id })
        .where(eq(accessLinks.id, link.id));
      const actor = {
        userId: user.id,
        pid: user.pid,
        phone: link.mobile,
        firstName: user.firstName,
        lastName: user.lastName,
        ip: device.ip,
      } as Caller;
      await appendAudit(tx, {
        officeId: link.officeId,
        actor,
        access: 'client',
        action: 'redeem_access_link',
        entityType: 'case',
        entityPid: link.casePid,
        entityLabel: link.caseTitle,
        casePid: link.casePid,
        details: { client: { pid: link.clientPid, name: `${link.firstName} ${link.lastName}` } },
      });
      return { user, casePid: link.casePid };
    });
    if (!granted) throw invalidLink();
    const session = await tokens.startSession(granted.user, device);
    const kase = await myCases.summaryFor(granted.user.id, granted.casePid);
    if (!kase) throw notFound(officeTexts.caseNotFound);
    return { ...session, username: granted.user.phone ?? '', case: kase };
  }

  return { send, redeem };
}

export type AccessLinksService = ReturnType<typeof createAccessLinksService>;
