#!/usr/bin/env python3
"""The sealed evaluation: which apps the rules may be tuned on, which only judge them, and the
figure a round of blind verdicts gives. See docs/accuracy.md, "The sealed evaluation".

  sealed_eval.py split  CORPUS.tsv --seed S --sealed N
      Draws N sealed apps with seed S from the corpus rows whose `set` is `new`, marks the rest
      of those `tuning`, and rewrites CORPUS.tsv. Run once per round, before any finding of a
      new app is read; the seed and the draw are committed with the corpus.
  sealed_eval.py sample CORPUS.tsv REPORT_DIR --seed S --per-rule N [--rules ID,...] > SAMPLE.tsv
      From the `sealed` apps' JSON reports (REPORT_DIR/<name>.json, from `check --format json`
      on a folder laid out from the recorded commit), draws up to N findings per rule with seed
      S, apps taken in turn so one large app does not fill a rule's sample. Writes one row per
      finding: rule, app, repository, commit, path (inside the app), line, message; no source.
  sealed_eval.py table ROUND.tsv ... > Sources/ProsceniumRules/Documentation/SealedPrecision.swift
      Writes the per-rule totals of the sealed rounds as the Swift table 'explain' shows
      (a drift test compares it with the committed verdicts).
  sealed_eval.py score VERDICTS.tsv [--rule-bar P] [--overall-bar P] [--app-bar P --app-min N]
      Tallies verdicts (the sample's columns plus `verdict` TRUE/FALSE/UNSURE and `reason`):
      precision per rule, per app and over all findings, with sample sizes, and the bars of
      issue "Precision that holds on apps nobody tuned for" checked. Exits 1 when a bar fails.

The same corpus, reports and seed always give the same draw and the same sample.
"""
import argparse
import collections
import csv
import json
import os
import random
import sys

CORPUS_COLUMNS = ["name", "repository", "commit", "swift_files", "swift_lines", "style", "set", "round"]
SAMPLE_COLUMNS = ["rule", "app", "repository", "commit", "path", "line", "message"]


def read_tsv(path):
  with open(path, encoding="utf-8", newline="") as handle:
    return list(csv.DictReader(handle, delimiter="\t"))


def write_tsv(rows, columns, handle):
  writer = csv.DictWriter(handle, fieldnames=columns, delimiter="\t", lineterminator="\n", extrasaction="ignore")
  writer.writeheader()
  for row in rows:
    writer.writerow(row)


def split(arguments):
  rows = read_tsv(arguments.corpus)
  candidates = sorted(row["name"] for row in rows if row["set"] == "new")
  if len(candidates) < arguments.sealed:
    sys.exit(f"error: {len(candidates)} new apps, fewer than the {arguments.sealed} to seal")
  sealed = set(random.Random(arguments.seed).sample(candidates, arguments.sealed))
  for row in rows:
    if row["set"] == "new":
      row["set"] = "sealed" if row["name"] in sealed else "tuning"
      row["round"] = f"split seed {arguments.seed}"
  with open(arguments.corpus, "w", encoding="utf-8", newline="") as handle:
    write_tsv(rows, CORPUS_COLUMNS, handle)
  print("sealed: " + ", ".join(sorted(sealed)))


def sample(arguments):
  apps = [row for row in read_tsv(arguments.corpus) if row["set"] == "sealed"]
  wanted = set(arguments.rules.split(",")) if arguments.rules else None
  by_rule = collections.defaultdict(lambda: collections.defaultdict(list))
  for app in apps:
    report = os.path.join(arguments.reports, app["name"] + ".json")
    if not os.path.exists(report):
      sys.exit(f"error: no report for sealed app '{app['name']}' ({report})")
    with open(report, encoding="utf-8") as handle:
      findings = json.load(handle)["findings"]
    root = os.path.abspath(arguments.app_root or arguments.reports)
    for finding in findings:
      if wanted is not None and finding["rule"] not in wanted:
        continue
      path = os.path.relpath(os.path.abspath(finding["path"]), os.path.join(root, app["name"]))
      by_rule[finding["rule"]][app["name"]].append(
        {"rule": finding["rule"], "app": app["name"], "repository": app["repository"], "commit": app["commit"],
         "path": path, "line": finding["line"], "message": finding["message"]})
  rows = []
  for rule in sorted(by_rule):
    generator = random.Random(f"{arguments.seed}:{rule}")
    queues = {}
    for name in sorted(by_rule[rule]):
      found = sorted(by_rule[rule][name], key=lambda f: (f["path"], f["line"], f["message"]))
      generator.shuffle(found)
      queues[name] = found
    taken = []
    while len(taken) < arguments.per_rule and any(queues.values()):
      for name in sorted(queues):
        if queues[name] and len(taken) < arguments.per_rule:
          taken.append(queues[name].pop())
    rows += sorted(taken, key=lambda f: (f["app"], f["path"], f["line"]))
  write_tsv(rows, SAMPLE_COLUMNS, sys.stdout)


def precision(counts):
  judged = counts["TRUE"] + counts["FALSE"]
  return (100.0 * counts["TRUE"] / judged) if judged else None


def describe(counts):
  value = precision(counts)
  figure = "n/a" if value is None else f"{value:.1f}%"
  return f"{counts['TRUE']}/{counts['FALSE']}/{counts['UNSURE']} ({figure})"


def score(arguments):
  rows = read_tsv(arguments.verdicts)
  per_rule = collections.defaultdict(collections.Counter)
  per_app = collections.defaultdict(collections.Counter)
  overall = collections.Counter()
  for row in rows:
    verdict = row["verdict"].strip().upper()
    if verdict not in ("TRUE", "FALSE", "UNSURE"):
      sys.exit(f"error: verdict '{row['verdict']}' for {row['rule']} at {row['app']}/{row['path']}:{row['line']}")
    per_rule[row["rule"]][verdict] += 1
    per_app[row["app"]][verdict] += 1
    overall[verdict] += 1
  failures = []
  print("rule\ttrue/false/unsure (precision)")
  for rule in sorted(per_rule):
    print(f"{rule}\t{describe(per_rule[rule])}")
    value = precision(per_rule[rule])
    if value is not None and value < arguments.rule_bar:
      failures.append(f"rule {rule} at {value:.1f}% (< {arguments.rule_bar}%)")
  print("\napp\ttrue/false/unsure (precision)")
  for app in sorted(per_app):
    print(f"{app}\t{describe(per_app[app])}")
    value = precision(per_app[app])
    judged = per_app[app]["TRUE"] + per_app[app]["FALSE"]
    if value is not None and judged >= arguments.app_min and value < arguments.app_bar:
      failures.append(f"app {app} at {value:.1f}% over {judged} judged (< {arguments.app_bar}%)")
  print(f"\noverall\t{describe(overall)}")
  value = precision(overall)
  if value is not None and value < arguments.overall_bar:
    failures.append(f"overall {value:.1f}% (< {arguments.overall_bar}%)")
  for failure in failures:
    print("below the bar: " + failure)
  return 1 if failures else 0


def table(arguments):
  totals = collections.defaultdict(collections.Counter)
  for path in arguments.rounds:
    for row in read_tsv(path):
      totals[row["rule"]][row["verdict"].strip().upper()] += 1
  print("// Generated by scripts/sealed_eval.py table from docs/accuracy/rounds/*round-*.tsv; do not edit.")
  print("// SealedPrecisionTests fails when it and the committed verdicts differ.")
  print("")
  print("/// Each rule's findings judged on sealed apps, over every round in docs/accuracy.md.")
  print("package enum SealedPrecision {")
  print("  package static let verdicts: [String: (right: Int, wrong: Int)] = [")
  for rule in sorted(totals):
    print(f'    "{rule}": ({totals[rule]["TRUE"]}, {totals[rule]["FALSE"]}),')
  print("  ]")
  print("}")


def main():
  parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  commands = parser.add_subparsers(dest="command", required=True)
  split_parser = commands.add_parser("split")
  split_parser.add_argument("corpus")
  split_parser.add_argument("--seed", type=int, required=True)
  split_parser.add_argument("--sealed", type=int, required=True)
  sample_parser = commands.add_parser("sample")
  sample_parser.add_argument("corpus")
  sample_parser.add_argument("reports")
  sample_parser.add_argument("--app-root", help="the folder holding the laid-out apps (default: REPORT_DIR)")
  sample_parser.add_argument("--seed", type=int, required=True)
  sample_parser.add_argument("--per-rule", type=int, default=12)
  sample_parser.add_argument("--rules")
  table_parser = commands.add_parser("table")
  table_parser.add_argument("rounds", nargs="+")
  score_parser = commands.add_parser("score")
  score_parser.add_argument("verdicts")
  score_parser.add_argument("--rule-bar", type=float, default=95.0)
  score_parser.add_argument("--overall-bar", type=float, default=97.0)
  score_parser.add_argument("--app-bar", type=float, default=90.0)
  score_parser.add_argument("--app-min", type=int, default=10)
  arguments = parser.parse_args()
  if arguments.command == "split":
    split(arguments)
  elif arguments.command == "sample":
    sample(arguments)
  elif arguments.command == "table":
    table(arguments)
  else:
    sys.exit(score(arguments))


if __name__ == "__main__":
  main()
