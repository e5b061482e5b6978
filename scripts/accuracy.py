#!/usr/bin/env python3
"""The accuracy workflow: run the checker over real apps, draw a reproducible review sample per
rule, and tally the verdicts a reviewer writes into it.

  accuracy.py run   --binary PATH --out DIR [--config FILE] APP_FOLDER...
      Runs `check --format json` on each app (as a new user would: no configuration unless
      --config is given) into DIR/<app>.json, and prints per-rule counts.
  accuracy.py sheet DIR [--per-rule N] [--seed S] [--rule ID ...] [--context K] > review.md
      Writes a review sheet: per rule, up to N findings drawn with a fixed seed, taking apps in
      turn so that one large app does not fill the sample; each with its source lines and a blank
      'verdict:' line for the reviewer (TP, FP or ?, then a short reason).
  accuracy.py score review.md [--min N]
      Tallies the verdicts per rule and per app, and prints precision (TP / (TP + FP)); with
      --min, lists the rules below N percent.

The same reports and seed always give the same sheet.
"""
import argparse
import collections
import json
import os
import random
import re
import subprocess
import sys


def run(arguments):
  os.makedirs(arguments.out, exist_ok=True)
  totals = collections.Counter()
  for folder in arguments.apps:
    name = os.path.basename(os.path.normpath(folder))
    command = [arguments.binary, "check", os.path.abspath(folder), "--format", "json"]
    if arguments.config:
      command += ["--config", arguments.config]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode not in (0, 1):
      print(f"{name}: exit {result.returncode}: {result.stderr.strip()}", file=sys.stderr)
      continue
    path = os.path.join(arguments.out, name + ".json")
    with open(path, "w", encoding="utf-8") as handle:
      handle.write(result.stdout)
    with open(os.path.join(arguments.out, name + ".notes.txt"), "w", encoding="utf-8") as handle:
      handle.write(result.stderr)
    report = json.loads(result.stdout)
    per_rule = collections.Counter(finding["rule"] for finding in report["findings"])
    totals.update(per_rule)
    summary = ", ".join(f"{rule} {count}" for rule, count in sorted(per_rule.items()))
    print(f"{name}: {len(report['findings'])} findings ({summary})")
  print("all: " + ", ".join(f"{rule} {count}" for rule, count in sorted(totals.items())))


def load_reports(folder):
  reports = {}
  for entry in sorted(os.listdir(folder)):
    if entry.endswith(".json"):
      with open(os.path.join(folder, entry), encoding="utf-8") as handle:
        reports[entry[: -len(".json")]] = json.load(handle)["findings"]
  return reports


def source_lines(path, line, context):
  try:
    with open(path, encoding="utf-8", errors="replace") as handle:
      lines = handle.read().split("\n")
  except OSError as error:
    return [f"    (cannot read: {error})"]
  first, last = max(1, line - context), min(len(lines), line + context)
  return [f"{'>' if number == line else ' '}{number:6} {lines[number - 1]}" for number in range(first, last + 1)]


def sheet(arguments):
  reports = load_reports(arguments.folder)
  by_rule = collections.defaultdict(lambda: collections.defaultdict(list))
  for app, findings in reports.items():
    for finding in findings:
      by_rule[finding["rule"]][app].append(finding)
  print(f"# Review sheet: {arguments.folder}, seed {arguments.seed}, up to {arguments.per_rule} per rule\n")
  print("Write TP, FP or ? after each 'verdict:', then a short reason.\n")
  for rule in sorted(by_rule):
    if arguments.rule and rule not in arguments.rule:
      continue
    generator = random.Random(f"{arguments.seed}:{rule}")
    queues = []
    for app in sorted(by_rule[rule]):
      findings = sorted(by_rule[rule][app], key=lambda item: (item["path"], item["line"], item["column"]))
      generator.shuffle(findings)
      queues.append((app, findings))
    sample = []
    while len(sample) < arguments.per_rule and any(findings for _, findings in queues):
      for app, findings in queues:
        if findings and len(sample) < arguments.per_rule:
          sample.append((app, findings.pop()))
    total = sum(len(items) for items in by_rule[rule].values())
    print(f"## {rule}: {len(sample)} of {total}\n")
    for app, finding in sample:
      print(f"### [{app}] {finding['path']}:{finding['line']}:{finding['column']}")
      print(f"{finding['message']}\n```")
      print("\n".join(source_lines(finding["path"], finding["line"], arguments.context)))
      print("```\nverdict: \n")


def score(arguments):
  rule, app = None, None
  table = collections.defaultdict(collections.Counter)
  apps = collections.defaultdict(collections.Counter)
  with open(arguments.sheet, encoding="utf-8") as handle:
    for line in handle:
      if match := re.match(r"## (\S+): ", line):
        rule = match.group(1)
      elif match := re.match(r"### \[([^\]]+)\]", line):
        app = match.group(1)
      elif line.startswith("verdict:") and rule:
        verdict = (line[len("verdict:"):].strip().split() or [""])[0].rstrip(".,;:").upper()
        key = verdict if verdict in ("TP", "FP") else ("?" if verdict == "?" else "unread")
        table[rule][key] += 1
        apps[app][key] += 1
  print("| rule | read | TP | FP | ? | precision |\n|---|---:|---:|---:|---:|---:|")
  below = []
  for name in sorted(table):
    counts = table[name]
    judged = counts["TP"] + counts["FP"]
    precision = 100.0 * counts["TP"] / judged if judged else float("nan")
    read = counts["TP"] + counts["FP"] + counts["?"]
    print(f"| `{name}` | {read} | {counts['TP']} | {counts['FP']} | {counts['?']} | {precision:.0f}% |")
    if arguments.min is not None and judged and precision < arguments.min:
      below.append(name)
  print("\n| app | TP | FP | ? |\n|---|---:|---:|---:|")
  for name in sorted(apps):
    print(f"| {name} | {apps[name]['TP']} | {apps[name]['FP']} | {apps[name]['?']} |")
  if below:
    print(f"\nbelow {arguments.min}%: {', '.join(below)}")


def main():
  parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  commands = parser.add_subparsers(dest="command", required=True)
  run_parser = commands.add_parser("run")
  run_parser.add_argument("--binary", required=True)
  run_parser.add_argument("--out", required=True)
  run_parser.add_argument("--config")
  run_parser.add_argument("apps", nargs="+")
  sheet_parser = commands.add_parser("sheet")
  sheet_parser.add_argument("folder")
  sheet_parser.add_argument("--per-rule", type=int, default=12)
  sheet_parser.add_argument("--seed", type=int, default=20261201)
  sheet_parser.add_argument("--rule", action="append")
  sheet_parser.add_argument("--context", type=int, default=4)
  score_parser = commands.add_parser("score")
  score_parser.add_argument("sheet")
  score_parser.add_argument("--min", type=float)
  arguments = parser.parse_args()
  {"run": run, "sheet": sheet, "score": score}[arguments.command](arguments)


if __name__ == "__main__":
  sys.exit(main())
