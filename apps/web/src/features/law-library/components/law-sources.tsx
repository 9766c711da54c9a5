import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LawSource } from '@vakilyar/contract';
import { lawLibraryText } from '@/locales/fa/law-library';

const text = lawLibraryText.article;

/** The data file's address on GitHub, at the commit the text was taken from. */
export const sourceFileUrl = (source: LawSource) =>
  `https://github.com/${source.repository}/blob/${source.commit}/${source.path}`;

/** Where a text came from: the repository's file at its commit, and the web page it copies when known. */
export function SourceLine({ source }: { source: LawSource }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
      <Link href={sourceFileUrl(source)} target="_blank" rel="noopener noreferrer" variant="body2" dir="ltr">
        {`${source.repository}@${source.commit.slice(0, 7)}`}
      </Link>
      {source.url && (
        <Link href={source.url} target="_blank" rel="noopener noreferrer" variant="body2">
          {text.sourcePage}
        </Link>
      )}
    </Stack>
  );
}

/** «منبع متن» and each source of a law. */
export function LawSources({ sources }: { sources: LawSource[] }) {
  if (sources.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h2">
        {text.source}
      </Typography>
      {sources.map((source) => (
        <SourceLine key={`${source.repository}/${source.commit}/${source.path}`} source={source} />
      ))}
    </Stack>
  );
}
