// The columns area's entity. Field names are the reader's words; the wire spellings live only in the parser.

export interface Column {
  id: number;
  name: string;
  parentId: number;
  style: number;
  type: string;
  topCount: number;
  icon?: string;
  description?: string;
  linkUrl?: string;
  children: Column[];
}
