import MenuItem from '@mui/material/MenuItem';
import { BAR_ASSOCIATION_LABELS, BAR_ASSOCIATIONS } from '@vakilyar/contract';

/**
 * The choices of a bar association select: none (`emptyLabel`), then every association. An array, not a
 * component, because MUI's Select reads its items from its direct children.
 */
export const barAssociationItems = (emptyLabel: string) => [
  <MenuItem key="" value="">
    {emptyLabel}
  </MenuItem>,
  ...BAR_ASSOCIATIONS.map((code) => (
    <MenuItem key={code} value={code}>
      {BAR_ASSOCIATION_LABELS[code]}
    </MenuItem>
  )),
];
