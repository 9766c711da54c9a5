import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Chip from '@mui/material/Chip';
import { lawLibraryText } from '@/locales/fa/law-library';

/** «ممکن است اصلاح شده باشد» beside an article marked amended after the library's text. */
export function AmendedMark() {
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<ReportProblemOutlined />}
      label={lawLibraryText.article.amended}
      sx={{ fontWeight: 500 }}
    />
  );
}
