// Banned and suspect words (the moderation pipeline, docs/moderation.md): one pass over a text finds every listed
// word in it, however long the list (Aho–Corasick), so a site's 10,000 words cost a post no more than ten.
//
// Texts and words are compared in one folded form, so that the usual evasions still match: full-width and
// half-width forms are one (NFKC), case is ignored, and spaces, punctuation and symbols between the characters of
// a word are skipped (违 禁 词, 违*禁*词, ｂａｄ all match 违禁词 / bad). Chinese has no spaces between words, so a
// word matches anywhere in a text, not only at word boundaries.
//
// The automaton is kept compact, since every publisher process holds two (banned, suspect) in memory for good:
// all transitions in one Map keyed by node and code point, and per node numbers only (its failure link, its own
// word, the next node on its failure chain that ends a word). A Map and an array of words per node made 20,000
// words a 42 MB heap whose full collections stalled posts by tens of milliseconds.

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

export type WordList = {
  /** how many distinct words the list holds */
  size: number;
  /** the listed words found in the text, each once, in the order they end in it */
  find(text: string): string[];
};

/** above every code point: a transition's key is node * SPAN + code point */
const SPAN = 0x110000;
const NONE = -1;

export function wordList(words: Iterable<string>): WordList {
  const next = new Map<number, number>();
  /** per node: its failure link, the word it ends (an index into `ending`), the next word-ending node on its chain */
  const fail: number[] = [0];
  const word: number[] = [NONE];
  const output: number[] = [NONE];
  /** the first listed spelling of each folded word */
  const ending: string[] = [];
  /** each node's children, for the breadth-first pass that links failures */
  const children: number[][] = [[]];

  for (const listed of new Set(words)) {
    const chars = foldForMatching(listed);
    if (chars.length === 0) continue;
    let at = 0;
    for (const char of chars) {
      const key = at * SPAN + char.codePointAt(0)!;
      let child = next.get(key);
      if (child === undefined) {
        child = fail.length;
        fail.push(0);
        word.push(NONE);
        output.push(NONE);
        children.push([]);
        children[at]!.push(child);
        next.set(key, child);
      }
      at = child;
    }
    if (word[at] === NONE) {
      word[at] = ending.length;
      ending.push(listed);
    }
  }

  // breadth first: a node's failure link is known once its parent's is. The code point of each child is read back
  // from the key it was stored under.
  const codePointOf = new Map<number, number>();
  for (const [key, child] of next) codePointOf.set(child, key % SPAN);
  const queue = [...children[0]!];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head]!;
    for (const child of children[node]!) {
      const cp = codePointOf.get(child)!;
      let f = fail[node]!;
      let target = next.get(f * SPAN + cp);
      while (target === undefined && f !== 0) {
        f = fail[f]!;
        target = next.get(f * SPAN + cp);
      }
      const link = target ?? 0;
      fail[child] = link;
      output[child] = word[link] !== NONE ? link : output[link]!;
      queue.push(child);
    }
  }

  return {
    size: ending.length,
    find(text) {
      const found = new Set<string>();
      let at = 0;
      for (const char of foldForMatching(text)) {
        const cp = char.codePointAt(0)!;
        let to = next.get(at * SPAN + cp);
        while (to === undefined && at !== 0) {
          at = fail[at]!;
          to = next.get(at * SPAN + cp);
        }
        at = to ?? 0;
        for (let hit = word[at] !== NONE ? at : output[at]!; hit !== NONE; hit = output[hit]!)
          found.add(ending[word[hit]!]!);
      }
      return [...found];
    },
  };
}
