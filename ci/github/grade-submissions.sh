#!/usr/bin/env bash
# grade-submissions.sh [SUBMISSIONS_DIR] [LESSONS_DIR]
#
# Grades every learner session SUBMISSIONS_DIR/<lesson-slug>/<student>.txt (default
# submissions/) against the lesson its folder names (slug CHAPTER-NN: `views-02` is
# LESSONS_DIR/views/02-*.md; default Lessons/), with `workbench grade --format github`, so that
# on GitHub Actions every failed exercise is an annotation. Each submission that did not pass
# also gets an annotation on its own file.
#
# The binary is $WORKBENCH_BIN when set, else `workbench` on PATH.
#
# Exits 0 when every submission passed (or there are none), 1 when any failed or could not be
# graded, 2 when a folder does not exist or there is no workbench binary.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
submissions=${1:-submissions}
lessons=${2:-Lessons}
submissions=${submissions%/}
lessons=${lessons%/}
workbench=${WORKBENCH_BIN:-workbench}

for folder in "$submissions" "$lessons"; do
  if [ ! -d "$folder" ]; then
    echo "::error::grade-submissions: no folder $folder"
    exit 2
  fi
done
if ! command -v "$workbench" >/dev/null 2>&1; then
  echo "::error::grade-submissions: no workbench binary: set WORKBENCH_BIN or put workbench on PATH"
  exit 2
fi

# A value for a workflow command's property (file=...), escaped as GitHub's toolkit does.
property() {
  local value=${1//'%'/%25}
  value=${value//$'\r'/%0D}
  value=${value//$'\n'/%0A}
  value=${value//:/%3A}
  printf '%s' "${value//,/%2C}"
}
# A workflow command's message.
message() {
  local value=${1//'%'/%25}
  value=${value//$'\r'/%0D}
  printf '%s' "${value//$'\n'/%0A}"
}

passed=0
failed=0
shopt -s nullglob
for stray in "$submissions"/*.txt; do
  echo "::error file=$(property "$stray")::$(message "a submission goes in $submissions/<lesson-slug>/<student>.txt, e.g. $submissions/views-02/$(basename "$stray")")"
  failed=$((failed + 1))
done

for folder in "$submissions"/*/; do
  folder=${folder%/}
  slug=$(basename "$folder")
  files=("$folder"/*.txt)
  if ! lesson=$(bash "$here/../lesson-for-slug.sh" "$slug" "$lessons" 2>/dev/null); then
    for file in "${files[@]}"; do
      echo "::error file=$(property "$file")::$(message "no lesson for slug $slug in $lessons: a submission folder is named CHAPTER-NN after the lesson $lessons/CHAPTER/NN-*.md, e.g. views-02")"
      failed=$((failed + 1))
    done
    continue
  fi
  for file in "${files[@]}"; do
    status=0
    report=$("$workbench" grade "$file" --lesson "$lesson" --format github) || status=$?
    summary=$(printf '%s\n' "$report" | tail -n 1)
    case $status in
      0)
        echo "$file: $summary"
        passed=$((passed + 1))
        ;;
      1)
        echo "::error file=$(property "$file")::$(message "$file does not pass $lesson: $summary")"
        failed=$((failed + 1))
        ;;
      *)
        echo "::error file=$(property "$file")::$(message "$file could not be graded against $lesson (workbench grade exited $status)")"
        failed=$((failed + 1))
        ;;
    esac
    if [ "$status" -ne 0 ]; then
      echo "::group::$file against $lesson"
      printf '%s\n' "$report"
      echo "::endgroup::"
    fi
  done
done

echo "submissions: $passed passed, $failed did not"
[ "$failed" -eq 0 ]
