import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  CASE_STAGE_LABELS,
  CASE_TYPE_LABELS,
  officePaths,
  PAGE_SIZE_DEFAULT,
  toPersianDigits,
} from '@vakilyar/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { CaseStatusChip } from '@/features/cases/components/case-status-chip';
import { DocumentList } from '@/features/cases/components/document-list';
import { CaseThreadPanel } from '@/features/cases/hub/case-thread-panel';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { MyCaseFees } from '@/features/fees/components/my-case-fees';
import { formatJalaliDateTime, formatJalaliDay } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { caseHubText } from '@/locales/fa/case-hub';
import { casesText } from '@/locales/fa/cases';
import { myCasesText } from '@/locales/fa/my-cases';
import { useMyCase } from '../api/get-my-case';
import { useMyCaseDocuments } from '../api/list-my-case-documents';
import type { MyCase } from '../api/list-my-cases';
import { MyCaseEvents } from '../components/my-case-events';

/** /my-cases/:pid: a client's case, read-only, with the documents shared with them. */
export function MyCasePage() {
  const { pid = '' } = useParams();
  const found = useMyCase(pid);
  if (found.isPending) return <PageLoader />;
  if (!found.data) {
    return (
      <PageLayout title={myCasesText.caseTitle}>
        <MessageCard
          icon={<SearchOff />}
          title={myCasesText.notFound}
          action={
            <Button component={Link} to={PATHS.myCases} variant="outlined">
              {myCasesText.backToList}
            </Button>
          }
        />
      </PageLayout>
    );
  }
  return <MyCaseView item={found.data} />;
}

const persian = (value: string | null) => (value ? toPersianDigits(value) : '');

function MyCaseView({ item }: { item: MyCase }) {
  const [page, setPage] = useState(1);
  const documents = useMyCaseDocuments(item.pid, { page, page_size: PAGE_SIZE_DEFAULT });
  const text = casesText.fields;
  const rows = [
    { label: text.status, value: <CaseStatusChip status={item.status} /> },
    { label: text.caseType, value: CASE_TYPE_LABELS[item.case_type] },
    { label: text.stage, value: CASE_STAGE_LABELS[item.stage] },
    { label: text.caseNumber, value: persian(item.case_number) },
    { label: text.court, value: persian(item.court) },
    { label: text.branch, value: persian(item.branch) },
    { label: text.opponent, value: persian(item.opponent) },
    { label: text.subject, value: persian(item.subject) },
    { label: text.startDate, value: item.start_date ? formatJalaliDay(item.start_date) : '' },
    { label: myCasesText.office, value: item.office.name },
    {
      label: myCasesText.lawyers,
      value: item.lawyers.map((l) => `${l.first_name} ${l.last_name}`).join('، '),
    },
    { label: text.updatedAt, value: formatJalaliDateTime(item.updated_at) },
  ];

  return (
    <PageLayout title={toPersianDigits(item.title)}>
      <Alert severity="info">{myCasesText.readOnly}</Alert>
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            {rows.map((row) => (
              <Grid key={row.label} size={{ xs: 6, md: 4 }}>
                <DetailRow label={row.label} value={row.value} />
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
      <MyCaseEvents casePid={item.pid} />
      <MyCaseFees casePid={item.pid} />
      <Typography variant="h6" component="h2">
        {myCasesText.documentsHeading}
      </Typography>
      <ListBody
        isPending={documents.isPending}
        isError={documents.isError}
        onRetry={documents.refetch}
        isEmpty={documents.data?.count === 0}
        empty={<MessageCard icon={<FolderOpenOutlined />} title={myCasesText.documentsEmpty} />}
      >
        <DocumentList
          documents={documents.data?.results ?? []}
          downloadPath={(document) => officePaths.myCaseDocumentDownload(item.pid, document.pid)}
        />
        <ListPager
          count={documents.data?.count ?? 0}
          page={page}
          pageSize={PAGE_SIZE_DEFAULT}
          onPageChange={setPage}
        />
      </ListBody>
      <Typography variant="h6" component="h2" id="case-thread">
        {caseHubText.thread.clientTitle}
      </Typography>
      <CaseThreadPanel casePid={item.pid} asClient />
    </PageLayout>
  );
}
