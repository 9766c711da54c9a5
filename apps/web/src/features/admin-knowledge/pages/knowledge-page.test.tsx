import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KnowledgeEntry, Profile } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_LOAD, PAGE_TEST, page, signInAs } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const adminProfile: Profile = { ...lawyerProfile, pid: 'usr_admin', first_name: 'نرگس', roles: ['admin'] };
const path = '/api/admin/v1/ai/knowledge/';
const STAMP = '2025-03-21T08:30:00Z';

const article: KnowledgeEntry = {
  pid: 'kn_336',
  kind: 'law_article',
  title: 'قانون آیین دادرسی مدنی، ماده ۳۳۶',
  body: 'مهلت درخواست تجدیدنظر برای اشخاص مقیم ایران بیست روز است.',
  source: 'قانون آیین دادرسی دادگاه‌های عمومی و انقلاب در امور مدنی، مصوب ۱۳۷۹',
  tags: ['تجدیدنظر', 'مهلت'],
  is_active: true,
  created_at: STAMP,
  updated_at: STAMP,
};

describe('the admin’s AI knowledge base', PAGE_TEST, () => {
  let entries: KnowledgeEntry[];
  let searches: (string | null)[];
  let written: { method: string; body: unknown }[];

  beforeEach(() => {
    entries = [article];
    searches = [];
    written = [];
    server.use(
      http.get(path, ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return HttpResponse.json(page(entries.filter((e) => !search || e.title.includes(search))));
      }),
      http.post(path, async ({ request }) => {
        const body = (await request.json()) as Omit<KnowledgeEntry, 'pid' | 'created_at' | 'updated_at'>;
        written.push({ method: 'POST', body });
        const entry = { ...body, pid: 'kn_new', created_at: STAMP, updated_at: STAMP };
        entries = [entry, ...entries];
        return HttpResponse.json({ result: { ...entry, message: 'مطلب ثبت شد.' } }, { status: 201 });
      }),
      http.patch(`${path}:pid/`, async ({ request }) => {
        const body = (await request.json()) as Partial<KnowledgeEntry>;
        written.push({ method: 'PATCH', body });
        entries = entries.map((e) => (e.pid === article.pid ? { ...e, ...body } : e));
        return HttpResponse.json({ result: { ...entries[0], message: 'مطلب به‌روز شد.' } });
      }),
    );
    signInAs(adminProfile);
  });

  it('adds an article with its keywords, refusing too short a text in Persian first; finds it by search', async () => {
    const user = userEvent.setup();
    renderApp('/admin/knowledge');
    const list = within(await screen.findByRole('list', { name: 'پایگاه دانش دستیار هوشمند' }, PAGE_LOAD));
    expect(list.getByText('قانون آیین دادرسی مدنی، ماده ۳۳۶')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'مطلب جدید' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'مطلب جدید' }));
    const paste = async (name: RegExp, text: string) => {
      await user.click(dialog.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await paste(/^عنوان/, 'قانون مدنی، ماده ۱۰');
    await paste(/^متن ماده یا پاسخ/, 'ق');
    await paste(/^منبع/, 'قانون مدنی، ماده ۱۰');
    await paste(/^کلیدواژه‌ها/, 'قرارداد، اصل آزادی قراردادها');
    await user.click(dialog.getByRole('button', { name: 'ذخیره' }));
    expect(await dialog.findByText('متن را بنویسید.')).toBeInTheDocument();
    expect(written).toEqual([]);

    await user.click(dialog.getByRole('textbox', { name: /^متن ماده یا پاسخ/ }));
    await user.paste('راردادهای خصوصی نسبت به کسانی که آن را منعقد نموده‌اند نافذ است.');
    await user.click(dialog.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(written).toEqual([
      {
        method: 'POST',
        body: {
          kind: 'law_article',
          title: 'قانون مدنی، ماده ۱۰',
          body: 'قراردادهای خصوصی نسبت به کسانی که آن را منعقد نموده‌اند نافذ است.',
          source: 'قانون مدنی، ماده ۱۰',
          tags: ['قرارداد', 'اصل آزادی قراردادها'],
          is_active: true,
        },
      },
    ]);

    await user.click(screen.getByLabelText('جستجو'));
    await user.paste('ماده ۱۰');
    await waitFor(() => expect(searches.at(-1)).toBe('ماده ۱۰'));
    expect(await list.findByText('قرارداد')).toBeInTheDocument();
  });

  it('edits an article’s keywords and takes it out of the assistant’s use', async () => {
    const user = userEvent.setup();
    renderApp('/admin/knowledge');
    const list = within(await screen.findByRole('list', { name: 'پایگاه دانش دستیار هوشمند' }, PAGE_LOAD));
    await user.click(within(list.getByRole('listitem')).getByRole('button', { name: 'ویرایش' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'ویرایش مطلب' }));
    const tags = dialog.getByRole('textbox', { name: /^کلیدواژه‌ها/ });
    expect(tags).toHaveValue('تجدیدنظر، مهلت');
    await user.click(tags);
    await user.paste('، واخواهی');
    await user.click(dialog.getByRole('switch', { name: 'در پاسخ‌های دستیار به کار می‌رود' }));
    await user.click(dialog.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toMatchObject({
      method: 'PATCH',
      body: { tags: ['تجدیدنظر', 'مهلت', 'واخواهی'], is_active: false },
    });
    expect(await list.findByText('واخواهی')).toBeInTheDocument();
  });
});
