import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DRAFT_FIELD_KEYS,
  type DraftValueSource,
  draftFieldKeys,
  isDraftFieldKey,
  valueKeyOf,
} from '@vakilyar/contract';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { comparable, pdfText } from '../../../core/persian-pdf/pdf-text.ts';
import { CASES } from '../../demo/office.demo-cases.ts';
import { CLIENTS, nationalCodeFrom } from '../../demo/office.demo-clients.ts';
import { BUILTIN_TEMPLATES } from '../templates/builtin-templates.ts';
import { renderDocx } from './docx.ts';
import { renderPdf } from './pdf.ts';
import { resolveDraft, resolvedText } from './resolve.ts';

const [kase] = CASES;
const [client] = CLIENTS;
if (!kase || !client) throw new Error('demo data missing');

/** The first demo case and its client, as the field sources give them. */
const demoValues: DraftValueSource = {
  today: '2026-11-27',
  'office.name': 'دفتر وکالت مریم احمدی',
  'lawyer.name': 'مریم احمدی',
  'lawyer.mobile': '09120000001',
  'case.title': kase.title,
  'case.number': kase.caseNumber,
  'case.archive_number': kase.archiveNumber,
  'case.court': kase.court,
  'case.branch': kase.branch,
  'case.stage': 'بدوی',
  'case.type': 'حقوقی',
  'case.subject': kase.subject,
  'case.opponent': kase.opponent,
  'client.name': `${client[0]} ${client[1]}`,
  'client.father_name': client[4],
  'client.national_code': nationalCodeFrom(client[2]),
  'client.address': client[6],
  'client.mobile': client[3],
  'clients.names': `${client[0]} ${client[1]}`,
  'hearing.date': '2026-12-10',
  'hearing.time': '۰۹:۳۰',
  'deadline.date': '2026-12-17',
  'claim.amount': '850000000',
};

const rawKey = new RegExp(DRAFT_FIELD_KEYS.map((k) => k.replace('.', '\\.')).join('|'));

describe.each(BUILTIN_TEMPLATES.map((t) => [t.title, t] as const))(
  'built-in template %s',
  (_title, template) => {
    const document = resolveDraft(template.title, template.body, demoValues);
    const text = resolvedText(document);

    it('renders from a demo case with no raw key left, missing fields as named blanks', () => {
      expect(text).not.toMatch(rawKey);
      expect(text).not.toMatch(/undefined|null|\{\{/);
      const missing = draftFieldKeys(template.body).filter(
        (key) => isDraftFieldKey(key) && !(valueKeyOf(key) in demoValues),
      );
      if (missing.length) expect(text).toContain('………… (');
      else expect(text).not.toContain('…………');
    });

    it("renders a PDF whose extracted text is the draft's text", async () => {
      const pdf = await renderPdf(document);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const extracted = await pdfText(pdf);
      const footers = comparable(extracted.text).match(/صفحه[۰-۹]+از[۰-۹]+/g) ?? [];
      expect(footers).toEqual(pageFooters(extracted.pages).map(comparable));
      expect(comparable(extracted.text).replace(/صفحه[۰-۹]+از[۰-۹]+/g, '')).toBe(comparable(text));
    });
  },
);

/** «صفحه ۱ از ۲» at the foot of each page. */
function pageFooters(pages: number): string[] {
  const digits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
  return Array.from({ length: pages }, (_, i) => `صفحه ${digits(i + 1)} از ${digits(pages)}`);
}

function zipEntries(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('Word output', () => {
  const petition = BUILTIN_TEMPLATES[0];
  if (!petition) throw new Error('no petition');
  const document = resolveDraft(petition.title, petition.body, demoValues);

  it('is a WordprocessingML package of right-to-left paragraphs in Vazirmatn with Persian page numbers', async () => {
    const entries = await zipEntries(await renderDocx(document));
    const xml = entries.get('word/document.xml') ?? '';
    expect(entries.has('[Content_Types].xml')).toBe(true);
    expect(xml).toContain('<w:bidi/>');
    expect(xml).toContain('<w:rtl/>');
    expect(xml).toContain('<w:bidiVisual/>');
    expect(xml).toContain('w:cs="Vazirmatn"');
    expect(xml).toContain('w:fmt="hindiNumbers"');
    expect(xml).toContain('مطالبه وجه چک برگشتی'.slice(0, 6));
    expect([...entries.keys()].some((name) => /^word\/footer\d*\.xml$/.test(name))).toBe(true);
  });

  // LibreOffice comes from Debian (`.ci/run` installs libreoffice-writer-nogui): the file must open and convert.
  it('opens in LibreOffice headless and converts to PDF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vakilyar-docx-'));
    try {
      writeFileSync(join(dir, 'petition.docx'), await renderDocx(document));
      execFileSync(
        '/usr/bin/soffice',
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          join(dir, 'petition.docx'),
        ],
        { timeout: 60_000, stdio: 'ignore' },
      );
      const converted = await pdfText(readFileSync(join(dir, 'petition.pdf')));
      expect(comparable(converted.text)).toContain(comparable('تعیین خواسته و بهای آن'));
      expect(comparable(converted.text)).toContain(comparable(`${client[0]} ${client[1]}`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
