// The points area's entities (积分明细): the member's total, what they earned each day, and the history.

export interface DayPoints {
  /** "2026-11-24", the publisher's calendar day */
  day: string;
  points: number;
}

export interface PointsSummary {
  total: number;
  today: number;
  /** the last days, today first */
  days: DayPoints[];
}

export interface PointsEntry {
  id: number;
  /** what earned or spent them (Founder's srname) */
  rule: string;
  note: string;
  /** negative when spent */
  points: number;
  at: number;
}

/** A blockchain certificate (区块链证书) the publisher issued for one of the member's published contributions. */
export interface Certificate {
  fileId: number;
  /** the contribution's title */
  title: string;
  issuedAt: number;
  /** the PDF's address, on the publisher's host (previewPDF.html checks it again) */
  url: string;
}

/** What reading or sharing an article earned (event1): nothing when over the rule's daily count (code 1003). */
export interface PointsEarned {
  earned: boolean;
  points: number;
}
