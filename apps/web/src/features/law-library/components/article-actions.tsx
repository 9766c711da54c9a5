import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type LawArticle, lawArticleHref } from '@vakilyar/contract';
import { useState } from 'react';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { useHasSession } from '@/lib/auth/session';
import { notifyError, notifySuccess } from '@/lib/notify';
import { lawLibraryText } from '@/locales/fa/law-library';
import { copyToClipboard } from './copy-to-clipboard';
import { CorrectDialog } from './correct-dialog';
import { PinDialog } from './pin-dialog';

const text = lawLibraryText.article;

/** The office's own (lawyer or secretary) may pin; asked only when signed in. */
function PinButton({ article }: { article: LawArticle }) {
  const { roles } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!roles.includes('lawyer') && !roles.includes('secretary')) return null;
  return (
    <>
      <Button variant="contained" startIcon={<PushPinOutlined />} onClick={() => setOpen(true)}>
        {lawLibraryText.pin.action}
      </Button>
      <PinDialog article={article} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Admins correct the text from an official source (the reason and the replaced text are kept). */
function CorrectButton({ article }: { article: LawArticle }) {
  const { roles } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!roles.includes('admin')) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<EditNoteOutlined />} onClick={() => setOpen(true)}>
        {lawLibraryText.correct.action}
      </Button>
      {open && <CorrectDialog article={article} open onClose={() => setOpen(false)} />}
    </>
  );
}

/** «رونوشت ارجاع» (the citation as a lawyer writes it), the article's deep link, and pinning it to a case. */
export function ArticleActions({ article }: { article: LawArticle }) {
  const signedIn = useHasSession();
  const copy = async (value: string, done: string) => {
    if (await copyToClipboard(value)) notifySuccess(done);
    else notifyError(text.copyFailed);
  };
  const link = `${window.location.origin}${lawArticleHref({ law: article.law, article: article.slug })}`;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<ContentCopyOutlined />}
        onClick={() => copy(article.citation, text.citationCopied(article.citation))}
      >
        {text.copyCitation}
      </Button>
      <Button variant="outlined" startIcon={<LinkOutlined />} onClick={() => copy(link, text.linkCopied)}>
        {text.copyLink}
      </Button>
      {signedIn && <PinButton article={article} />}
      {signedIn && <CorrectButton article={article} />}
    </Stack>
  );
}
