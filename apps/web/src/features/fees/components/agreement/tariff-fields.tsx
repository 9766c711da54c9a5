import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import {
  CLAIM_OUTCOME_LABELS,
  CLAIM_OUTCOMES,
  CRIMINAL_COURT_LABELS,
  CRIMINAL_COURTS,
  CRIMINAL_GRADE_LABELS,
  CRIMINAL_GRADES,
  FEE_STAGE_LABELS,
  type FeeStage,
  TARIFF_MATTER_LABELS,
  TARIFF_MATTERS,
} from '@vakilyar/contract';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { feesText } from '@/locales/fa/fees';
import { ChoiceField } from '../../kit/choice-field';
import { AmountField } from '../amount-field';
import type { AgreementValues } from './agreement-values';
import { stagesOf } from './agreement-values';
import { CheckboxField } from './checkbox-field';

const text = feesText.tariff;
type FormControl = Control<AgreementValues, unknown, unknown>;

/** Which stages the lawyer takes on: none ticked means all of them. */
function StageChoice({ control, stages }: { control: FormControl; stages: FeeStage[] }) {
  return (
    <Controller
      control={control}
      name="tariff.stages"
      render={({ field }) => {
        const chosen = (field.value ?? []).filter((s) => stages.includes(s));
        const effective = chosen.length > 0 ? chosen : stages;
        const toggle = (stage: FeeStage, on: boolean) => {
          const next = on ? [...effective, stage] : effective.filter((s) => s !== stage);
          field.onChange(next.length === stages.length ? [] : stages.filter((s) => next.includes(s)));
        };
        return (
          <FormGroup row role="group" aria-label={text.stages}>
            <FormLabel component="span" sx={{ width: '100%', fontSize: 14 }}>
              {text.stages}
            </FormLabel>
            {stages.map((stage) => {
              const checked = effective.includes(stage);
              return (
                <FormControlLabel
                  key={stage}
                  label={FEE_STAGE_LABELS[stage]}
                  control={
                    <Checkbox
                      checked={checked}
                      disabled={checked && effective.length === 1}
                      onChange={(_event, on) => toggle(stage, on)}
                    />
                  }
                />
              );
            })}
          </FormGroup>
        );
      }}
    />
  );
}

/** The inputs the tariff reads for the chosen matter (claim value, finality, court and grade, …). */
export function TariffFields({ control }: { control: FormControl }) {
  const matter = useWatch({ control, name: 'tariff.matter' });
  const civil = ['money_claim', 'family', 'non_contentious', 'non_monetary'].includes(matter);
  const court = useWatch({ control, name: 'tariff.criminal_court' }) ?? 'criminal_2';
  const stages = stagesOf(matter);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChoiceField
          control={control}
          name="tariff.matter"
          label={text.matter}
          choices={TARIFF_MATTERS}
          labels={TARIFF_MATTER_LABELS}
        />
      </Grid>
      {matter === 'money_claim' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <AmountField
            control={control}
            name="tariff.claim_amount"
            label={text.claimAmount}
            fullWidth
            required
          />
        </Grid>
      )}
      {matter === 'criminal' && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              control={control}
              name="tariff.criminal_court"
              label={text.criminalCourt}
              choices={CRIMINAL_COURTS}
              labels={CRIMINAL_COURT_LABELS}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              control={control}
              name="tariff.criminal_grade"
              label={text.criminalGrade}
              choices={CRIMINAL_GRADES}
              labels={CRIMINAL_GRADE_LABELS[court]}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="tariff.further_charges"
              label={text.furtherCharges}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        </>
      )}
      {civil && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <ChoiceField
            control={control}
            name="tariff.outcome"
            label={text.outcome}
            choices={CLAIM_OUTCOMES}
            labels={CLAIM_OUTCOME_LABELS}
          />
        </Grid>
      )}
      {matter === 'consultation' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="tariff.consultation_minutes"
            label={text.minutes}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      )}
      <Grid size={12}>
        <FormGroup>
          {(civil || matter === 'criminal') && (
            <CheckboxField control={control} name="tariff.first_instance_final" label={text.final} />
          )}
          {matter === 'criminal' && (
            <CheckboxField
              control={control}
              name="tariff.without_prosecution"
              label={text.withoutProsecution}
            />
          )}
          <CheckboxField control={control} name="tariff.specialist" label={text.specialist} />
        </FormGroup>
      </Grid>
      {stages.length > 0 && (
        <Grid size={12}>
          <StageChoice control={control} stages={stages} />
        </Grid>
      )}
    </Grid>
  );
}
