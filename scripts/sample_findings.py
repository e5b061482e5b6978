#!/usr/bin/env python3
"""Print a reproducible random sample of `proscenium check --format json` findings.

Usage: sample_findings.py REPORT.json [--per-rule N] [--seed S] [--rule ID] [--context K]
       sample_findings.py --counts REPORT.json [REPORT.json ...]

For each rule in the report, picks up to N findings (all when fewer) with a fixed seed and
prints each with K lines of source around it, so a reviewer can judge it. Paths in the report
must be readable from the current directory (run `check` with absolute paths).
"""
import argparse
import collections
import json
import random
import sys


def load(path):
  with open(path, encoding="utf-8") as handle:
    return json.load(handle)["findings"]


def counts(reports):
  table = collections.defaultdict(dict)
  for report in reports:
    for finding in load(report):
      table[finding["rule"]][report] = table[finding["rule"]].get(report, 0) + 1
  for rule in sorted(table):
    cells = " ".join(f"{name.split('/')[-1]}={n}" for name, n in sorted(table[rule].items()))
    print(f"{rule}: total={sum(table[rule].values())} {cells}")


def show(finding, context):
  print(f"--- {finding['path']}:{finding['line']}:{finding['column']} [{finding['rule']}] {finding['message']}")
  try:
    with open(finding["path"], encoding="utf-8", errors="replace") as handle:
      lines = handle.read().split("\n")
  except OSError as error:
    print(f"    (cannot read: {error})")
    return
  first = max(1, finding["line"] - context)
  last = min(len(lines), finding["line"] + context)
  for number in range(first, last + 1):
    marker = ">" if number == finding["line"] else " "
    print(f"{marker}{number:6} {lines[number - 1]}")


def main():
  parser = argparse.ArgumentParser()
  parser.add_argument("reports", nargs="+")
  parser.add_argument("--per-rule", type=int, default=20)
  parser.add_argument("--seed", type=int, default=20261129)
  parser.add_argument("--rule")
  parser.add_argument("--context", type=int, default=3)
  parser.add_argument("--counts", action="store_true")
  arguments = parser.parse_args()
  if arguments.counts:
    counts(arguments.reports)
    return
  by_rule = collections.defaultdict(list)
  for finding in load(arguments.reports[0]):
    by_rule[finding["rule"]].append(finding)
  for rule in sorted(by_rule):
    if arguments.rule and rule != arguments.rule:
      continue
    findings = by_rule[rule]
    sample = random.Random(f"{arguments.seed}:{rule}").sample(findings, min(arguments.per_rule, len(findings)))
    sample.sort(key=lambda item: (item["path"], item["line"], item["column"]))
    print(f"===== {rule}: {len(sample)} of {len(findings)}")
    for finding in sample:
      show(finding, arguments.context)


if __name__ == "__main__":
  sys.exit(main())
