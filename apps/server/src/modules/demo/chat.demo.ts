import { eq, sql } from 'drizzle-orm';
import { newPid } from '../../core/ids.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { ensureProfile, profileSearchText } from '../chat/consultant/profiles.ts';
import { scheduleFeePayout } from '../chat/fees.ts';
import { scheduleRequestExpiry } from '../chat/sessions/requests.service.ts';
import { consultantProfiles } from '../chat/tables/consultants.ts';
import { consultations } from '../chat/tables/consultations.ts';
import { chatMessages, chatRequests, chatSessions } from '../chat/tables/sessions.ts';
import { chargeHold, holdFee } from '../wallet/holds.service.ts';
import type { DemoUsers } from './demo.accounts.ts';
import { demoMoment } from './demo-time.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BIO =
  'وکیل پایه یک دادگستری با دوازده سال سابقه در دعاوی خانواده، ملکی و قراردادها؛ پاسخ‌گوی پرسش‌های مهریه، طلاق، حضانت، اجاره و خرید و فروش ملک.';

/** A fee held and charged in the demo's transaction, as a request and its acceptance would. */
async function chargedFee(tx: Tx, demo: DemoUsers, coins: number, reference: { type: string; pid: string }) {
  const hold = await holdFee(tx, {
    payerId: demo.client.id,
    payeeId: demo.consultant.id,
    coins,
    reference,
    idempotencyKey: `demo:${reference.type}:${reference.pid}`,
  });
  return chargeHold(tx, hold.pid);
}

/**
 * The demo consultant approved with their settings; a chat with the demo client three days ago (ended,
 * its fee due to the consultant, so the job pays it at the first start); a rated consultation; and a
 * pending chat request for the consultant to answer (it waits a week, so a person trying the demo
 * finds it).
 */
export async function seedChatDemo(tx: Tx, demo: DemoUsers): Promise<void> {
  const [consultant] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, demo.consultant.id));
  if (!consultant) throw new Error('demo consultant missing');
  const profile = await ensureProfile(tx, consultant);
  await tx
    .update(consultantProfiles)
    .set({
      isAvailable: true,
      chatFee: 50,
      consultationFee: 200,
      defaultTimeLimitMinutes: 30,
      specialties: ['family', 'property', 'contracts'],
      bio: BIO,
      yearsOfExperience: 12,
      licenceNumber: '18734',
      barAssociation: 'markaz',
      approvalStatus: 'approved',
      approvedAt: demoMoment(30, 11, 20),
      decidedById: demo.admin.id,
      searchText: profileSearchText(consultant, BIO),
    })
    .where(eq(consultantProfiles.id, profile.id));

  await seedEndedChat(tx, demo);
  await seedRatedConsultation(tx, demo);
  await seedPendingRequest(tx, demo);
}

async function seedEndedChat(tx: Tx, demo: DemoUsers) {
  const requestPid = newPid();
  const sessionPid = newPid();
  const askedAt = demoMoment(3, 18, 40);
  const startedAt = new Date(askedAt.getTime() + 12 * MINUTE);
  const hold = await chargedFee(tx, demo, 50, { type: 'chat_request', pid: requestPid });
  const [request] = await tx
    .insert(chatRequests)
    .values({
      pid: requestPid,
      clientId: demo.client.id,
      consultantId: demo.consultant.id,
      title: 'مطالبه مهریه و نفقه',
      message: 'سلام، همسرم نفقه نمی‌پردازد و می‌خواهم مهریه‌ام را هم مطالبه کنم. از کجا شروع کنم؟',
      status: 'accepted',
      heldAmount: 50,
      holdPid: hold.pid,
      feeAmount: 50,
      timeLimitMinutes: 30,
      responseMessage: 'سلام، در خدمتم. جزئیات را بفرمایید.',
      respondedAt: startedAt,
      expiresAt: new Date(askedAt.getTime() + 30 * MINUTE),
      createdAt: askedAt,
      updatedAt: startedAt,
    })
    .returning();
  if (!request) throw new Error('demo request insert failed');
  const lines: [sender: 'client' | 'consultant' | 'system', minutes: number, text: string][] = [
    ['system', 0, 'جلسه گفتگو آغاز شد. مدت جلسه: ۳۰ دقیقه.'],
    ['client', 1, 'سلام آقای محمدی. مهریه من ۱۱۴ سکه است و عندالمطالبه؛ همسرم هم چهار ماه است نفقه نداده.'],
    [
      'consultant',
      3,
      'سلام. برای مهریه عندالمطالبه می‌توانید از اجرای ثبت (اگر سند ازدواج رسمی است) یا دادگاه خانواده اقدام کنید. تا ۱۱۰ سکه مشمول قانون نحوه اجرای محکومیت‌های مالی است و برای مازاد، ملائت زوج ملاک است.',
    ],
    ['client', 6, 'برای نفقه چه؟ شکایت کیفری هم می‌شود کرد؟'],
    [
      'consultant',
      8,
      'بله. افزون بر دادخواست مطالبه نفقه، اگر تمکین دارید و همسرتان با وجود توانایی مالی نفقه نمی‌دهد، شکایت کیفری ترک انفاق هم ممکن است. مدارک: سند ازدواج و شهادت شهود درباره نپرداختن نفقه.',
    ],
    ['client', 11, 'خیلی ممنون، روشن شد.'],
    ['system', 12, 'موکل جلسه را به پایان رساند.'],
  ];
  const endedAt = new Date(startedAt.getTime() + 12 * MINUTE);
  const [session] = await tx
    .insert(chatSessions)
    .values({
      pid: sessionPid,
      kind: 'consultant',
      title: request.title,
      clientId: demo.client.id,
      consultantId: demo.consultant.id,
      requestId: request.id,
      status: 'completed',
      feeAmount: 50,
      holdPid: hold.pid,
      timeLimitSeconds: 30 * 60,
      startedAt,
      endsAt: new Date(startedAt.getTime() + 30 * MINUTE),
      endedAt,
      endReason: 'موکل جلسه را به پایان رساند.',
      endedBy: 'client',
      lastMessageAt: endedAt,
      createdAt: startedAt,
    })
    .returning();
  if (!session) throw new Error('demo session insert failed');
  await tx.update(chatRequests).set({ sessionId: session.id }).where(eq(chatRequests.id, request.id));
  await tx.insert(chatMessages).values(
    lines.map(([sender, minutes, text]) => ({
      pid: newPid(),
      sessionId: session.id,
      senderId: sender === 'system' ? null : sender === 'client' ? demo.client.id : demo.consultant.id,
      senderName: sender === 'system' ? 'وکیل‌یار' : sender === 'client' ? 'علی رضایی' : 'حسین محمدی',
      content: text,
      messageType: sender === 'system' ? 'system' : 'text',
      isSystem: sender === 'system',
      createdAt: new Date(startedAt.getTime() + minutes * MINUTE),
    })),
  );
  await scheduleFeePayout(tx, hold.pid, { type: 'chat_session', pid: sessionPid }, endedAt);
  await tx
    .update(consultantProfiles)
    .set({ completedCount: sql`${consultantProfiles.completedCount} + 1` })
    .where(eq(consultantProfiles.userId, demo.consultant.id));
}

async function seedRatedConsultation(tx: Tx, demo: DemoUsers) {
  const pid = newPid();
  const askedAt = demoMoment(9, 10, 15);
  const completedAt = new Date(askedAt.getTime() + 3 * DAY);
  const hold = await chargedFee(tx, demo, 200, { type: 'consultation', pid });
  await tx.insert(consultations).values({
    pid,
    clientId: demo.client.id,
    consultantId: demo.consultant.id,
    kind: 'phone',
    subject: 'بررسی قولنامه خرید آپارتمان',
    description: 'پیش از امضای قولنامه خرید یک آپارتمان در کرج می‌خواهم بندهای آن و وضعیت سند را بررسی کنید.',
    preferredTimes: [new Date(askedAt.getTime() + 2 * DAY)],
    status: 'completed',
    fee: 200,
    holdPid: hold.pid,
    scheduledAt: new Date(askedAt.getTime() + 2 * DAY),
    responseMessage: 'پنجشنبه ساعت ۱۰ صبح تماس می‌گیرم؛ تصویر قولنامه و سند را پیش از آن بفرستید.',
    respondedAt: new Date(askedAt.getTime() + 2 * 3_600_000),
    expiresAt: new Date(askedAt.getTime() + 2 * DAY),
    completedAt,
    rating: 5,
    ratingComment: 'بسیار دقیق و دلسوز؛ دو بند پرخطر قولنامه را پیش از امضا اصلاح کردیم.',
    ratedAt: new Date(completedAt.getTime() + DAY),
    createdAt: askedAt,
    updatedAt: completedAt,
  });
  await scheduleFeePayout(tx, hold.pid, { type: 'consultation', pid }, completedAt);
  await tx
    .update(consultantProfiles)
    .set({
      completedCount: sql`${consultantProfiles.completedCount} + 1`,
      ratingCount: sql`${consultantProfiles.ratingCount} + 1`,
      ratingTotal: sql`${consultantProfiles.ratingTotal} + 5`,
    })
    .where(eq(consultantProfiles.userId, demo.consultant.id));
}

async function seedPendingRequest(tx: Tx, demo: DemoUsers) {
  const pid = newPid();
  const expiresAt = new Date(Date.now() + 7 * DAY);
  const hold = await holdFee(tx, {
    payerId: demo.client.id,
    payeeId: demo.consultant.id,
    coins: 50,
    reference: { type: 'chat_request', pid },
    idempotencyKey: `demo:chat_request:${pid}`,
  });
  await tx.insert(chatRequests).values({
    pid,
    clientId: demo.client.id,
    consultantId: demo.consultant.id,
    title: 'تخلیه آپارتمان استیجاری',
    message: 'مدت اجاره‌نامه‌ام تمام شده و صاحبخانه ودیعه را پس نمی‌دهد اما می‌گوید باید تخلیه کنم. چه کنم؟',
    heldAmount: 50,
    holdPid: hold.pid,
    expiresAt,
  });
  await scheduleRequestExpiry(tx, pid, expiresAt);
}
