import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import LocalPoliceOutlined from '@mui/icons-material/LocalPoliceOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ServiceIcon } from '@vakilyar/contract';

/** The icon of each service item, by the name the admin chose. */
export const SERVICE_ICON_COMPONENTS: Record<ServiceIcon, typeof SvgIcon> = {
  gavel: GavelOutlined,
  chat: ChatOutlined,
  contract: DescriptionOutlined,
  family: FamilyRestroomOutlined,
  business: BusinessCenterOutlined,
  property: HomeWorkOutlined,
  criminal: LocalPoliceOutlined,
  document: ArticleOutlined,
  calendar: CalendarMonthOutlined,
  ai: SmartToyOutlined,
  support: SupportAgentOutlined,
  education: SchoolOutlined,
};
