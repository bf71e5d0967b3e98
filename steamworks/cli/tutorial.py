"""`python -m steamworks tutorial [--check]`: list the tutorial's lessons, or play each one's steps
headless and report every lesson that no longer plays (steamworks/teach/check.py checks one)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from steamworks.teach.check import check_lesson
from steamworks.teach.lessons import LESSONS_DIR, load_lessons


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="steamworks tutorial",
        description="The tutorial's lessons. --check plays every lesson headless.",
    )
    ap.add_argument(
        "--check", action="store_true", help="play every lesson's steps; exit 1 on any failure"
    )
    ap.add_argument(
        "--lessons", metavar="DIR", type=Path, default=LESSONS_DIR, help=argparse.SUPPRESS
    )
    args = ap.parse_args(argv)
    lessons, errors = load_lessons(args.lessons)
    if not args.check:
        for lesson in lessons:
            print(f"{lesson.order:2d}. {lesson.title} ({len(lesson.steps)} steps)")
        for err in errors:
            print(err, file=sys.stderr)
        return 0 if not errors else 1
    failed = len(errors)
    for err in errors:
        print(f"FAIL {err}")
    for lesson in lessons:
        problems = check_lesson(lesson)
        if problems:
            failed += 1
            print(f"FAIL {lesson.id}: " + "; ".join(problems))
        else:
            print(f"ok   {lesson.id}: {lesson.title} ({len(lesson.steps)} steps)")
    print(
        f"{len(lessons) - (failed - len(errors))} of {len(lessons) + len(errors)} lessons play through"
    )
    return 1 if failed else 0
