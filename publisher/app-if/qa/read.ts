import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  INQUIRY_STATUS,
  qaChoices,
  qaDepartments,
  qaInquiries,
  qaSteps,
  type QaInquiryRow,
} from '../../db/schema/index.ts';

/** An inquiry's comments are source 5 (Founder's numbering, spec §7). */
export const INQUIRY_COMMENT_SOURCE = 5;

export async function inquiryById(db: Db, id: number): Promise<QaInquiryRow | undefined> {
  const [row] = await db.select().from(qaInquiries).where(eq(qaInquiries.id, id)).limit(1);
  return row;
}

/** Public: let in by moderation and accepted by the newsroom (a step past submitted). */
export const isPublicInquiry = (q: QaInquiryRow) =>
  q.status === INQUIRY_STATUS.admitted && q.step !== 'submitted';

export const stepsOf = (db: Db, inquiryId: number) =>
  db.select().from(qaSteps).where(eq(qaSteps.inquiryId, inquiryId)).orderBy(asc(qaSteps.at), asc(qaSteps.id));

export const departments = (db: Db) => db.select().from(qaDepartments).orderBy(asc(qaDepartments.orderId));

export const choices = (db: Db) => db.select().from(qaChoices).orderBy(asc(qaChoices.orderId));

/** The member's inquiries, a page of them, or only `id` among them. */
export const inquiriesOf = (db: Db, uid: number, page: number, id?: number) =>
  db
    .select()
    .from(qaInquiries)
    .where(id ? and(eq(qaInquiries.uid, uid), eq(qaInquiries.id, id)) : eq(qaInquiries.uid, uid))
    .orderBy(desc(qaInquiries.createdAt), desc(qaInquiries.id))
    .limit(20)
    .offset(page * 20);
