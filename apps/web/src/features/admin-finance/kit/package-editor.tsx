import Add from '@mui/icons-material/Add';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { EmptyState } from '@/features/payments/components/empty-state';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { notifySuccess } from '@/lib/notify';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { commonText } from '@/locales/fa/common';
import { type PackageKind, usePackageMutations, usePackages } from '../api/package-crud';
import { PackageFormDialog, type PackageFormProps } from './package-form-dialog';
import { type PackageItem, PackageRow } from './package-row';

export interface PackageEditorTexts {
  heading: string;
  hint: string;
  emptyTitle: string;
  emptyBody: string;
  newTitle: string;
}

interface PackageEditorProps<Item extends PackageItem, Input extends FieldValues, Output>
  extends PackageFormProps<Input, Output> {
  kind: PackageKind;
  texts: PackageEditorTexts;
  /** The form of a new package. */
  blank: Input;
  /** The form of an existing package. */
  toValues: (item: Item) => Input;
  describe: (item: Item) => ReactNode;
}

/** The package in the dialog (null: a new one) and the form's starting values, fixed when it opens. */
type Editing<Item, Input> = { item: Item | null; values: Input } | null;

/**
 * The one list + dialog every package kind is edited with: the packages with edit and delete, «افزودن
 * بسته», a form dialog for both, and a question before a delete.
 */
export function PackageEditor<Item extends PackageItem, Input extends FieldValues, Output>({
  kind,
  texts,
  blank,
  toValues,
  describe,
  ...form
}: PackageEditorProps<Item, Input, Output>) {
  const text = adminFinanceText.editor;
  const packages = usePackages<Item>(kind);
  const { save, remove } = usePackageMutations<Item, Output>(kind);
  const [editing, setEditing] = useState<Editing<Item, Input>>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const editedItem = editing?.item ?? null;

  const handleSave = async (values: Output) => {
    const saved = await save.mutateAsync({ pid: editedItem?.pid ?? null, values });
    notifySuccess(editedItem ? text.updated(saved.name) : text.created(saved.name));
  };

  const handleDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting.pid);
    notifySuccess(text.deleted(deleting.name));
  };

  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ item: null, values: blank })}>
      {text.add}
    </Button>
  );

  return (
    <SectionPanel title={texts.heading} hint={texts.hint} actions={addButton}>
      {packages.isPending && <PageLoader />}
      {packages.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={adminFinanceText.loadFailed}
          action={<Button onClick={() => packages.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {packages.data?.length === 0 && (
        <EmptyState icon={<Inventory2Outlined />} title={texts.emptyTitle} body={texts.emptyBody} />
      )}
      {packages.data && packages.data.length > 0 && (
        <Stack component="ul" divider={<Divider component="li" />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {packages.data.map((item) => (
            <PackageRow
              key={item.pid}
              item={item}
              description={describe(item)}
              onEdit={() => setEditing({ item, values: toValues(item) })}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </Stack>
      )}
      <PackageFormDialog
        {...form}
        open={editing !== null}
        title={editedItem ? text.editNamed(editedItem.name) : texts.newTitle}
        values={editing?.values ?? blank}
        onSubmit={handleSave}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        body={deleting ? text.deleteBody(deleting.name) : ''}
        confirmLabel={text.deleteConfirm}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </SectionPanel>
  );
}
