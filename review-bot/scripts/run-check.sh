#!/usr/bin/env bash
# Runs bottleneck:check on the lines changed since the pull request's base commit and writes SARIF.
# Findings do not fail this step: the action reports them first and fails at its end.
#
# BOTTLENECK_BASE        the base commit (or ref) of the pull request
# BOTTLENECK_MAVEN       the Maven command, ./mvnw by default
# BOTTLENECK_MAVEN_ARGS  extra arguments, split at whitespace (-B -ntp by default)
# BOTTLENECK_GOALS       the goals, bottleneck:check by default
# BOTTLENECK_COMMAND     the bottleneck command line's launcher, run instead of Maven when set
# BOTTLENECK_COMMAND_OUT where the command writes its SARIF report (one file, a run per module)
# BOTTLENECK_DOCS_BASE_URL where the findings' links point; when empty and the action runs from a
#                        repository on GitHub (ACTION_REPOSITORY, ACTION_REF, SERVER_URL), the rule
#                        pages of the action's own commit there, which GitHub renders
set -euo pipefail

base=${BOTTLENECK_BASE:-}
if [ -z "$base" ]; then
  echo "::error title=bottleneck::No base commit: run the action on pull_request events, or set its base input to a commit or ref"
  exit 2
fi
# A value that starts with '-' would reach git and Maven as an option.
if [[ ! $base =~ ^[A-Za-z0-9._/][A-Za-z0-9._/-]*$ ]]; then
  echo "::error title=bottleneck::The base input '$base' is not a commit or ref name"
  exit 2
fi
maven=${BOTTLENECK_MAVEN:-./mvnw}
read -r -a maven_args <<< "${BOTTLENECK_MAVEN_ARGS--B -ntp}"
read -r -a goals <<< "${BOTTLENECK_GOALS:-bottleneck:check}"

# The plugin diffs against the merge base of the base commit and HEAD; a shallow checkout has
# neither. actions/checkout with fetch-depth: 0 avoids both fetches.
if ! git cat-file -e "$base^{commit}" 2>/dev/null; then
  echo "bottleneck: fetching the base commit $base"
  git fetch --no-tags --quiet origin "$base"
fi
if ! git merge-base "$base" HEAD >/dev/null 2>&1 \
  && [ "$(git rev-parse --is-shallow-repository)" = true ]; then
  echo "bottleneck: the checkout is shallow; fetching the history back to the merge base"
  git fetch --no-tags --quiet --unshallow origin
fi

docs=${BOTTLENECK_DOCS_BASE_URL:-}
if [ -z "$docs" ] && [ -n "${ACTION_REPOSITORY:-}" ] && [ -n "${ACTION_REF:-}" ]; then
  docs=${SERVER_URL:-https://github.com}/$ACTION_REPOSITORY/blob/$ACTION_REF/src/site/markdown/rules/
fi
docs_args=()
bottleneck=${BOTTLENECK_COMMAND:-}
if [ -n "$bottleneck" ]; then
  out=${BOTTLENECK_COMMAND_OUT:?BOTTLENECK_COMMAND_OUT names the folder for the report of the command}
  [ -n "$docs" ] && docs_args=("--docs-base-url=$docs")
  command=("$bottleneck" check "--since=$base" --formats=sarif --fail-on-violation=false \
    "--output-directory=$out" "${docs_args[@]}")
  echo "+ ${command[*]}"
  exec "${command[@]}"
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The build's own docsBaseUrl (in its pom or its arguments) wins over this one.
[ -n "$docs" ] && docs_args=("-Dbottleneck.docsBaseUrl=$docs")
command=("$maven" "${maven_args[@]}" "${goals[@]}" "-Dbottleneck.since=$base" \
  -Dbottleneck.formats=sarif -Dbottleneck.failOnViolation=false "${docs_args[@]}")
echo "+ ${command[*]}"
set +e
"${command[@]}" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ] && grep -q "Could not resolve dependencies" "$log"; then
  # Maven 3 finds a module's sibling in the same build only once the sibling is compiled.
  echo "::error title=bottleneck::Maven could not resolve a dependency; if it is a module of this build, set the action's goals input to: compile bottleneck:check"
fi
exit "$status"
