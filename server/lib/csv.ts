/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ made inert for spreadsheets. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file: UTF-8 with its mark (which spreadsheets need for Chinese), CRLF line ends. */
export function csvFile(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A download's Content-Disposition for a CSV named `name` (any characters; an ASCII fallback first). */
export function csvAttachment(name: string): string {
  return `attachment; filename="export.csv"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
