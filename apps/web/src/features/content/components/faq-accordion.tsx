import ExpandMore from '@mui/icons-material/ExpandMore';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Faq } from '@vakilyar/contract';
import { Link } from 'react-router';
import { PATHS } from '@/lib/route-paths';
import { faqText } from '@/locales/fa/content';

/** Questions that open to their answers, each with a link of its own. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Stack spacing={1.25}>
      {faqs.map((faq) => (
        <Accordion
          key={faq.pid}
          disableGutters
          variant="outlined"
          sx={{ borderRadius: 1.5, '&::before': { display: 'none' }, overflow: 'hidden' }}
        >
          <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: { xs: 2, sm: 2.5 }, py: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.8 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pt: 0 }}>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', lineHeight: 2 }}>
              {faq.answer}
            </Typography>
            <Button
              component={Link}
              to={`${PATHS.faq}/${faq.pid}`}
              size="small"
              startIcon={<LinkOutlined />}
              sx={{ mt: 1, px: 0.5 }}
            >
              {faqText.permalink}
            </Button>
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}
