import { myTipoff, tipoffContent } from './content.ts';
import { tipoff } from './post.ts';

/**
 * Tip-offs (报料, tipoffDetail/:id?.html; docs/tipoff.md): a member sends one with files from the scene, reads it
 * with its handling state and the newsroom's reply, and lists their own.
 */
export const tipoffOperations = [tipoff, tipoffContent, myTipoff];
