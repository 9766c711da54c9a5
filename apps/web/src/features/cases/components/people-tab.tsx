import Grid from '@mui/material/Grid';
import type { Case } from '@vakilyar/contract';
import { CaseClients } from './case-clients';
import { CaseLawyers } from './case-lawyers';

/** The case's lawyers (owner and co-counsel) and clients, each side with its own add and remove. */
export function PeopleTab({ item }: { item: Case }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <CaseLawyers item={item} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CaseClients item={item} />
      </Grid>
    </Grid>
  );
}
