import GavelOutlined from '@mui/icons-material/GavelOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { permissionsOf } from '@vakilyar/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { useProfile } from '@/features/profile/api/get-profile';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { chatText } from '@/locales/fa/chat';
import { useCreateAiChat } from '../api/create-ai-chat';
import { useChatAllowance } from '../api/get-chat-allowance';
import { AiAllowance } from '../components/ai-allowance';

/** /ai: what the assistant is (and is not), my allowance, and a new AI chat that opens in the room. */
export function AiPage() {
  const text = chatText.ai;
  const navigate = useNavigate();
  const createAiChat = useCreateAiChat();
  const [title, setTitle] = useState('');
  const [shortfall, setShortfall] = useState<string | null>(null);
  const { data: profile } = useProfile();
  // Plans are an office's: only its lawyer is sent to buy one.
  const canBuyPlan = permissionsOf(profile?.roles ?? []).has('subscription.manage');
  const left = useChatAllowance().data?.ai_chats_left;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShortfall(null);
    try {
      const session = await createAiChat.mutateAsync({ title });
      navigate(`${PATHS.chats}/${session.pid}`);
    } catch (error) {
      // Over this month's AI chats: the toast said why; the way out stays on the page.
      if (isApiError(error) && error.type === 'payment_required') setShortfall(error.message);
    }
  };

  return (
    <PageLayout title={text.title}>
      <Alert severity="warning" icon={<GavelOutlined />}>
        <AlertTitle>{text.disclaimerTitle}</AlertTitle>
        {text.disclaimer}
      </Alert>

      <SectionPanel title={text.newChat} hint={text.intro}>
        <Stack component="form" onSubmit={handleSubmit} spacing={2} noValidate>
          <TextField
            label={text.chatTitle}
            helperText={text.chatTitleHint}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {shortfall && (
            <Alert
              severity="error"
              action={
                canBuyPlan && (
                  <Button color="inherit" size="small" component={Link} to={PATHS.subscription}>
                    {text.upgrade}
                  </Button>
                )
              }
            >
              {shortfall}
            </Alert>
          )}
          {typeof left === 'number' && (
            <Typography color={left === 0 ? 'error' : 'text.secondary'}>
              {left === 0 ? text.noneLeft : text.left(formatNumber(left))}
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SmartToyOutlined />}
            loading={createAiChat.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {text.start}
          </Button>
        </Stack>
      </SectionPanel>

      <AiAllowance />
    </PageLayout>
  );
}
