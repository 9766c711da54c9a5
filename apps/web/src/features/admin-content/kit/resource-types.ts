import type { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';

/** Any contract schema a form can validate with. */
export type FormSchema = Parameters<typeof zodResolver>[0];

/** What a form holds: one value per field name. */
export type FormValues = Record<string, unknown>;

interface FieldBase {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  /** Half a row on a wide dialog, beside the next half field. */
  half?: boolean;
}

/** The inputs the admin forms are made of. */
export type FieldDef = FieldBase &
  (
    | { kind: 'text'; ltr?: boolean; inputType?: 'text' | 'email' | 'url' | 'tel' }
    | { kind: 'multiline'; rows?: number }
    /** A whole number typed in Persian or Latin digits; the schema turns it into a number. */
    | { kind: 'number' }
    | { kind: 'switch' }
    /** `emptyLabel` adds a choice of nothing, sent as null (which clears it on an edit). */
    | { kind: 'select'; options: readonly { value: string; label: string }[]; emptyLabel?: string }
    /** Any number of the options, held and sent as an array of their values; none chosen is `[]`. */
    | { kind: 'multiselect'; options: readonly { value: string; label: string }[]; noneLabel: string }
    /** A day on the shared Jalali picker, held and sent as the API's Gregorian `YYYY-MM-DD`. */
    | { kind: 'date' }
    /**
     * An uploaded content image: the field holds its pid, `previewName` the value holding its address
     * (shown, never sent: the schema drops it).
     */
    | { kind: 'image'; previewName: string }
  );

/** A dialog form of a resource: create (no item), edit, or an action with input such as a reply. */
export interface FormSpec<Item> {
  /** The dialog's title; for a form on an item, its button in the row is `actionLabel`. */
  title: string;
  actionLabel?: string;
  icon?: ReactNode;
  submitLabel: string;
  /** A sentence above the fields. */
  hint?: string;
  /** What the form is about, shown above the fields: the feedback being answered. */
  context?: (item: Item) => ReactNode;
  fields: readonly FieldDef[];
  schema: FormSchema;
  /** The form's values before any typing: blank for a new item, the item's own for an edit. */
  initialValues: (item: Item | null) => FormValues;
  endpoint: (item: Item | null) => string;
  method: 'POST' | 'PATCH';
  /** Offered for this item only when true (a published text cannot be edited). */
  enabled?: (item: Item) => boolean;
}

/** A one-click action on an item, such as publish or mark handled. */
export interface CommandSpec<Item> {
  label: (item: Item) => string;
  icon?: ReactNode;
  endpoint: (item: Item) => string;
  body?: (item: Item) => unknown;
  visible?: (item: Item) => boolean;
  /** Asked before running, when set. */
  confirm?: (item: Item) => string;
}

export type ChipColor = 'default' | 'success' | 'warning' | 'info' | 'error' | 'primary';

/** How an item shows in its list. */
export interface ItemView {
  title: string;
  subtitle?: string;
  /** Longer text under the title, cut to a few lines. */
  body?: string;
  chips?: readonly { label: string; color?: ChipColor }[];
  /** A picture at the start of the row; `undefined` for rows that never have one. */
  image?: string | null;
  /** Small print: a date, a count. */
  meta?: string;
}

export interface ListFilter {
  /** The query parameter and the address key. */
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
}

/** One admin list: where it reads, how it shows an item, and what the admin may do with them. */
export interface ResourceSpec<Item> {
  listEndpoint: string;
  /** A paged answer (`count`, `results`) rather than the whole list. */
  paged: boolean;
  searchable?: boolean;
  filters?: readonly ListFilter[];
  itemKey: (item: Item) => string;
  view: (item: Item) => ItemView;
  /**
   * Opened below the row on demand, mounted only while open (so it may fetch the item afresh) and shown
   * instead of the body; null when there is nothing more.
   */
  details?: (item: Item) => ReactNode | null;
  /** «جدید» above the list. */
  create?: FormSpec<Item>;
  /** Forms on one item: edit, reply. */
  forms?: readonly FormSpec<Item>[];
  commands?: readonly CommandSpec<Item>[];
  remove?: { endpoint: (item: Item) => string; enabled?: (item: Item) => boolean };
  /** Buttons above the list beside «جدید», given the list's current query (a CSV export). */
  toolbar?: (query: Record<string, string>) => ReactNode;
  empty: { title: string; body?: string };
}
