import ErrorOutline from '@mui/icons-material/ErrorOutline';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lawArticleHref, type PinnedArticle, toPersianDigits } from '@vakilyar/contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { EmptyState } from '@/features/payments/components/empty-state';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { lawLibraryText } from '@/locales/fa/law-library';
import { useCasePins, usePinArticle, useUnpinArticle } from '../api/case-pins';
import { AmendedMark } from './amended-mark';
import { ArticlePicker } from './article-picker';

const text = lawLibraryText.pins;

function PinnedItem({ pin, onUnpin }: { pin: PinnedArticle; onUnpin?: () => void }) {
  const { article } = pin;
  return (
    <ListItem
      divider
      alignItems="flex-start"
      secondaryAction={
        onUnpin && (
          <Tooltip title={text.unpin(article.citation)}>
            <IconButton edge="end" aria-label={text.unpin(article.citation)} onClick={onUnpin}>
              <PushPinOutlined />
            </IconButton>
          </Tooltip>
        )
      }
      sx={{ pr: onUnpin ? 7 : 2 }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={lawArticleHref({ law: article.law, article: article.slug })}
            sx={{ fontWeight: 700 }}
          >
            {toPersianDigits(article.citation)}
          </Link>
          {article.amended && <AmendedMark />}
        </Stack>
        {pin.note && <Typography variant="body2">{toPersianDigits(pin.note)}</Typography>}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {toPersianDigits(article.snippet)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {text.pinned(pin.pinned_by, formatJalaliDate(pin.pinned_at))}
        </Typography>
      </Stack>
    </ListItem>
  );
}

/** A case's tab of the articles kept with it; the office may pin more (found by words or reference) or unpin. */
export function CasePinnedArticles({ casePid, canPin }: { casePid: string; canPin: boolean }) {
  const headingId = useId();
  const pins = useCasePins(casePid);
  const pin = usePinArticle();
  const unpin = useUnpinArticle(casePid);

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography id={headingId} variant="h6" component="h2">
              {text.title}
            </Typography>
            <Button component={RouterLink} to={PATHS.laws} startIcon={<LocalLibraryOutlined />}>
              {text.library}
            </Button>
          </Stack>
          {canPin && (
            <ArticlePicker
              disabled={pin.isPending}
              onPick={(hit) =>
                pin.mutateAsync({ casePid, pin: { law: hit.law, article: hit.slug } }).then(
                  () => notifySuccess(lawLibraryText.pin.done),
                  () => {},
                )
              }
            />
          )}
          {pins.isPending && <PageLoader />}
          {pins.isError && (
            <MessageCard
              icon={<ErrorOutline />}
              title={text.loadFailed}
              action={<Button onClick={() => pins.refetch()}>{commonText.retry}</Button>}
            />
          )}
          {pins.data?.length === 0 && (
            <EmptyState
              icon={<PushPinOutlined />}
              title={text.empty}
              body={canPin ? text.emptyHint : undefined}
            />
          )}
          {pins.data && pins.data.length > 0 && (
            <List aria-labelledby={headingId} disablePadding>
              {pins.data.map((item) => (
                <PinnedItem
                  key={item.article.id}
                  pin={item}
                  onUnpin={
                    canPin
                      ? () =>
                          unpin.mutateAsync({ law: item.article.law, article: item.article.slug }).then(
                            () => notifySuccess(text.unpinned),
                            () => {},
                          )
                      : undefined
                  }
                />
              ))}
            </List>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
