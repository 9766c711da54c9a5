import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { profileText } from '@/locales/fa/profile';
import { useSecretaryInfo } from '../api/get-secretary-info';

const text = profileText.myOffice;

/** For a secretary: the office she works in, its lawyer (to call) and her fellow secretaries. */
export function SecretaryOfficeCard() {
  const { data: info, isError } = useSecretaryInfo(true);
  if (!info && !isError) return null;
  const others = info?.secretaries ?? [];
  return (
    <Card variant="outlined" component="section" aria-label={text.heading}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {text.heading}
          </Typography>
          {isError || !info ? (
            <Typography color="text.secondary">{text.loadFailed}</Typography>
          ) : (
            <>
              <Typography>
                {text.office}: {info.office.name}
              </Typography>
              <Typography>
                {text.lawyer}: {info.lawyer.first_name} {info.lawyer.last_name} (
                <bdi dir="ltr">{toPersianDigits(info.lawyer.mobile)}</bdi>)
              </Typography>
              {others.length > 0 && (
                <Typography color="text.secondary">
                  {text.colleagues}: {others.map((s) => `${s.first_name} ${s.last_name}`).join('، ')}
                </Typography>
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
