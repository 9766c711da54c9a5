import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import { useProfilePhotoUrl } from '../api/profile-photo';

interface ProfileAvatarProps {
  /** The user's name, empty while it loads: its first letter stands in for a missing photo. */
  name: string;
  hasPhoto: boolean;
  size: number;
  /** The background behind the initial (a theme colour). */
  background: string;
}

/**
 * My photo, or the initial of my name. The picture is decorative (empty alt): it always stands next to the
 * name or inside a control that is already named.
 */
export function ProfileAvatar({ name, hasPhoto, size, background }: ProfileAvatarProps) {
  const url = useProfilePhotoUrl(hasPhoto);
  return (
    <Avatar src={url ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: background }}>
      {name ? name.charAt(0) : <PersonOutlined fontSize="small" />}
    </Avatar>
  );
}
