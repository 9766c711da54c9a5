import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Stack from '@mui/material/Stack';
import { type Case, type Document, officePaths, PAGE_SIZE_DEFAULT } from '@vakilyar/contract';
import { useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { notifySuccess } from '@/lib/notify';
import { casesText } from '@/locales/fa/cases';
import { useDeleteDocument } from '../api/delete-document';
import { useCaseDocuments } from '../api/list-case-documents';
import { useUpdateDocument } from '../api/update-document';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { ListBody } from '../kit/list-body';
import { ListPager } from '../kit/list-pager';
import { DocumentList, type ShareAudience } from './document-list';
import { DocumentUpload } from './document-upload';

/** Upload (drag and drop), the list with previews, the share switches (clients, co-counsel), delete. */
export function DocumentsTab({ item }: { item: Case }) {
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const documents = useCaseDocuments(item.pid, { page, page_size: PAGE_SIZE_DEFAULT });
  const updateDocument = useUpdateDocument();
  const deleteDocument = useDeleteDocument();
  const canUpload = item.permissions.includes('document.upload');
  const canDelete = item.permissions.includes('document.delete');
  // The server lets whoever may upload to the case also rename and share its documents with its clients;
  // what its co-counsel see, only the case's own office decides.
  const ownOffice = item.access === 'owner' || item.access === 'secretary';
  const shareWith: ShareAudience[] = canUpload ? (ownOffice ? ['client', 'co_counsel'] : ['client']) : [];
  const text = casesText.documents;

  return (
    <Stack spacing={2}>
      {canUpload && <DocumentUpload casePid={item.pid} />}
      <ListBody
        isPending={documents.isPending}
        isError={documents.isError}
        onRetry={documents.refetch}
        isEmpty={documents.data?.count === 0}
        empty={
          <MessageCard icon={<FolderOpenOutlined />} title={canUpload ? text.empty : text.emptyReadOnly} />
        }
      >
        <DocumentList
          documents={documents.data?.results ?? []}
          downloadPath={(document) => officePaths.documentDownload(document.pid)}
          shareWith={shareWith}
          onShare={async (document, audience, shared) => {
            const changes =
              audience === 'client' ? { visible_to_client: shared } : { shared_with_co_counsel: shared };
            await updateDocument.mutateAsync({ pid: document.pid, changes });
            notifySuccess(text.shareDone[audience](shared));
          }}
          onDelete={canDelete ? setDeleting : undefined}
        />
        <ListPager
          count={documents.data?.count ?? 0}
          page={page}
          pageSize={PAGE_SIZE_DEFAULT}
          onPageChange={setPage}
        />
      </ListBody>
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        body={text.deleteBody(deleting?.name ?? '')}
        confirmLabel={casesText.delete.confirm}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteDocument.mutateAsync(deleting.pid);
          notifySuccess(text.deleted);
        }}
      />
    </Stack>
  );
}
