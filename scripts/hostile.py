#!/usr/bin/env python3
"""Hostile-input suite for `proscenium check`: no input may crash or hang a run, and every file
must be reported.

    scripts/hostile.py [--binary PATH] [--seed N] [--mutants N] [--timeout S] [SEED_FOLDER...]

Builds two kinds of input in a scratch folder and checks each batch with the binary:

1. generated shapes: the recursion shapes the parser struggles with (brackets, generic angle
   brackets, chains of try/await/some/any, function-type arrows, else-if chains, nested #if,
   the quadratic error recovery of `class A {` followed by calls), at depths up to 30,000;
   brackets in comments and strings; a 5 MB single-line file; lone CR line breaks;
2. mutants: each Swift file under the seed folders (default: Examples) mutated with a seeded
   random generator: truncation, random bytes, NULs, invalid UTF-8, CRLF, a BOM, duplicated and
   deleted lines, spliced deep nesting.

A batch passes when the run exits 0 or 1 (never a signal or 2), finishes within the timeout,
and its JSON summary counts every file. Output is byte-identical at --jobs 1 and --jobs 4 for the
mutants. The seed is printed; rerun with `--seed N` to reproduce a failure.
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time


def generated_shapes():
    """Name and bytes of each generated hostile file."""
    deep = 30_000
    yield "generic.swift", ("let x: " + "A<" * 3_800 + "B" + ">" * 3_800 + "\n").encode()
    yield "try.swift", ("let x = " + "try " * 26_000 + "f()\n").encode()
    yield "await.swift", ("func g() async { _ = " + "await " * deep + "f() }\n").encode()
    yield "some.swift", ("let x: " + "some " * 16_000 + "P\n").encode()
    yield "any.swift", ("let x: " + "any " * 16_000 + "P\n").encode()
    yield "arrows.swift", ("let x: " + "() -> " * 9_700 + "()\n").encode()
    yield "elseif.swift", ("func f() {\n if a {}" + " else if a {}" * deep + "\n}\n").encode()
    yield "poundif.swift", ("#if A\n" * 3_000 + "let x = 1\n" + "#endif\n" * 3_000).encode()
    yield "parens.swift", ("let x = " + "(" * 100_000 + ")" * 100_000 + "\n").encode()
    yield "squares.swift", ("let x = " + "[" * 100_000 + "]" * 100_000 + "\n").encode()
    yield "braces.swift", ("{" * 100_000 + "}" * 100_000 + "\n").encode()
    yield "recovery.swift", ("class A {\n" + "f()\n" * 3_000).encode()
    yield "attributes.swift", ("@a " * 20_000 + "func f() {}\n").encode()
    yield "ternary.swift", ("let x = " + "a ? b : " * 20_000 + "c\n").encode()
    yield "comment.swift", ("// " + "(" * 1_001 + "\nstruct Comment {}\n").encode()
    yield "string.swift", ("let s = \"" + "[" * 1_001 + "\"\nstruct Text {}\n").encode()
    yield "cr.swift", b"struct A {}\rstruct B {}\r\nlet c = 1\r"
    yield "huge-line.swift", ("let x = [" + "f(a, b), " * 600_000 + "]\n").encode()


def mutate(data, rng):
    """One random mutation of `data`."""
    kind = rng.randrange(10)
    if not data:
        return bytes([rng.randrange(256) for _ in range(16)])
    at = rng.randrange(len(data))
    if kind == 0:
        return data[:at]
    if kind == 1:
        return data[:at] + bytes(rng.randrange(256) for _ in range(rng.randrange(1, 16))) + data[at:]
    if kind == 2:
        return data[:at] + b"\0" * rng.randrange(1, 8) + data[at:]
    if kind == 3:
        return data[:at] + rng.choice([b"\xff", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80"]) + data[at:]
    if kind == 4:
        return data.replace(b"\n", b"\r\n") if rng.random() < 0.5 else data.replace(b"\n", b"\r")
    if kind == 5:
        return b"\xef\xbb\xbf" + data
    lines = data.split(b"\n")
    line = rng.randrange(len(lines))
    if kind == 6:
        return b"\n".join(lines[:line] + [lines[line]] * rng.randrange(2, 50) + lines[line + 1:])
    if kind == 7:
        return b"\n".join(lines[:line] + lines[line + rng.randrange(1, 10):])
    if kind == 8:
        opener = rng.choice([b"(", b"[", b"{", b"A<", b"try ", b"() -> ", b" else if a {"])
        return data[:at] + opener * rng.randrange(100, 5_000) + data[at:]
    return data[:at] + data[rng.randrange(len(data)):]


def run(binary, folder, jobs, timeout, extra):
    started = time.monotonic()
    try:
        # Without the cache: a second run would take the first's results instead of checking,
        # and the comparison across --jobs would test nothing.
        process = subprocess.run(
            [binary, "check", folder, "--format", "json", "--no-cache", "--jobs", str(jobs)] + extra,
            capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None, timeout
    return process.returncode, process.stdout, time.monotonic() - started


def check_batch(binary, folder, expected_files, timeout, jobs_list, label, extra):
    outputs = []
    failures = []
    for jobs in jobs_list:
        code, output, seconds = run(binary, folder, jobs, timeout, extra)
        if code is None:
            failures.append(f"{label}: hung (over {timeout} s) at --jobs {jobs}")
            continue
        if code not in (0, 1):
            failures.append(f"{label}: exit {code} at --jobs {jobs}")
            continue
        try:
            files = json.loads(output)["summary"]["files"]
        except (ValueError, KeyError) as error:
            failures.append(f"{label}: unreadable JSON at --jobs {jobs}: {error}")
            continue
        if files != expected_files:
            failures.append(f"{label}: {files} files reported of {expected_files} at --jobs {jobs}")
        outputs.append(output)
        print(f"  {label} --jobs {jobs}: exit {code}, {files} files, {seconds:.1f} s", flush=True)
    if len(set(outputs)) > 1:
        failures.append(f"{label}: output differs between --jobs {jobs_list}")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", help="the proscenium binary (default: build it in release)")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--mutants", type=int, default=1_000, help="mutants per seed folder batch (default 1000)")
    parser.add_argument("--batch", type=int, default=250, help="files per run (default 250)")
    parser.add_argument("--timeout", type=float, default=300, help="seconds a run may take (default 300)")
    parser.add_argument("--no-isolation", action="store_true",
                        help="check in-process, so that only the engine's own guards stand between a file and a crash")
    parser.add_argument("seeds", nargs="*", default=["Examples"])
    arguments = parser.parse_args()
    extra = ["--no-isolation"] if arguments.no_isolation else []

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = arguments.binary
    if binary is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "proscenium"], cwd=root, check=True,
                       stdout=subprocess.DEVNULL)
        bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                                  capture_output=True, text=True).stdout.strip()
        binary = os.path.join(bin_path, "proscenium")
    seed = arguments.seed if arguments.seed is not None else random.randrange(1 << 32)
    print(f"seed {seed}", flush=True)
    rng = random.Random(seed)

    sources = []
    for folder in arguments.seeds:
        for directory, _, names in os.walk(folder):
            sources += [os.path.join(directory, name) for name in sorted(names) if name.endswith(".swift")]
    sources.sort()
    if not sources:
        print("error: no Swift files in the seed folders", file=sys.stderr)
        return 2
    originals = [open(path, "rb").read() for path in sources]

    failures = []
    scratch = tempfile.mkdtemp(prefix="proscenium-hostile-")
    try:
        shapes = os.path.join(scratch, "shapes")
        os.makedirs(shapes)
        count = 0
        for name, data in generated_shapes():
            with open(os.path.join(shapes, name), "wb") as file:
                file.write(data)
            count += 1
        failures += check_batch(binary, shapes, count, arguments.timeout, [2], "generated shapes", extra)

        made = 0
        batch_number = 0
        while made < arguments.mutants:
            batch = os.path.join(scratch, f"mutants-{batch_number}")
            os.makedirs(batch)
            size = min(arguments.batch, arguments.mutants - made)
            for index in range(size):
                data = originals[rng.randrange(len(originals))]
                for _ in range(rng.randrange(1, 4)):
                    data = mutate(data, rng)
                with open(os.path.join(batch, f"Mutant{index}.swift"), "wb") as file:
                    file.write(data)
            failures += check_batch(binary, batch, size, arguments.timeout, [1, 4], f"mutants batch {batch_number}", extra)
            shutil.rmtree(batch)
            made += size
            batch_number += 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    for failure in failures:
        print(f"FAIL {failure}")
    print(f"seed {seed}: {'FAILED' if failures else 'passed'} ({len(failures)} failures)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
