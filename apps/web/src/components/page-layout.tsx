import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

interface PageLayoutProps {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every signed-in page: its title (also the tab's), then its content. */
export function PageLayout({ title, actions, children }: PageLayoutProps) {
  useDocumentTitle(title);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
