import Button, { type ButtonProps } from '@mui/material/Button';
import { Link } from 'react-router';

type SiteLinkButtonProps = Pick<ButtonProps, 'variant' | 'color' | 'size' | 'endIcon' | 'sx' | 'children'> & {
  /** A path inside the site (`/faq`) or an http(s) address, as the admin entered it. */
  href: string;
};

/** A button to an admin-entered link: inside the app through the router, outside in a new tab. */
export function SiteLinkButton({ href, ...props }: SiteLinkButtonProps) {
  if (href.startsWith('/')) return <Button component={Link} to={href} {...props} />;
  return <Button component="a" href={href} target="_blank" rel="noopener noreferrer" {...props} />;
}
