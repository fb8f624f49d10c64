#!/usr/bin/env bash
# run.sh SLUG SOLUTION_DIR OUTPUT_DIR
#
# An Exercism test runner (test-runner interface version 3) for Workbench lessons:
#   SLUG          the exercise, CHAPTER-NN: `views-02` is Lessons/views/02-*.md
#   SOLUTION_DIR  holds the learner's session, the one .txt file written by the shell's `save`
#   OUTPUT_DIR    where results.json is written
# (both folders may end with a slash).
#
# Lessons are read from $WORKBENCH_LESSONS when set, else from the Lessons folder next to ci/.
# The binary is $WORKBENCH_BIN when set, else `workbench` on PATH.
#
# Exits 0 whenever OUTPUT_DIR/results.json was written, whatever the tests' status; 1 when it
# could not be (no binary, OUTPUT_DIR not writable); 2 on a usage error.
set -euo pipefail

if [ "$#" -ne 3 ]; then
  echo "usage: $0 SLUG SOLUTION_DIR OUTPUT_DIR" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
slug=$1
solution=${2%/}
output=${3%/}
lessons=${WORKBENCH_LESSONS:-$here/../../Lessons}
workbench=${WORKBENCH_BIN:-workbench}

mkdir -p "$output"
output=$(cd "$output" && pwd)
results=$output/results.json
rm -f "$results"

# Writes a results.json with status "error" and the given message (plain text, no quotes).
error() {
  printf '{"version": 3, "status": "error", "message": "%s"}\n' "$1" >"$results"
  exit 0
}

if ! lesson=$(bash "$here/../lesson-for-slug.sh" "$slug" "$lessons"); then
  safe_slug=${slug//[^A-Za-z0-9_.-]/?}
  error "No Workbench lesson matches the exercise slug '$safe_slug' (a slug is CHAPTER-NN, e.g. views-02)."
fi
lesson=$(cd "$(dirname "$lesson")" && pwd)/$(basename "$lesson")

shopt -s nullglob
sessions=("$solution"/*.txt)
if [ "${#sessions[@]}" -ne 1 ]; then
  error "Submit exactly one session file: the .txt file the Workbench's 'save FILE' command wrote (found ${#sessions[@]})."
fi

if ! command -v "$workbench" >/dev/null 2>&1; then
  echo "$0: no workbench binary: set WORKBENCH_BIN or put workbench on PATH" >&2
  exit 1
fi
case $workbench in
  */*) workbench=$(cd "$(dirname "$workbench")" && pwd)/$(basename "$workbench") ;;
esac

# Graded from inside the solution folder, so messages name the file as `session.txt:9`, not by
# the runner's absolute path. grade exits 1 when an exercise failed and 2 when the session is
# unusable; either way it writes the report, and that is what counts here.
(cd "$solution" && "$workbench" grade "$(basename "${sessions[0]}")" --lesson "$lesson" \
  --format exercism --output "$results") || true

[ -f "$results" ]
