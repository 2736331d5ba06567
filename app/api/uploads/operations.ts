// The uploads area (spec §7 "upload tokens (mamUploadAccessToken, …, mamUploadDone2)", "object-storage upload
// (multipart) and a fetch of consolidated results"), on the upload service's base. Never encrypted: the file goes
// as multipart, and the other calls carry ids only.
import { appIf } from '../operation';
import { parseAttachment, parseAttachments, parseSent, parseTicket } from './parse';

const upload = { service: 'upload', encrypt: false, userIdFields: ['userID'] } as const;

export const uploadsOperations = {
  mamUploadAccessToken: appIf('mamUploadAccessToken', parseTicket, upload),
  /** one chunk in the part `file` (multipart/form-data), its index in `chunk`, when the ticket names no store URLs */
  mamUpload: appIf('mamUpload', parseSent, { ...upload, method: 'POST', timeout: 'upload' }),
  /** judges the whole file: a film's remux takes up to two minutes */
  mamUploadDone2: appIf('mamUploadDone2', parseAttachment, { ...upload, timeout: 'upload' }),
  mamUploadResults: appIf('mamUploadResults', parseAttachments, { ...upload, method: 'POST' }),
};
