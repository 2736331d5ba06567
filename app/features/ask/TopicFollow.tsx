import { FollowButton } from '~/features/ui/follow/FollowButton';

/** Following the topic with its fan count: an island (TopicPage), rendered on the server, its code after first paint. */
export default function TopicFollow({ id, fans }: { id: number; fans: number }) {
  return <FollowButton kind="topic" id={id} fans={fans} buttonId={`follow-topic-${id}`} />;
}
