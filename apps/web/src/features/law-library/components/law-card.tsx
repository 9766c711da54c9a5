import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type Law, lawHref, toPersianDigits } from '@vakilyar/contract';
import { Link } from 'react-router';
import { LawFacts } from './law-facts';

/** A law of the library: its title opens the table of contents. */
export function LawCard({ law }: { law: Law }) {
  return (
    <Card variant="outlined" component="article" aria-label={law.title} sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={lawHref(law.slug)} sx={{ height: '100%', alignItems: 'start' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {law.title}
          </Typography>
          <LawFacts law={law} />
          {law.coverage_note && (
            <Typography variant="body2" color="text.secondary">
              {toPersianDigits(law.coverage_note)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
