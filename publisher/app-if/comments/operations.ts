import { delMyDiscuss } from './delete.ts';
import { expose } from './expose.ts';
import { discuss } from './post.ts';
import { discussUpload } from './upload.ts';
import { discussCount, discussHot, discussReply, discussView, discussViewMember, myDiscuss } from './read.ts';

/** Comments: the lists and counts, the member's own waiting ones, pictures, posting, deleting and reporting. */
export const commentsOperations = [
  discussView,
  discussViewMember,
  discussHot,
  discussReply,
  discussCount,
  myDiscuss,
  discussUpload,
  discuss,
  delMyDiscuss,
  expose,
];
