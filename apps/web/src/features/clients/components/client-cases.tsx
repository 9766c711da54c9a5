import Add from '@mui/icons-material/Add';
import FolderOffOutlined from '@mui/icons-material/FolderOffOutlined';
import SendToMobileOutlined from '@mui/icons-material/SendToMobileOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Case, PAGE_SIZE_DEFAULT } from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { useCasesByClient } from '@/features/cases/api/list-cases-by-client';
import { CaseList } from '@/features/cases/components/case-list';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { PATHS } from '@/lib/route-paths';
import { casesText } from '@/locales/fa/cases';
import { clientsText } from '@/locales/fa/clients';

interface ClientCasesProps {
  clientPid: string;
  /** Shown when the user may open cases: a new case with this client already picked. */
  canCreateCase?: boolean;
  /** Shown on each row when the user may send access links. */
  onSendLink?: (item: Case) => void;
}

/** The cases a client is on (`cases/by-client/{pid}`), a page at a time. */
export function ClientCases({ clientPid, canCreateCase = false, onSendLink }: ClientCasesProps) {
  const [page, setPage] = useState(1);
  const cases = useCasesByClient(clientPid, { page, page_size: PAGE_SIZE_DEFAULT });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {clientsText.details.casesHeading}
        </Typography>
        {canCreateCase && (
          <Button
            size="small"
            startIcon={<Add />}
            component={Link}
            to={`${PATHS.cases}/new?client=${clientPid}`}
          >
            {clientsText.details.newCaseForClient}
          </Button>
        )}
      </Stack>
      <ListBody
        isPending={cases.isPending}
        isError={cases.isError}
        onRetry={cases.refetch}
        isEmpty={cases.data?.count === 0}
        empty={
          <MessageCard
            icon={<FolderOffOutlined />}
            title={casesText.empty.byClientTitle}
            body={casesText.empty.byClientBody}
          />
        }
      >
        <CaseList
          cases={cases.data?.results ?? []}
          label={clientsText.details.casesHeading}
          linkTo={(pid) => `${PATHS.cases}/${pid}`}
          rowAction={
            onSendLink &&
            ((item) => (
              <Tooltip title={clientsText.accessLink.action}>
                <IconButton
                  aria-label={`${clientsText.accessLink.action}: ${item.title}`}
                  onClick={() => onSendLink(item)}
                >
                  <SendToMobileOutlined />
                </IconButton>
              </Tooltip>
            ))
          }
        />
        <ListPager
          count={cases.data?.count ?? 0}
          page={page}
          pageSize={PAGE_SIZE_DEFAULT}
          onPageChange={setPage}
        />
      </ListBody>
    </Stack>
  );
}
