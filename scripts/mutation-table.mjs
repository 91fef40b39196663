// Reads Stryker's JSON reports and prints the score per file and every surviving mutant.
// Usage: node scripts/mutation-table.mjs <report.json> [<report.json> ...]
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const detected = new Set(["Killed", "Timeout"]);
const undetected = new Set(["Survived", "NoCoverage"]);

function tally(mutants) {
  const count = (status) => mutants.filter((m) => m.status === status).length;
  const row = {
    killed: count("Killed"),
    timeout: count("Timeout"),
    survived: count("Survived"),
    noCoverage: count("NoCoverage"),
  };
  const valid = mutants.filter((m) => detected.has(m.status) || undetected.has(m.status)).length;
  const caught = row.killed + row.timeout;
  row.score = valid === 0 ? 100 : (caught / valid) * 100;
  return row;
}

function pad(text, width, right = false) {
  const s = String(text);
  return right ? s.padStart(width) : s.padEnd(width);
}

const files = [];
const groups = new Map();
for (const reportPath of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(reportPath, "utf8"));
  const base = report.projectRoot ?? resolve(reportPath, "../../..");
  for (const [file, result] of Object.entries(report.files)) {
    const path = relative(root, resolve(base, file));
    files.push({ path, mutants: result.mutants, source: result.source });
  }
}
files.sort((a, b) => a.path.localeCompare(b.path));
for (const f of files) {
  const dir = f.path.slice(0, f.path.lastIndexOf("/"));
  groups.set(dir, [...(groups.get(dir) ?? []), ...f.mutants]);
}

const width = Math.max(30, ...files.map((f) => f.path.length), ...[...groups.keys()].map((g) => g.length + 6));
const header = `${pad("file", width)} ${pad("score", 7, true)} ${pad("killed", 7, true)} ${pad("survived", 9, true)} ${pad("timeout", 8, true)} ${pad("no cov", 7, true)}`;
const line = (name, r) =>
  `${pad(name, width)} ${pad(`${r.score.toFixed(1)}%`, 7, true)} ${pad(r.killed, 7, true)} ${pad(r.survived, 9, true)} ${pad(r.timeout, 8, true)} ${pad(r.noCoverage, 7, true)}`;

console.log(header);
console.log("-".repeat(header.length));
for (const f of files) console.log(line(f.path, tally(f.mutants)));
console.log("-".repeat(header.length));
for (const [dir, mutants] of groups) console.log(line(`${dir}/**`, tally(mutants)));
console.log(line("all", tally(files.flatMap((f) => f.mutants))));

const survivors = files.flatMap((f) =>
  f.mutants
    .filter((m) => undetected.has(m.status))
    .map((m) => ({ ...m, path: f.path }))
    .sort((a, b) => a.location.start.line - b.location.start.line),
);
console.log(`\nSurviving mutants (${survivors.length}):`);
for (const m of survivors) {
  const where = `${m.path}:${m.location.start.line}:${m.location.start.column}`;
  const replacement = (m.replacement ?? "").replace(/\s+/g, " ").slice(0, 70);
  const status = m.status === "NoCoverage" ? " (no coverage)" : "";
  console.log(`${where}  ${m.mutatorName}${status}  -> ${replacement}`);
}
