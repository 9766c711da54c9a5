import { Node } from '@tiptap/core';
import { fieldLabelOf } from '@vakilyar/contract';

/**
 * A merge field in the text: one uneditable chip that reads the field's Persian name («نام موکل»). It is
 * saved as `{type: 'field', attrs: {key}}` and filled from the case when the draft is rendered.
 */
export const FieldNode = Node.create({
  name: 'field',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { key: { default: '' } };
  },
  parseHTML() {
    return [
      { tag: 'span[data-field]', getAttrs: (el) => ({ key: (el as HTMLElement).dataset.field ?? '' }) },
    ];
  },
  renderHTML({ node }) {
    const key = String(node.attrs.key);
    return [
      'span',
      { 'data-field': key, class: 'draft-field', contenteditable: 'false' },
      `«${fieldLabelOf(key)}»`,
    ];
  },
  renderText({ node }) {
    return `«${fieldLabelOf(String(node.attrs.key))}»`;
  },
});
