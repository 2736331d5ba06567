import { Link } from 'react-router';
import type { Account } from '~/api/subscription/entities';
import { FollowButton } from '~/features/ui/follow/FollowButton';
import { href } from '~/lib/paths';
import { Avatar } from '~/features/ui/avatar/Avatar';
import styles from './AccountRow.module.css';

/** An account in a list: icon and name open its page; subscribe from the list. `section` keeps button ids unique. */
export function AccountRow({ account, section }: { account: Account; section: string }) {
  return (
    <li className={styles.row}>
      <Link className={styles.link} to={href.xyDetail(account.id)}>
        <Avatar icon={account.icon} size="small" />
        <span className={styles.text}>
          <span className={styles.name}>{account.name}</span>
          {account.description && <span className={styles.intro}>{account.description}</span>}
        </span>
      </Link>
      <FollowButton
        kind="account"
        id={account.id}
        fans={account.fans}
        buttonId={`${section}-${account.id}`}
        showCount={false}
      />
    </li>
  );
}
