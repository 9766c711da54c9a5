import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Chip from '@mui/material/Chip';
import { MessageCard } from '@/components/message-card';
import { placeholderText } from '@/locales/fa/placeholder';

/** A tab whose feature (calendar events, court notices) is not built yet. */
export function ComingSoonTab({ title, body }: { title: string; body: string }) {
  return (
    <MessageCard
      icon={<ConstructionOutlined />}
      badge={<Chip label={placeholderText.badge} color="secondary" />}
      title={title}
      body={body}
    />
  );
}
