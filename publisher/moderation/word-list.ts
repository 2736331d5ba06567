// Banned and suspect words (the moderation pipeline, docs/moderation.md): one pass over a text finds every listed
// word in it, however long the list (Aho–Corasick), so a site's 10,000 words cost a post no more than ten.
//
// Texts and words are compared in one folded form, so that the usual evasions still match: full-width and
// half-width forms are one (NFKC), case is ignored, and spaces, punctuation and symbols between the characters of
// a word are skipped (违 禁 词, 违*禁*词, ｂａｄ all match 违禁词 / bad). Chinese has no spaces between words, so a
// word matches anywhere in a text, not only at word boundaries.

/** What sits between characters without changing a word: spaces, punctuation, symbols, controls and format marks. */
const FILLER = /[\p{Z}\p{P}\p{S}\p{Cc}\p{Cf}]/u;

/** The characters of `text` that count, folded: what both words and texts are compared as. */
export function foldForMatching(text: string): string[] {
  const out: string[] = [];
  for (const char of text.normalize('NFKC').toLowerCase()) {
    if (!FILLER.test(char)) out.push(char);
  }
  return out;
}

type Node = {
  next: Map<string, number>;
  /** where the longest proper suffix that is also a prefix of some word ends */
  fail: number;
  /** the words that end here, this node's own and those of its suffixes */
  words: string[];
};

export type WordList = {
  /** how many distinct words the list holds */
  size: number;
  /** the listed words found in the text, each once, in the order they end in it */
  find(text: string): string[];
};

export function wordList(words: Iterable<string>): WordList {
  const nodes: Node[] = [{ next: new Map(), fail: 0, words: [] }];
  let size = 0;
  for (const word of new Set(words)) {
    const chars = foldForMatching(word);
    if (chars.length === 0) continue;
    let at = 0;
    for (const char of chars) {
      let child = nodes[at]!.next.get(char);
      if (child === undefined) {
        child = nodes.length;
        nodes.push({ next: new Map(), fail: 0, words: [] });
        nodes[at]!.next.set(char, child);
      }
      at = child;
    }
    if (nodes[at]!.words.length === 0) size += 1;
    nodes[at]!.words.push(word);
  }
  // breadth first: a node's failure link is known once its parent's is
  const queue: number[] = [...nodes[0]!.next.values()];
  for (let head = 0; head < queue.length; head += 1) {
    const node = nodes[queue[head]!]!;
    for (const [char, child] of node.next) {
      let fail = node.fail;
      while (fail !== 0 && !nodes[fail]!.next.has(char)) fail = nodes[fail]!.fail;
      const target = nodes[fail]!.next.get(char);
      const childNode = nodes[child]!;
      childNode.fail = target !== undefined && target !== child ? target : 0;
      childNode.words = [...childNode.words, ...nodes[childNode.fail]!.words];
      queue.push(child);
    }
  }
  return {
    size,
    find(text) {
      const found = new Set<string>();
      let at = 0;
      for (const char of foldForMatching(text)) {
        while (at !== 0 && !nodes[at]!.next.has(char)) at = nodes[at]!.fail;
        at = nodes[at]!.next.get(char) ?? 0;
        for (const word of nodes[at]!.words) found.add(word);
      }
      return [...found];
    },
  };
}
