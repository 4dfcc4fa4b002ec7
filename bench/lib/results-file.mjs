// A run of some of the host bundlers (`--bundler X`) updates bench/RESULTS.md in place: each measured bundler's
// section (`## <title>: results` up to the next `## ` heading, lib/report.mjs bundlerSection) replaces the
// one of the same title, or, new, goes in before "## Rivals, for comparison"; every other section is kept as it
// was (with its own date and load average). A run of every bundler writes the whole file.

const RIVALS_HEADING = '## Rivals, for comparison';

/** `markdown` with each of `sections` (`{ title, markdown }`: the bundler's title and its section) put in. */
export function spliceSections(markdown, sections) {
  let lines = markdown.split('\n');
  for (const { title, markdown: section } of sections) {
    const sectionLines = section.replace(/\n+$/, '').split('\n');
    const start = lines.indexOf(`## ${title}: results`);
    if (start === -1) {
      const rivals = lines.indexOf(RIVALS_HEADING);
      const at = rivals === -1 ? lines.length : rivals;
      lines = [...lines.slice(0, at), ...sectionLines, '', ...lines.slice(at)];
      continue;
    }
    const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
    const end = next === -1 ? lines.length : next;
    lines = [...lines.slice(0, start), ...sectionLines, '', ...lines.slice(end)];
  }
  return lines.join('\n');
}
