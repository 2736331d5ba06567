// Apart from the field, so that a page can make a key without loading the field's code before it is needed.
import { randomHex } from '~/api/vote/record';

/** A new image code's key, chosen by the page: the publisher draws a code for it and keeps it 3 minutes, for one use. */
export const newCaptchaKey = () => randomHex(16);
