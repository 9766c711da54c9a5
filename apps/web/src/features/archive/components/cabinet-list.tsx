import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { Link } from 'react-router';
import { codeAsTyped } from '@/lib/format/code';
import { PATHS } from '@/lib/route-paths';
import { archiveText } from '@/locales/fa/archive';
import type { Cabinet } from '../api/list-cabinets';

/** The cabinets as cards: name, code, where it stands, how many cases it holds. */
export function CabinetList({ cabinets }: { cabinets: readonly Cabinet[] }) {
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={archiveText.title}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {cabinets.map((cabinet) => (
        <Grid key={cabinet.pid} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={`${PATHS.archive}/${cabinet.pid}`} sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Inventory2Outlined color="secondary" fontSize="large" />
                  <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                      {toPersianDigits(cabinet.name)}
                    </Typography>
                    {cabinet.location && (
                      <Typography variant="body2" color="text.secondary">
                        {toPersianDigits(cabinet.location)}
                      </Typography>
                    )}
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        label={archiveText.list.cases(toPersianDigits(cabinet.cases_count))}
                      />
                      {cabinet.code && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={archiveText.list.code(codeAsTyped(cabinet.code))}
                        />
                      )}
                    </Stack>
                  </Stack>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
