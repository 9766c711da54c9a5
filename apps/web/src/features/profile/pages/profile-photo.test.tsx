import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http as apiClient } from '@/lib/api/http-client';
import { saveTokens } from '@/lib/auth/token-storage';
import { lawyerProfile, signedIn } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

/** The first bytes of a real PNG: enough for a browser-side check, which reads the type and the size. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string, size: number) =>
  new File([PNG_HEAD, new Uint8Array(size - PNG_HEAD.length)], name, { type: 'image/png' });

const photoUrl = '/api/user/v1/profile/photo/';
const shownPhotos = () => document.querySelectorAll('img[src="blob:photo"]');

describe('the profile photo', () => {
  let hasPhoto: boolean;
  let sent: { url: string; name: string; size: number }[];
  let deletes: number;
  let photoFetches: number;

  beforeEach(() => {
    hasPhoto = false;
    sent = [];
    deletes = 0;
    photoFetches = 0;
    // jsdom has no object URLs; the avatar only needs one to point at.
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    saveTokens({ accessToken: signedIn.access_token, refreshToken: signedIn.refresh_token });
    // jsdom's XMLHttpRequest cannot hand a multipart body to msw: the upload is caught at the API client.
    vi.spyOn(apiClient, 'post').mockImplementation(async (url, data) => {
      const file = (data as FormData).get('file') as File;
      sent.push({ url, name: file.name, size: file.size });
      hasPhoto = true;
      return {
        data: {
          result: {
            pid: 'doc_photo',
            file_type: 'image',
            name: file.name,
            size: file.size,
            mime_type: 'image/png',
            url: photoUrl,
            message: 'عکس نمایه ذخیره شد.',
          },
        },
      };
    });
    // jsdom's XMLHttpRequest cannot hand msw's binary answer to axios as a Blob: the photo is answered at
    // the API client, every other call goes through.
    const get = apiClient.get.bind(apiClient);
    vi.spyOn(apiClient, 'get').mockImplementation((url, config) => {
      if (url !== '/user/v1/profile/photo/') return get(url, config);
      photoFetches++;
      return hasPhoto
        ? Promise.resolve({ data: new Blob([PNG_HEAD], { type: 'image/png' }) })
        : Promise.reject(new Error('the photo was fetched while there is none'));
    });
    server.use(
      http.get('/api/user/v1/profile/get-profile/', () =>
        HttpResponse.json({ result: { ...lawyerProfile, has_photo: hasPhoto } }),
      ),
      http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 0 } })),
      http.get('/api/user/v1/roles/my-roles/', () =>
        HttpResponse.json({ result: [{ code: 'lawyer', name: 'وکیل' }] }),
      ),
      http.get('/api/lawyer-office/v1/offices/mine/', () =>
        HttpResponse.json({
          result: {
            pid: 'off_1',
            name: 'دفتر وکالت مریم احمدی',
            licence_no: null,
            bar_association: null,
            bar_association_label: null,
            address: null,
            can_edit: true,
          },
        }),
      ),
      http.delete(photoUrl, () => {
        deletes++;
        hasPhoto = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

  it('refuses a photo over 2 MB or of another type before sending it, then sends a good one as multipart', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/profile');
    const picker = await screen.findByLabelText('انتخاب عکس نمایه');
    expect(screen.getByRole('button', { name: 'بارگذاری عکس' })).toBeInTheDocument();
    expect(shownPhotos()).toHaveLength(0);

    await user.upload(picker, png('big.png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('حجم تصویر حداکثر ۲ مگابایت است.');
    await user.upload(picker, new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'عکس نمایه باید با قالب JPEG، PNG یا WebP باشد.',
    );
    expect(sent).toEqual([]);

    await user.upload(picker, png('چهره.png', 2 * 1024 * 1024));
    await waitFor(() =>
      expect(sent).toEqual([{ url: '/user/v1/profile/photo/', name: 'چهره.png', size: 2 * 1024 * 1024 }]),
    );
    expect(await screen.findByText('عکس نمایه ذخیره شد.')).toBeInTheDocument();
    expect(screen.queryByText('عکس نمایه باید با قالب JPEG، PNG یا WebP باشد.')).toBeNull();
    // The photo shows beside the name and in the app bar; the buttons now change or delete it.
    await waitFor(() => expect(shownPhotos()).toHaveLength(2));
    for (const image of shownPhotos()) expect(image).toHaveAttribute('alt', '');
    expect(screen.getByRole('button', { name: 'تغییر عکس' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف عکس' })).toBeInTheDocument();
    expect(photoFetches).toBe(1);
  });

  it('deletes the photo only once the user confirms', async () => {
    hasPhoto = true;
    const user = userEvent.setup();
    renderApp('/profile');
    await waitFor(() => expect(shownPhotos()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'حذف عکس' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'حذف عکس نمایه' }));
    await user.click(dialog.getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toBe(0);

    await user.click(screen.getByRole('button', { name: 'حذف عکس' }));
    const again = within(await screen.findByRole('dialog', { name: 'حذف عکس نمایه' }));
    await user.click(again.getByRole('button', { name: 'بله، حذف شود' }));
    expect(await screen.findByText('عکس نمایه حذف شد.')).toBeInTheDocument();
    expect(deletes).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shownPhotos()).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'بارگذاری عکس' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حذف عکس' })).toBeNull();
    // Fetched once for both avatars, never again once deleted.
    expect(photoFetches).toBe(1);
  });
});
