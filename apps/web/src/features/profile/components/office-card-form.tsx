import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type OfficeCard,
  type OfficeCardRequest,
  type OfficeCardForm as OfficeCardValues,
  zOfficeCardRequest,
} from '@vakilyar/contract';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { barAssociationItems } from '@/components/bar-association-items';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { profileText } from '@/locales/fa/profile';
import { useOfficeCard, useSaveOfficeCard } from '../api/office-card';

const text = profileText.office;
const FIELDS = ['name', 'licence_no', 'bar_association', 'address'] as const;

interface FormValues {
  name: string;
  licence_no: string;
  bar_association: string;
  address: string;
}

const schemaResolver = zodResolver(zOfficeCardRequest);
/** «انتخاب نشده» is no bar association rather than a bad code. */
const resolver = ((values: FormValues, context, options) =>
  schemaResolver(
    { ...values, bar_association: values.bar_association || null } as OfficeCardValues,
    context,
    options as never,
  )) as Resolver<FormValues, unknown, OfficeCardRequest>;

function OfficeCardFields({ card }: { card: OfficeCard }) {
  const save = useSaveOfficeCard();
  const form = useForm<FormValues, unknown, OfficeCardRequest>({
    resolver,
    defaultValues: {
      name: card.name,
      licence_no: card.licence_no ?? '',
      bar_association: card.bar_association ?? '',
      address: card.address ?? '',
    },
  });
  const handleSubmit = form.handleSubmit(async (card) => {
    try {
      await save.mutateAsync(card);
      notifySuccess(text.saved);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  const readOnly = { htmlInput: { readOnly: !card.can_edit } };

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit}>
      <FormTextField control={form.control} name="name" label={text.name} slotProps={readOnly} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="licence_no"
          label={text.licenceNo}
          slotProps={{ htmlInput: { readOnly: !card.can_edit, dir: 'ltr', inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
        <FormTextField
          control={form.control}
          name="bar_association"
          label={text.barAssociation}
          select
          disabled={!card.can_edit}
          sx={{ flex: 2 }}
        >
          {barAssociationItems(text.noBarAssociation)}
        </FormTextField>
      </Stack>
      <FormTextField
        control={form.control}
        name="address"
        label={text.address}
        multiline
        minRows={2}
        slotProps={readOnly}
      />
      {card.can_edit ? (
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {text.save}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {text.readOnly}
        </Typography>
      )}
    </Stack>
  );
}

/** The office's name, the lawyer's licence and bar association and the address; the secretary reads them. */
export function OfficeCardForm() {
  const card = useOfficeCard();
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2" id={headingId}>
            {text.heading}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
            {text.hint}
          </Typography>
          {card.data && <OfficeCardFields card={card.data} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
