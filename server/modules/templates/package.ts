import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

/**
 * Office files are ZIP packages of XML parts: the writers' theme part is
 * replaced by the brand's (core/office/theme.ts), and a .thmx is zipped
 * from its parts.
 */

/** Each of `parts` (XML) replaces a part the package has; `more` may give any part new bytes (media). */
export function replaceParts(file: Buffer, parts: Record<string, string>, more?: (name: string, all: Readonly<Record<string, Uint8Array>>) => Uint8Array<ArrayBuffer> | undefined): Buffer {
  const entries = unzipSync(new Uint8Array(file));
  for (const [name, xml] of Object.entries(parts)) {
    if (!(name in entries)) throw new Error(`${name} is not in the package`);
    entries[name] = strToU8(xml);
  }
  if (more) {
    const all = { ...entries };
    for (const name of Object.keys(all)) {
      const replaced = more(name, all);
      if (replaced) entries[name] = replaced;
    }
  }
  // Folders listed as entries (pptxgenjs writes them) are kept as they were.
  return Buffer.from(zipSync(entries as Zippable, { level: 6 }));
}

export function zipParts(parts: Record<string, string>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, strToU8(v)])), { level: 6 }));
}

/** A part's text (tests, checks). */
export function readPart(file: Buffer, name: string): string | null {
  const entries = unzipSync(new Uint8Array(file), { filter: (f) => f.name === name });
  const part = entries[name];
  return part ? strFromU8(part) : null;
}
