#!/usr/bin/env bash
# Feeds the merged SARIF report to reviewdog, which comments on the pull request's changed lines
# with each finding, its rule link and, where the report carries a fix, a suggested change.
#
# REVIEWDOG                    the reviewdog binary
# BOTTLENECK_SARIF             the merged report
# BOTTLENECK_REPORTER          auto (default), or a reviewdog reporter name
# BOTTLENECK_FILTER_MODE       reviewdog's -filter-mode, added by default
# BOTTLENECK_BASE              the commit local reporters (rdjsonl, local) diff against
# HEAD_REPO, BASE_REPO         owner/name of the pull request's head and base repositories
# REVIEWDOG_GITHUB_API_TOKEN   the token reviewdog posts with
set -euo pipefail

reviewdog=${REVIEWDOG:?REVIEWDOG names the reviewdog binary}
sarif=${BOTTLENECK_SARIF:?BOTTLENECK_SARIF names the report}
sarif=$(realpath "$sarif")
reporter=${BOTTLENECK_REPORTER:-auto}
filter_mode=${BOTTLENECK_FILTER_MODE:-added}

if [ "$reporter" = auto ]; then
  if [ -n "${HEAD_REPO:-}" ] && [ "$HEAD_REPO" != "${BASE_REPO:-}" ]; then
    # GitHub gives pull requests from forks a read-only token: no review can be posted.
    reporter=github-pr-annotations
    note="This pull request comes from the fork $HEAD_REPO, whose token is read-only: findings are annotations (GitHub shows at most 10 per step) and the job summary, not review comments."
    echo "::notice title=bottleneck::$note"
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
      printf '> %s\n\n' "$note" >> "$GITHUB_STEP_SUMMARY"
    fi
  else
    reporter=github-pr-review
  fi
fi
case $reporter in
  github-pr-review | github-pr-annotations | github-pr-check | github-check | github-annotations \
    | gitlab-mr-discussion | gitlab-mr-commit | local | rdjson | rdjsonl | sarif) ;;
  *)
    echo "::error title=bottleneck::Unknown reporter '$reporter'; use auto, github-pr-review, github-pr-annotations, github-pr-check or gitlab-mr-discussion"
    exit 2
    ;;
esac
case $filter_mode in
  added | diff_context | file | nofilter) ;;
  *)
    echo "::error title=bottleneck::Unknown filter-mode '$filter_mode'; use added, diff_context, file or nofilter"
    exit 2
    ;;
esac
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  echo "reporter=$reporter" >> "$GITHUB_OUTPUT"
fi

# Local reporters diff against the base themselves, as the plugin's since does: from the merge
# base to the work tree.
diff_args=()
case $reporter in
  local | rdjson | rdjsonl | sarif)
    base=${BOTTLENECK_BASE:?local reporters need BOTTLENECK_BASE, the commit to diff against}
    if [[ ! $base =~ ^[A-Za-z0-9._/][A-Za-z0-9._/-]*$ ]]; then
      echo "::error title=bottleneck::The base '$base' is not a commit or ref name"
      exit 2
    fi
    diff_args=("-diff=git diff --merge-base $base")
    ;;
esac

# The report's paths are relative to the repository root, and reviewdog silently drops every
# finding whose path does not resolve from its working directory.
cd "$(git rev-parse --show-toplevel)"
echo "bottleneck: reviewdog -reporter=$reporter -filter-mode=$filter_mode" >&2
# Baselined findings are suppressed results: known, and not for review comments.
jq '.runs[].results |= map(select((.suppressions // []) | length == 0))' "$sarif" \
  | "$reviewdog" -f=sarif -name=bottleneck -reporter="$reporter" -filter-mode="$filter_mode" \
    -fail-level=none "${diff_args[@]}"
