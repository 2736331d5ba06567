import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ItemLink } from './itemLink';

/** In-app pages go through the router; external links open in a new window, as the web client does. */
export function ItemAnchor({
  link,
  className,
  children,
}: {
  link: ItemLink;
  className?: string;
  children: ReactNode;
}) {
  if (link.kind === 'external') {
    return (
      <a className={className} href={link.url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={link.to}>
      {children}
    </Link>
  );
}
