import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CaseStage, type CaseStatus, type CaseType, normalizePersianText } from '@vakilyar/contract';
import { loadConfig } from '../../config.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { documents } from '../document/document.tables.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import type { Caller } from '../office/access.ts';
import { appendAudit } from '../office/audit-chain.ts';
import { caseSearchColumns, refreshCaseSearch } from '../office/case-search.ts';
import { clientSearchColumns } from '../office/clients.service.ts';
import { archiveCabinets } from '../office/tables/cabinets.ts';
import { caseClientAccess, caseClients, caseLawyers, officeCases } from '../office/tables/cases.ts';
import { officeClients } from '../office/tables/clients.ts';
import { DEMO_ACCOUNTS, type DemoUsers } from './demo.accounts.ts';

/** A valid national code (checksum) from nine digits. */
function nationalCodeFrom(nine: string): string {
  const sum = [...nine].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0) % 11;
  return `${nine}${sum < 2 ? sum : 11 - sum}`;
}

const CLIENTS = [
  [
    'علی',
    'رضایی',
    '001234567',
    '09120000003',
    'حسن',
    '1985-04-12',
    'تهران، خیابان ولیعصر، کوچه نسترن، پلاک ۱۲',
  ],
  ['فاطمه', 'حسینی', '002345678', '09121112233', 'محمود', '1990-09-01', 'تهران، سعادت‌آباد، خیابان سرو غربی'],
  ['محمدرضا', 'کاظمی', '003456789', '09352223344', 'عباس', '1978-01-23', 'کرج، عظیمیه، میدان مهران'],
  ['زینب', 'موسوی', '004567891', '09193334455', 'جواد', '1988-12-30', 'تهران، نارمک، خیابان گلبرگ'],
  ['امیرحسین', 'نوروزی', '005678912', '09124445566', 'رحیم', '1995-06-18', 'تهران، پونک، بلوار عدل'],
  ['مهسا', 'جعفری', '006789123', '09365556677', 'کریم', '1992-03-07', 'اصفهان، خیابان چهارباغ بالا'],
  ['حمید', 'صالحی', '007891234', '09126667788', 'قاسم', '1970-11-11', 'تهران، شهرک غرب، خیابان ایران‌زمین'],
  ['شرکت', 'بازرگانی آفتاب پارس', '008912345', '09127778899', null, null, 'تهران، خیابان مطهری، ساختمان ۲۴'],
  ['نرگس', 'عباسی', '009123456', '09198889900', 'یوسف', '1983-08-25', 'قم، بلوار امین'],
  ['سعید', 'قاسمی', '010234567', '09129990011', 'اکبر', '1975-02-14', 'تهران، تهرانپارس، فلکه دوم'],
  ['لیلا', 'احمدی‌نژاد', '011345678', '09351234567', 'ناصر', '1987-05-05', 'تهران، یوسف‌آباد، خیابان جهان‌آرا'],
  ['رضا', 'عبداللهی', '012456789', '09131239876', 'مرتضی', '1981-10-19', 'شیراز، بلوار چمران'],
] as const;

const CABINETS = [
  ['قفسه الف – پرونده‌های جاری', 'A', 'اتاق بایگانی، ردیف اول', 'پرونده‌های در جریان رسیدگی'],
  ['قفسه ب – پرونده‌های مختومه', 'B', 'اتاق بایگانی، ردیف دوم', 'پرونده‌هایی که رأی قطعی گرفته‌اند'],
  ['بایگانی راکد', 'C', 'زیرزمین دفتر', 'پرونده‌های قدیمی‌تر از پنج سال'],
] as const;

interface DemoCase {
  title: string;
  caseType: CaseType;
  stage: CaseStage;
  status: CaseStatus;
  court: string;
  branch: string;
  caseNumber: string;
  archiveNumber: string;
  opponent: string;
  subject: string;
  description: string;
  startDate: string;
  cabinet: number | null;
  clients: number[];
  docs: [string, 'pdf' | 'png', boolean][];
  daysAgo: number;
}

const CASES: DemoCase[] = [
  {
    title: 'مطالبه وجه چک برگشتی',
    caseType: 'civil',
    stage: 'first_instance',
    status: 'open',
    court: 'دادگاه عمومی حقوقی تهران',
    branch: 'شعبه ۲۱۴',
    caseNumber: '1403680900012345',
    archiveNumber: '1403-001',
    opponent: 'بهروز شریفی',
    subject: 'مطالبه مبلغ ۸۵۰ میلیون ریال بابت سه فقره چک',
    description: 'گواهی عدم پرداخت اخذ شده؛ تأمین خواسته درخواست شد.',
    startDate: '2024-05-14',
    cabinet: 0,
    clients: [0],
    docs: [
      ['دادخواست مطالبه وجه چک.pdf', 'pdf', true],
      ['تصویر چک‌ها.png', 'png', true],
      ['گواهی عدم پرداخت.pdf', 'pdf', false],
    ],
    daysAgo: 190,
  },
  {
    title: 'تخلیه ملک تجاری',
    caseType: 'civil',
    stage: 'enforcement',
    status: 'open',
    court: 'شورای حل اختلاف مجتمع شهید بهشتی',
    branch: 'شعبه ۱۲',
    caseNumber: '1403210300045678',
    archiveNumber: '1403-002',
    opponent: 'مجید کریمی',
    subject: 'تخلیه مغازه به علت انقضای مدت اجاره',
    description: 'دستور تخلیه صادر شده؛ اجرائیه در جریان است.',
    startDate: '2024-02-03',
    cabinet: 0,
    clients: [1],
    docs: [['اجاره‌نامه.pdf', 'pdf', true]],
    daysAgo: 240,
  },
  {
    title: 'کلاهبرداری اینترنتی',
    caseType: 'criminal',
    stage: 'first_instance',
    status: 'open',
    court: 'دادسرای عمومی و انقلاب ناحیه ۲ تهران',
    branch: 'شعبه ۵ بازپرسی',
    caseNumber: '1403100200078901',
    archiveNumber: '1403-003',
    opponent: 'ناشناس (پیگیری از طریق پلیس فتا)',
    subject: 'برداشت غیرمجاز از حساب بانکی',
    description: 'شکواییه ثبت شد؛ استعلام بانک مرکزی درخواست شده است.',
    startDate: '2024-07-22',
    cabinet: 0,
    clients: [2],
    docs: [
      ['شکواییه.pdf', 'pdf', true],
      ['گردش حساب.pdf', 'pdf', false],
    ],
    daysAgo: 120,
  },
  {
    title: 'طلاق توافقی',
    caseType: 'family',
    stage: 'first_instance',
    status: 'closed',
    court: 'دادگاه خانواده شهید محلاتی',
    branch: 'شعبه ۲۴۱',
    caseNumber: '1402190100023456',
    archiveNumber: '1402-041',
    opponent: 'سید مهدی موسوی',
    subject: 'طلاق توافقی با بذل مهریه',
    description: 'گواهی عدم امکان سازش صادر و ثبت شد.',
    startDate: '2023-09-10',
    cabinet: 1,
    clients: [3],
    docs: [['گواهی عدم امکان سازش.pdf', 'pdf', true]],
    daysAgo: 400,
  },
  {
    title: 'مطالبه مهریه',
    caseType: 'family',
    stage: 'appeal',
    status: 'open',
    court: 'دادگاه تجدیدنظر استان تهران',
    branch: 'شعبه ۴۸',
    caseNumber: '1403580400034567',
    archiveNumber: '1403-004',
    opponent: 'کامران نوری',
    subject: 'مطالبه ۵۱۴ سکه تمام بهار آزادی',
    description: 'تجدیدنظرخواهی نسبت به تقسیط مهریه.',
    startDate: '2024-03-30',
    cabinet: 0,
    clients: [5],
    docs: [
      ['لایحه تجدیدنظر.pdf', 'pdf', false],
      ['رای بدوی.pdf', 'pdf', true],
    ],
    daysAgo: 160,
  },
  {
    title: 'ابطال سند رسمی',
    caseType: 'registration',
    stage: 'first_instance',
    status: 'open',
    court: 'اداره ثبت اسناد و املاک منطقه شمیران',
    branch: 'هیئت نظارت',
    caseNumber: '1403990500056789',
    archiveNumber: '1403-005',
    opponent: 'شرکت ساختمانی نوین سازه',
    subject: 'ابطال سند مالکیت آپارتمان به علت پیش‌فروش مکرر',
    description: 'استعلام از دفترخانه شماره ۱۲۴ انجام شد.',
    startDate: '2024-08-12',
    cabinet: 0,
    clients: [6],
    docs: [['سند مالکیت.png', 'png', false]],
    daysAgo: 95,
  },
  {
    title: 'اعتراض به رأی کمیسیون ماده ۱۰۰',
    caseType: 'administrative',
    stage: 'first_instance',
    status: 'open',
    court: 'دیوان عدالت اداری',
    branch: 'شعبه ۱۹',
    caseNumber: '1403090900067890',
    archiveNumber: '1403-006',
    opponent: 'شهرداری منطقه ۳ تهران',
    subject: 'ابطال رأی تخریب بنا',
    description: 'دادخواست ثبت شد؛ منتظر لایحه دفاعیه شهرداری.',
    startDate: '2024-06-05',
    cabinet: 0,
    clients: [7],
    docs: [['دادخواست دیوان.pdf', 'pdf', true]],
    daysAgo: 140,
  },
  {
    title: 'مطالبه حق‌السعی و سنوات',
    caseType: 'labor',
    stage: 'first_instance',
    status: 'open',
    court: 'هیئت تشخیص اداره کار غرب تهران',
    branch: 'هیئت ۳',
    caseNumber: '1403300100089012',
    archiveNumber: '1403-007',
    opponent: 'شرکت پخش نوین البرز',
    subject: 'مطالبه حقوق معوق، سنوات و عیدی سه سال',
    description: 'جلسه هیئت تشخیص برای آذرماه تعیین شده است.',
    startDate: '2024-09-01',
    cabinet: 0,
    clients: [4],
    docs: [],
    daysAgo: 60,
  },
  {
    title: 'الزام به تنظیم سند رسمی',
    caseType: 'civil',
    stage: 'cassation',
    status: 'open',
    court: 'دیوان عالی کشور',
    branch: 'شعبه ۱۲',
    caseNumber: '1402110300090123',
    archiveNumber: '1402-033',
    opponent: 'محسن یزدانی',
    subject: 'الزام فروشنده به انتقال رسمی یک دستگاه آپارتمان',
    description: 'فرجام‌خواهی نسبت به رأی دادگاه تجدیدنظر.',
    startDate: '2023-04-18',
    cabinet: 0,
    clients: [9],
    docs: [['قولنامه.pdf', 'pdf', true]],
    daysAgo: 520,
  },
  {
    title: 'خیانت در امانت',
    caseType: 'criminal',
    stage: 'appeal',
    status: 'closed',
    court: 'دادگاه کیفری ۲ تهران',
    branch: 'شعبه ۱۰۷۱',
    caseNumber: '1401410200012340',
    archiveNumber: '1401-112',
    opponent: 'فرهاد رحمانی',
    subject: 'عدم استرداد خودروی امانی',
    description: 'رأی قطعی به محکومیت صادر شد.',
    startDate: '2022-06-30',
    cabinet: 1,
    clients: [8],
    docs: [['رای قطعی.pdf', 'pdf', true]],
    daysAgo: 800,
  },
  {
    title: 'تقسیم ترکه',
    caseType: 'civil',
    stage: 'first_instance',
    status: 'archived',
    court: 'شورای حل اختلاف شیراز',
    branch: 'شعبه ۸',
    caseNumber: '1398730100011223',
    archiveNumber: '1398-015',
    opponent: 'سایر وراث',
    subject: 'تقسیم ماترک مرحوم مرتضی عبداللهی',
    description: 'گواهی انحصار وراثت و تقسیم‌نامه ثبت شد.',
    startDate: '2019-11-02',
    cabinet: 2,
    clients: [11],
    docs: [['گواهی انحصار وراثت.pdf', 'pdf', false]],
    daysAgo: 1800,
  },
  {
    title: 'ورود به عنف و تخریب',
    caseType: 'criminal',
    stage: 'enforcement',
    status: 'open',
    court: 'اجرای احکام کیفری تهران',
    branch: 'شعبه ۳',
    caseNumber: '1402100300044556',
    archiveNumber: '1402-078',
    opponent: 'هادی صفری',
    subject: 'اجرای حکم جبران خسارت',
    description: 'مبلغ خسارت به حساب سپرده دادگستری واریز نشده است.',
    startDate: '2023-12-12',
    cabinet: 0,
    clients: [0, 10],
    docs: [['صورتجلسه کارشناسی.pdf', 'pdf', true]],
    daysAgo: 300,
  },
  {
    title: 'تنظیم قرارداد مشارکت در ساخت',
    caseType: 'other',
    stage: 'first_instance',
    status: 'open',
    court: 'دفتر اسناد رسمی شماره ۱۲۴ تهران',
    branch: '—',
    caseNumber: '1403-M-0021',
    archiveNumber: '1403-008',
    opponent: 'آقای مهندس توکلی (سازنده)',
    subject: 'بررسی و تنظیم قرارداد مشارکت در ساخت ملک قدیمی',
    description: 'پیش‌نویس دوم برای موکل ارسال شد.',
    startDate: '2024-10-01',
    cabinet: null,
    clients: [6],
    docs: [['پیش‌نویس قرارداد.pdf', 'pdf', true]],
    daysAgo: 30,
  },
];

const demoPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n4 0 obj << /Length 60 >> stream\nBT /F1 18 Tf 72 760 Td (Vakilyar demo document ${title.length}) Tj ET\nendstream endobj\n5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
const demoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const daysAgo = (days: number, hours = 10) => new Date(Date.now() - days * 86_400_000 + hours * 3_600_000);

function defaultUploadDir(): string {
  const config = loadConfig();
  return config.UPLOAD_DIR ?? join(config.DATA_DIR, 'uploads');
}

/**
 * The demo lawyer's office: Persian clients, cases of every court, stage and type, documents (written to
 * the upload folder of the environment's configuration) and cabinets, with their audit trail.
 */
export async function seedOfficeDemo(executor: Executor, demo: DemoUsers, uploadDir = defaultUploadDir()) {
  const tx = executor as Tx;
  const storage = createFileStorage(uploadDir, objectStoreOf(loadConfig()));
  const names = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role);
  const lawyerNames = names('lawyer');
  const lawyer = {
    userId: demo.lawyer.id,
    pid: demo.lawyer.pid,
    phone: demo.lawyer.phone,
    firstName: lawyerNames?.firstName ?? '',
    lastName: lawyerNames?.lastName ?? '',
  } as Caller;
  const officeId = demo.officeId;
  const audit = (event: Omit<Parameters<typeof appendAudit>[1], 'officeId' | 'actor'>) =>
    appendAudit(tx, { officeId, actor: lawyer, access: 'owner', ...event });

  const cabinets = await tx
    .insert(archiveCabinets)
    .values(
      CABINETS.map(([name, code, location, description]) => ({
        pid: newPid(),
        officeId,
        name,
        code,
        location,
        description,
        createdById: lawyer.userId,
        createdAt: daysAgo(900),
        updatedAt: daysAgo(900),
      })),
    )
    .returning();

  const clients = await tx
    .insert(officeClients)
    .values(
      CLIENTS.map(([firstName, lastName, nine, mobile, fatherName, birthDate, address], i) => {
        const nationalCode = nationalCodeFrom(nine);
        return {
          pid: newPid(),
          officeId,
          firstName,
          lastName,
          nationalCode,
          mobile,
          fatherName,
          birthDate,
          address: normalizePersianText(address),
          notes:
            i === 7 ? normalizePersianText('شخص حقوقی؛ شماره ثبت ۴۵۶۷۸۹، نماینده: آقای مهندس پارسا') : null,
          userId: mobile === demo.client.phone ? demo.client.id : null,
          ...clientSearchColumns({ firstName, lastName, nationalCode, mobile, fatherName }),
          createdById: lawyer.userId,
          updatedById: lawyer.userId,
          createdAt: daysAgo(1000 - i * 40),
          updatedAt: daysAgo(1000 - i * 40),
        };
      }),
    )
    .returning();

  const ordered = [...CASES].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const c of ordered) {
    const at = daysAgo(c.daysAgo);
    const [row] = await tx
      .insert(officeCases)
      .values({
        pid: newPid(),
        officeId,
        // Stored as the API stores input: ASCII digits, Persian letters.
        title: normalizePersianText(c.title),
        caseNumber: c.caseNumber,
        archiveNumber: c.archiveNumber,
        court: normalizePersianText(c.court),
        branch: normalizePersianText(c.branch),
        caseType: c.caseType,
        stage: c.stage,
        status: c.status,
        opponent: normalizePersianText(c.opponent),
        subject: normalizePersianText(c.subject),
        description: normalizePersianText(c.description),
        startDate: c.startDate,
        archiveCabinetId: c.cabinet === null ? null : (cabinets[c.cabinet]?.id ?? null),
        ...caseSearchColumns(c),
        createdById: lawyer.userId,
        updatedById: lawyer.userId,
        createdAt: at,
        updatedAt: daysAgo(Math.max(0, c.daysAgo - 20)),
      })
      .returning();
    if (!row) throw new Error('demo case insert returned nothing');
    const onCase = c.clients.map((i) => clients[i]).filter((x) => x !== undefined);
    await tx
      .insert(caseLawyers)
      .values({ caseId: row.id, userId: lawyer.userId, role: 'owner', addedAt: at });
    await tx
      .insert(caseClients)
      .values(onCase.map((client) => ({ caseId: row.id, clientId: client.id, addedAt: at })));
    await refreshCaseSearch(tx, [row.id]);
    await audit({
      action: 'create',
      entityType: 'case',
      entityPid: row.pid,
      entityLabel: row.title,
      casePid: row.pid,
      details: { clients: onCase.map((client) => client.pid) },
      at,
    });
    for (const [d, [name, kind, visible]] of c.docs.entries()) {
      const content = kind === 'pdf' ? demoPdf(name) : demoPng;
      const temp = await storage.tempPath();
      await writeFile(temp, content, { mode: 0o600 });
      const key = await storage.keep(temp);
      const uploadedAt = daysAgo(c.daysAgo - d * 7 - 1);
      const [doc] = await tx
        .insert(documents)
        .values({
          pid: newPid(),
          officeId,
          caseId: row.id,
          title: name.replace(/\.(pdf|png)$/, ''),
          fileType: kind === 'pdf' ? 'document' : 'image',
          originalName: name,
          size: content.length,
          mimeType: kind === 'pdf' ? 'application/pdf' : 'image/png',
          storageKey: key,
          visibleToClient: visible,
          uploadedById: lawyer.userId,
          createdAt: uploadedAt,
        })
        .returning();
      if (!doc) continue;
      await audit({
        action: 'create',
        entityType: 'document',
        entityPid: doc.pid,
        entityLabel: name,
        casePid: row.pid,
        details: { file_type: doc.fileType, size: doc.size, visible_to_client: visible },
        at: uploadedAt,
      });
    }
    // The demo client (علی رضایی) opened an access link to each of their cases.
    const demoClient = onCase.find((client) => client.userId === demo.client.id);
    if (demoClient) {
      await tx
        .insert(caseClientAccess)
        .values({ caseId: row.id, userId: demo.client.id, clientId: demoClient.id });
    }
  }
}
