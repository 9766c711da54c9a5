import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@/features/cases/components/file-size';

/** «ابلاغیه ۱۲.png» → the name and «PNG»: a Latin extension after Persian text reads backwards in a line. */
export function splitFileName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { base: name, extension: '' };
  return { base: name.slice(0, dot), extension: name.slice(dot + 1).toUpperCase() };
}

/** A file's name on one line, and its size and type under it. */
export function FileLabel({ name, size }: { name: string; size: number }) {
  const { base, extension } = splitFileName(name);
  return (
    <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
      <Typography variant="body2" noWrap title={name}>
        {base}
      </Typography>
      {/* Each part on its own: a Latin «PDF» beside Persian digits would reorder one joined line. */}
      <Stack direction="row" spacing={0.75} sx={{ color: 'text.secondary' }}>
        <Typography variant="caption">{formatFileSize(size)}</Typography>
        {extension && (
          <>
            <Typography variant="caption" aria-hidden>
              |
            </Typography>
            <Typography variant="caption" component="bdi">
              {extension}
            </Typography>
          </>
        )}
      </Stack>
    </Stack>
  );
}
