import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

interface PublicPageProps {
  title: string;
  /** A sentence under the title. */
  hint?: string;
  /** Above the title: a way back, for a page below another. */
  back?: ReactNode;
  children: ReactNode;
}

/** The frame of a public page below the home: its title (also the tab's), then its content. */
export function PublicPage({ title, hint, back, children }: PublicPageProps) {
  useDocumentTitle(title);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1152, mx: 'auto', width: '100%', py: { xs: 1, md: 3 } }}>
      <Stack spacing={1}>
        {back}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
          {title}
        </Typography>
        {hint && (
          <Typography color="text.secondary" sx={{ maxWidth: 720, lineHeight: 1.9 }}>
            {hint}
          </Typography>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
