import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Telegram from '@mui/icons-material/Telegram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SocialIcon } from '@vakilyar/contract';

/** Iranian messengers (Eitaa, Bale, Rubika) have no icon of their own in MUI: a chat bubble stands in. */
export const SOCIAL_ICON_COMPONENTS: Record<SocialIcon, typeof SvgIcon> = {
  telegram: Telegram,
  instagram: Instagram,
  linkedin: LinkedIn,
  aparat: OndemandVideo,
  whatsapp: WhatsApp,
  eitaa: ForumOutlined,
  bale: ForumOutlined,
  rubika: ForumOutlined,
  youtube: YouTube,
  x: X,
  website: Language,
};
