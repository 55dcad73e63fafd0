/**
 * Where the card's text may break when it wraps: the text cut into pieces
 * that, joined, give it back; a line ends only between two pieces.
 *
 * - Chinese (and any text holding CJK characters): between any two characters.
 * - An e-mail address: only after the @ or before a dot. A break after a
 *   hyphen or an underscore (`…@northwind-` / `coffee-roasters.example.com`)
 *   reads as part of the address, or as a hyphenation that is not there.
 *   After the @ is the better break, when the domain then fits its line.
 * - A web address: after `://`, before a dot or a single slash, never at a
 *   hyphen, for the same reason.
 * - Other Latin text: after spaces, and inside a word after / . - _ (street
 *   numbers such as 5801-5805, double names).
 * Where none of these breaks makes a line fit, the text is set smaller
 * (CardPainter.fit), never broken elsewhere.
 */

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A host name with a top-level domain of letters, an optional scheme, port and path. */
const WEB = /^(https?:\/\/)?[^\s/@:]+\.[a-z\u00a1-\uffff]{2,63}(:\d{1,5})?(\/\S*)?$/i;

/** The breakable pieces of one word (no whitespace in it). */
function wordPieces(word: string): string[] {
  // Trailing punctuation of a sentence is not part of an address.
  const bare = /^(.*?)([,;]*)$/.exec(word)!;
  const [core, tail] = [bare[1]!, bare[2]!];
  let pieces: string[];
  if (EMAIL.test(core)) pieces = core.split(/(?<=@)|(?=\.)/);
  else if (WEB.test(core)) pieces = core.split(/(?<=:\/\/)|(?=\.)|(?<![:/])(?=\/(?!\/))/);
  else return word.split(/(?<=[@/._-])/);
  pieces[pieces.length - 1] += tail;
  return pieces.filter((p) => p !== '');
}

/** Where text that is one e-mail address is best broken (after its @), or null. */
export function preferredBreak(text: string): number | null {
  return EMAIL.test(text) ? text.indexOf('@') + 1 : null;
}

/** The pieces of `text` a line may end between (whitespace stays at the end of the piece before it). */
export function breakPieces(text: string): string[] {
  if (CJK.test(text)) return Array.from(text);
  return text.split(/(?<=\s)(?=\S)/).flatMap((chunk) => {
    const word = chunk.trimEnd();
    const space = chunk.slice(word.length);
    if (word === '') return [chunk];
    const pieces = wordPieces(word);
    pieces[pieces.length - 1] += space;
    return pieces;
  });
}
