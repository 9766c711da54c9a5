import DensityMediumOutlined from '@mui/icons-material/DensityMediumOutlined';
import DensitySmallOutlined from '@mui/icons-material/DensitySmallOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { dataTableText } from '@/locales/fa/data-table';
import type { TableDensity } from './use-table-density';

interface DensityToggleProps {
  density: TableDensity;
  onChange: (density: TableDensity) => void;
}

/** «عادی» or «فشرده»: how tall a table's rows are. */
export function DensityToggle({ density, onChange }: DensityToggleProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={density}
      onChange={(_event, next: TableDensity | null) => next && onChange(next)}
      aria-label={dataTableText.density}
    >
      <ToggleButton value="comfortable" sx={{ gap: 0.5, px: 1.25, py: 0.25 }}>
        <DensityMediumOutlined fontSize="small" />
        {dataTableText.comfortable}
      </ToggleButton>
      <ToggleButton value="compact" sx={{ gap: 0.5, px: 1.25, py: 0.25 }}>
        <DensitySmallOutlined fontSize="small" />
        {dataTableText.compact}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
