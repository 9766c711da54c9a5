import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { contentPaths, type NewsletterSubscriber } from '@vakilyar/contract';
import { formatJalaliDate } from '@/lib/format/jalali';
import { adminContentText } from '@/locales/fa/admin-content';
import { useExportSubscribers } from '../kit/export-subscribers';
import type { ResourceSpec } from '../kit/resource-types';

const text = adminContentText.newsletter;

/** The CSV of the subscribers the list shows now (same status and search). */
function ExportButton({ query }: { query: Record<string, string> }) {
  const exportCsv = useExportSubscribers();
  const { status, search } = query;
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      loading={exportCsv.isPending}
      onClick={() => exportCsv.mutate({ status, search })}
    >
      {text.export}
    </Button>
  );
}

export const newsletterSpec: ResourceSpec<NewsletterSubscriber> = {
  listEndpoint: contentPaths.admin.newsletter,
  paged: true,
  searchable: true,
  filters: [
    {
      name: 'status',
      label: text.filter,
      choices: [
        { value: 'subscribed', label: text.subscribed },
        { value: 'unsubscribed', label: text.unsubscribed },
      ],
    },
  ],
  itemKey: (subscriber) => subscriber.email,
  view: (subscriber) => ({
    title: subscriber.email,
    chips: [
      subscriber.status === 'subscribed'
        ? { label: text.subscribed, color: 'success' }
        : { label: text.unsubscribed, color: 'default' },
    ],
    meta: [
      text.since(formatJalaliDate(subscriber.subscribed_at)),
      subscriber.unsubscribed_at && text.left(formatJalaliDate(subscriber.unsubscribed_at)),
    ]
      .filter(Boolean)
      .join('، '),
  }),
  toolbar: (query) => <ExportButton query={query} />,
  empty: { title: text.empty },
};
