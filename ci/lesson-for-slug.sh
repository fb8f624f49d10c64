#!/usr/bin/env bash
# lesson-for-slug.sh SLUG LESSONS_DIR
#
# Prints the lesson file an exercise slug names, or exits 1 (with a message on stderr) when it
# names none. A slug is CHAPTER-NN: `views-02` names LESSONS_DIR/views/02-*.md, which must match
# exactly one file. `views-2` is read as `views-02`. The one place that turns a slug into a
# lesson, for ci/exercism/run.sh and ci/github/grade-submissions.sh.
set -euo pipefail

if [ "$#" -ne 2 ]; then
  echo "usage: $0 SLUG LESSONS_DIR" >&2
  exit 2
fi
slug=$1
lessons=${2%/}

# CHAPTER is everything before the last '-', NN the digits after it.
if [[ ! "$slug" =~ ^([A-Za-z0-9_][A-Za-z0-9_-]*)-([0-9]{1,4})$ ]]; then
  echo "$0: '$slug' is not a lesson slug (CHAPTER-NN, e.g. views-02)" >&2
  exit 1
fi
chapter=${BASH_REMATCH[1]}
number=$(printf '%02d' "$((10#${BASH_REMATCH[2]}))")

shopt -s nullglob
matches=("$lessons/$chapter/$number"-*.md)
if [ "${#matches[@]}" -ne 1 ]; then
  echo "$0: slug '$slug' names ${#matches[@]} lessons ($lessons/$chapter/$number-*.md), not one" >&2
  exit 1
fi
printf '%s\n' "${matches[0]}"
