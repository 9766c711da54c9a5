import Add from '@mui/icons-material/Add';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { SearchField } from '@/features/cases/kit/search-field';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { FilterChips, type FilterChoice } from '@/features/content/components/filter-chips';
import { adminContentText } from '@/locales/fa/admin-content';
import { useAdminList, useAdminWrite } from './admin-api';
import { FormDialog } from './form-dialog';
import { ResourceItem } from './resource-item';
import type { CommandSpec, FormSpec, ResourceSpec } from './resource-types';

const text = adminContentText.common;

type Confirming<Item> = { item: Item; command: CommandSpec<Item> | null };

/**
 * The one list pattern of every admin section: search and filters kept in the address, «جدید», the rows
 * with their forms and actions, paging, and the loading, failed and empty faces.
 */
export function ResourceList<Item>({ spec, title }: { spec: ResourceSpec<Item>; title: string }) {
  const filterNames = (spec.filters ?? []).map((filter) => filter.name);
  const { page, pageSize, search, filters, setPage, setFilters } = useListParams(filterNames);
  const [dialog, setDialog] = useState<{ form: FormSpec<Item>; item: Item | null } | null>(null);
  const [confirming, setConfirming] = useState<Confirming<Item> | null>(null);
  const write = useAdminWrite();

  const chosenFilters = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const query: Record<string, string | number> = spec.paged
    ? { page, page_size: pageSize, ...chosenFilters, ...(search ? { search } : {}) }
    : chosenFilters;
  const list = useAdminList<Item>(spec.listEndpoint, query);
  const filtered = search !== '' || Object.keys(chosenFilters).length > 0;

  const run = (command: CommandSpec<Item>, item: Item) =>
    write.mutateAsync({
      endpoint: command.endpoint(item),
      method: 'POST',
      data: command.body?.(item),
      done: text.done,
    });

  const handleCommand = (command: CommandSpec<Item>, item: Item) => {
    if (command.confirm) setConfirming({ item, command });
    else run(command, item).catch(() => undefined);
  };

  const confirmAction = async () => {
    if (!confirming) return;
    const { item, command } = confirming;
    if (command) await run(command, item);
    else if (spec.remove) {
      await write.mutateAsync({ endpoint: spec.remove.endpoint(item), method: 'DELETE', done: text.deleted });
    }
  };

  const createButton = spec.create && (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => setDialog({ form: spec.create as FormSpec<Item>, item: null })}
    >
      {spec.create.title}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}
      >
        {spec.searchable && (
          <Stack sx={{ flexGrow: 1 }}>
            <SearchField
              value={search}
              onSearch={(value) => setFilters({ search: value })}
              label={text.search}
            />
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {spec.toolbar?.(
            Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
          )}
          {createButton}
        </Stack>
      </Stack>
      {(spec.filters ?? []).map((filter) => (
        <FilterChips
          key={filter.name}
          label={filter.label}
          showLabel
          choices={[{ value: '', label: text.all }, ...filter.choices] satisfies FilterChoice[]}
          value={filters[filter.name] ?? ''}
          onChange={(value) => setFilters({ [filter.name]: value })}
        />
      ))}
      <ListBody
        isPending={list.isPending}
        isError={list.isError}
        onRetry={list.refetch}
        isEmpty={list.data?.count === 0}
        empty={
          filtered ? (
            <MessageCard icon={<SearchOff />} title={text.emptySearch} />
          ) : (
            <MessageCard
              icon={<InboxOutlined />}
              title={spec.empty.title}
              body={spec.empty.body}
              action={createButton}
            />
          )
        }
      >
        <Stack component="ul" spacing={1.5} aria-label={title} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list.data?.results.map((item) => (
            <ResourceItem
              key={spec.itemKey(item)}
              item={item}
              spec={spec}
              busy={write.isPending}
              onForm={(form) => setDialog({ form, item })}
              onCommand={(command) => handleCommand(command, item)}
              onRemove={() => setConfirming({ item, command: null })}
            />
          ))}
        </Stack>
        {spec.paged && (
          <ListPager count={list.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} />
        )}
      </ListBody>
      {dialog && <FormDialog spec={dialog.form} item={dialog.item} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.command ? confirming.command.label(confirming.item) : text.confirmDeleteTitle}
        body={
          confirming
            ? (confirming.command?.confirm?.(confirming.item) ??
              text.confirmDelete(spec.view(confirming.item).title))
            : ''
        }
        confirmLabel={confirming?.command ? confirming.command.label(confirming.item) : text.delete}
        onConfirm={confirmAction}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
