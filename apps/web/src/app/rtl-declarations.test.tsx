// @vitest-environment node
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { ThemeProvider } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { renderToString } from 'react-dom/server';
import { prefixer } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rtlDeclarations } from './rtl-declarations';
import { theme } from './theme';

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

/** Written the way cssjanus's own tests write what it flips, and what it must leave alone. */
const Edges = styled('div')`
  margin: 1px 2px 3px 4px;
  padding: 0 8px 0 16px !important;
  border-width: 1px 2px 3px 4px;
  border-color: red green blue black;
  border-style: solid dotted dashed none;
  border-radius: 1px 2px 3px 4px / 5px 6px;
  border-left: 2px solid #1f4e8c;
  border-top-right-radius: 8px;
  box-shadow: 4px 2px 6px rgba(0, 0, 0, 0.2), inset -1px 0 0 #fff;
  text-shadow: 1px 1px 0 #000;
  text-align: left;
  float: right;
  clear: left;
  direction: ltr;
  cursor: ne-resize;
  background-position: 10% 20%;
  background: url(/icons/arrow-left.svg) no-repeat left center;
  transform: translateX(12px) translate(3px, 4px);
  transition: left 200ms, margin-right 100ms;
  inset-inline-start: 0;
  left: 0;
  right: auto;
  animation: ${slide} 1s;
  &:hover { margin-left: -8px; }
  &:focus {
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2);
    box-shadow: inset 2px 0 0 red;
    transform: translate(var(--x), 0) scale(1);
    margin-left: calc(100% - 8px);
    background-position: right 10px top;
    width: calc(100% - 16px);
    color: rgba(0, 0, 0, 0.5);
    padding: 6px 16px;
    border-radius: 50%;
    border-color: red transparent;
  }
  &:active {
    transform: translate(14px, -9px) scale(0.75);
    transform: rotate(45deg) translateX(2.5rem) translateX(-100%);
    transform: translateY(4px) translate(0, 2px);
    transform: translate(var(--x)) translateX(calc(100% - 4px));
    transform: translate( -1.5em , 2px , 3px );
    box-shadow: -2px 0 4px rgba(0, 0, 0, 0.1);
    box-shadow: inset 0 -1px 0 red;
    box-shadow: inset 3px 0 0 #fff, 1px 1px 0 #000;
    box-shadow: none;
    box-shadow: var(--shadow);
    background: radial-gradient(circle at 15% 30%, rgba(212, 168, 75, 0.35), transparent 40%), linear-gradient(120deg, #1f3a5f 0%, #132840 100%);
    background-image: linear-gradient(90deg, red 10%, blue 90%);
    background: linear-gradient(90deg, red, blue) 20% 50%;
    background: linear-gradient(90deg, red 10%, blue) 20% 50%;
    background: linear-gradient(to left, red, blue);
    background-position-x: 30%;
  }
  & .child-left { padding-right: 4px; }
  @media (min-width: 600px) { right: 12px; }
  @supports (display: grid) { padding-left: 2px; }
`;

function Sampler() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Edges />
      <Button startIcon={<span />} endIcon={<span />} variant="contained">
        ذخیره
      </Button>
      <Button variant="outlined" size="small">
        انصراف
      </Button>
      <IconButton edge="start" aria-label="منو" />
      <IconButton edge="end" aria-label="بستن" />
      <TextField
        label="جست‌وجو"
        slotProps={{ input: { startAdornment: <InputAdornment position="start">؟</InputAdornment> } }}
      />
      <TextField select label="وضعیت" value="" slotProps={{ select: { native: true } }} />
      <Chip label="جاری" onDelete={() => undefined} color="success" size="small" />
      <Badge badgeContent={3} color="error" />
      <Alert severity="warning" action={<span />}>
        هشدار
      </Alert>
      <Checkbox />
      <Switch />
      <LinearProgress variant="determinate" value={40} />
      <Skeleton variant="rounded" />
      <Tooltip title="راهنما" open>
        <span>؟</span>
      </Tooltip>
      <List>
        <ListItemButton selected divider>
          <ListItemIcon />
          <ListItemText primary="پرونده‌ها" secondary="۱۲" inset />
        </ListItemButton>
      </List>
      <Tabs value={0} variant="scrollable" scrollButtons="auto">
        <Tab label="یک" />
        <Tab label="دو" />
      </Tabs>
      <Table size="small">
        <TableBody>
          <TableRow>
            <TableCell align="left" padding="checkbox" />
            <TableCell align="right" />
          </TableRow>
        </TableBody>
      </Table>
      <Pagination count={5} />
      <Drawer variant="permanent" anchor="left" />
      <Drawer variant="permanent" anchor="right" />
      <Box sx={{ ml: 2, pr: 1, borderLeft: 1, left: 4, textAlign: 'right', translate: '4px 0' }} />
    </ThemeProvider>
  );
}

/** Every rule `cache` inserts for the sampler, by class, as the prerender reads them (server side). */
function stylesWith(cache: EmotionCache) {
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <Sampler />
    </CacheProvider>,
  );
  return cache.inserted;
}

describe('mirroring one declaration at a time (issue 23)', () => {
  // The suite's setup clears the storage after each test; on the server side there is none.
  beforeAll(() => vi.stubGlobal('localStorage', { clear: () => undefined }));

  it('writes the same right-to-left styles as stylis-plugin-rtl', () => {
    const before = stylesWith(createCache({ key: 'x', stylisPlugins: [prefixer, stylisRtlPlugin] }));
    const after = stylesWith(createCache({ key: 'x', stylisPlugins: [rtlDeclarations, prefixer] }));

    expect(Object.keys(after).length).toBeGreaterThan(60);
    expect(after).toEqual(before);
  });

  it('mirrors what a right-to-left page needs mirrored', () => {
    const styles = Object.values(
      stylesWith(createCache({ key: 'y', stylisPlugins: [rtlDeclarations, prefixer] })),
    ).join('');
    expect(styles).toContain('margin:1px 4px 3px 2px;');
    expect(styles).toContain('text-align:right;');
    expect(styles).toContain('float:left;');
    expect(styles).toContain('border-right:2px solid #1f4e8c;');
    expect(styles).toContain('transform:translateX(-12px) translate(-3px, 4px);');
    expect(styles).toContain('transform:translate(-14px, -9px) scale(0.75);');
    expect(styles).toContain('box-shadow:2px 0 4px rgba(0, 0, 0, 0.1);');
    expect(styles).toContain('box-shadow:inset -3px 0 0 #fff,1px 1px 0 #000;');
  });
});
