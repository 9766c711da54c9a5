import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
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
        <FormTextField control={control} name="tariff.matter" label={text.matter} select fullWidth>
          {TARIFF_MATTERS.map((m) => (
            <MenuItem key={m} value={m}>
              {TARIFF_MATTER_LABELS[m]}
            </MenuItem>
          ))}
        </FormTextField>
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
            <FormTextField
              control={control}
              name="tariff.criminal_court"
              label={text.criminalCourt}
              select
              fullWidth
            >
              {CRIMINAL_COURTS.map((c) => (
                <MenuItem key={c} value={c}>
                  {CRIMINAL_COURT_LABELS[c]}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="tariff.criminal_grade"
              label={text.criminalGrade}
              select
              fullWidth
            >
              {CRIMINAL_GRADES.map((g) => (
                <MenuItem key={g} value={g}>
                  {CRIMINAL_GRADE_LABELS[court][g]}
                </MenuItem>
              ))}
            </FormTextField>
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
          <FormTextField control={control} name="tariff.outcome" label={text.outcome} select fullWidth>
            {CLAIM_OUTCOMES.map((o) => (
              <MenuItem key={o} value={o}>
                {CLAIM_OUTCOME_LABELS[o]}
              </MenuItem>
            ))}
          </FormTextField>
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
