import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type NoticeType, normalizePersianText } from '@vakilyar/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { newPid } from '../../core/ids.ts';
import type { Tx } from '../../db/client.ts';
import { tehranDay } from '../calendar/tehran-time.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import { notificationTexts } from '../notification/notification.messages.ts';
import { alarms } from '../notification/tables/alarms.ts';
import {
  courtNoticeAttachments,
  courtNoticeReads,
  courtNotices,
} from '../notification/tables/court-notices.ts';
import { officeSearchKey } from '../office/search-sql.ts';
import { officeCases } from '../office/tables/cases.ts';
import { DEMO_ACCOUNTS, type DemoUsers } from './demo.accounts.ts';
import { demoMoment } from './demo-time.ts';
import { demoNoticeImage } from './notice-image.demo.ts';

interface DemoNotice {
  subject: string;
  noticeType: NoticeType;
  noticeNumber: string;
  court: string;
  branch: string;
  /** The title of a demo case of the office module, or null. */
  caseTitle: string | null;
  description: string;
  important: boolean;
  servedDaysAgo: number;
  createdBy: 'lawyer' | 'secretary';
  readBy: ('lawyer' | 'secretary')[];
  attachments: [string, 'png' | 'pdf'][];
}

const NOTICES: DemoNotice[] = [
  {
    subject: 'دادنامه بدوی دعوای مطالبه وجه چک',
    noticeType: 'judgment',
    noticeNumber: '140310910003456781',
    court: 'دادگاه عمومی حقوقی تهران',
    branch: 'شعبه ۲۱۴',
    caseTitle: 'مطالبه وجه چک برگشتی',
    description:
      'رأی به محکومیت خوانده به پرداخت اصل خواسته و خسارت تأخیر تأدیه صادر شده است. مهلت تجدیدنظرخواهی بیست روز از تاریخ ابلاغ است.',
    important: false,
    servedDaysAgo: 24,
    createdBy: 'secretary',
    readBy: ['lawyer', 'secretary'],
    attachments: [['دادنامه شماره ۱۴۰۳۰۹۹۷.pdf', 'pdf']],
  },
  {
    subject: 'اخطاریه رفع نقص دادخواست تخلیه',
    noticeType: 'warning',
    noticeNumber: '140310910004567892',
    court: 'شورای حل اختلاف مجتمع شهید بهشتی',
    branch: 'شعبه ۱۲',
    caseTitle: 'تخلیه ملک تجاری',
    description:
      'پیوست نمودن تصویر مصدق اجاره‌نامه و پرداخت هزینه دادرسی ظرف ده روز از تاریخ ابلاغ؛ در غیر این صورت قرار رد دادخواست صادر می‌شود.',
    important: true,
    servedDaysAgo: 6,
    createdBy: 'lawyer',
    readBy: ['lawyer'],
    attachments: [['اخطاریه رفع نقص.png', 'png']],
  },
  {
    subject: 'ابلاغ نظریه کارشناس رسمی دادگستری',
    noticeType: 'notice',
    noticeNumber: '140310910005678903',
    court: 'دادگاه عمومی حقوقی تهران',
    branch: 'شعبه ۲۱۴',
    caseTitle: 'مطالبه وجه چک برگشتی',
    description:
      'نظریه کارشناس درباره میزان خسارت ابلاغ شد؛ اعتراض به نظریه ظرف یک هفته از تاریخ ابلاغ ممکن است.',
    important: false,
    servedDaysAgo: 3,
    createdBy: 'secretary',
    readBy: ['secretary'],
    attachments: [],
  },
  {
    subject: 'احضاریه متهم برای ادای توضیحات',
    noticeType: 'summons',
    noticeNumber: '140310910006789014',
    court: 'دادسرای عمومی و انقلاب ناحیه ۲ تهران',
    branch: 'شعبه ۵ بازپرسی',
    caseTitle: 'کلاهبرداری اینترنتی',
    description: 'حضور متهم با وکیل در وقت مقرر برای ادای توضیحات الزامی است.',
    important: true,
    servedDaysAgo: 1,
    createdBy: 'lawyer',
    readBy: ['lawyer'],
    attachments: [
      ['احضاریه - صفحه ۱.png', 'png'],
      ['احضاریه - صفحه ۲.png', 'png'],
    ],
  },
  {
    subject: 'ابلاغ وقت رسیدگی جلسه دوم',
    noticeType: 'notice',
    noticeNumber: '140310910007890125',
    court: 'دادگاه خانواده تهران',
    branch: 'شعبه ۲۷۰',
    caseTitle: null,
    description: 'وقت رسیدگی برای جلسه دوم تعیین شده است؛ ارائه مدارک تکمیلی در جلسه ضروری است.',
    important: false,
    servedDaysAgo: 0,
    createdBy: 'secretary',
    readBy: ['secretary'],
    attachments: [['ابلاغیه وقت رسیدگی.png', 'png']],
  },
];

const demoPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n4 0 obj << /Length 60 >> stream\nBT /F1 18 Tf 72 760 Td (Vakilyar demo notice ${title.length}) Tj ET\nendstream endobj\n5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

function defaultUploadDir(): string {
  const config = loadConfig();
  return config.UPLOAD_DIR ?? join(config.DATA_DIR, 'uploads');
}

/**
 * Notices of the demo office (after the office module's demo: they name its cases), with their photos and
 * files in the upload folder, per-user read flags, and the alarms the unread ones left.
 */
export async function seedNotificationDemo(tx: Tx, demo: DemoUsers, uploadDir = defaultUploadDir()) {
  const storage = createFileStorage(uploadDir, objectStoreOf(loadConfig()));
  const titles = NOTICES.flatMap((n) => (n.caseTitle ? [normalizePersianText(n.caseTitle)] : []));
  const cases = await tx
    .select({ id: officeCases.id, title: officeCases.title })
    .from(officeCases)
    .where(and(eq(officeCases.officeId, demo.officeId), inArray(officeCases.title, titles)));
  const caseId = (title: string | null) =>
    title ? (cases.find((c) => c.title === normalizePersianText(title))?.id ?? null) : null;
  const userId = (who: 'lawyer' | 'secretary') => demo[who].id;

  for (const [i, n] of NOTICES.entries()) {
    const servedOn = tehranDay(demoMoment(n.servedDaysAgo));
    const createdAt = demoMoment(n.servedDaysAgo, 13);
    const fields = {
      subject: normalizePersianText(n.subject),
      court: normalizePersianText(n.court),
      branch: normalizePersianText(n.branch),
      description: normalizePersianText(n.description),
    };
    const [row] = await tx
      .insert(courtNotices)
      .values({
        pid: newPid(),
        officeId: demo.officeId,
        ...fields,
        noticeNumber: n.noticeNumber,
        noticeType: n.noticeType,
        servedOn,
        caseId: caseId(n.caseTitle),
        isImportant: n.important,
        searchText: officeSearchKey(
          [fields.subject, n.noticeNumber, fields.court, fields.branch, fields.description].join(' '),
        ),
        createdById: userId(n.createdBy),
        createdAt,
      })
      .returning();
    if (!row) throw new Error('demo notice insert returned nothing');

    for (const [a, [name, kind]] of n.attachments.entries()) {
      const content = kind === 'png' ? demoNoticeImage(i * 3 + a) : demoPdf(name);
      const temp = await storage.tempPath();
      await writeFile(temp, content, { mode: 0o600 });
      await tx.insert(courtNoticeAttachments).values({
        pid: newPid(),
        noticeId: row.id,
        fileType: kind === 'png' ? 'image' : 'document',
        originalName: name,
        size: content.length,
        mimeType: kind === 'png' ? 'image/png' : 'application/pdf',
        storageKey: await storage.keep(temp),
        createdAt,
      });
    }

    for (const reader of n.readBy) {
      await tx
        .insert(courtNoticeReads)
        .values({ noticeId: row.id, userId: userId(reader), readAt: createdAt });
    }
    const other = n.createdBy === 'lawyer' ? 'secretary' : 'lawyer';
    const account = DEMO_ACCOUNTS.find((d) => d.role === n.createdBy);
    const creator = `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim();
    await tx.insert(alarms).values({
      pid: newPid(),
      userId: userId(other),
      kind: 'court_notice',
      title: notificationTexts.newNoticeAlarmTitle(n.noticeType, fields.subject),
      body: notificationTexts.newNoticeAlarmBody(creator, fields.court, fields.branch),
      link: `/court-notices/${row.pid}`,
      seenAt: n.readBy.includes(other) ? createdAt : null,
      createdAt,
    });
  }
}
