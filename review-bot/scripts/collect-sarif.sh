#!/usr/bin/env bash
# Finds the SARIF report of every module (target/bottleneck/bottleneck.sarif next to each pom.xml)
# and merges them into one file with one run per module, which reviewdog and code scanning read.
#
# The command line writes one report of every module instead, to BOTTLENECK_COMMAND_OUT, which
# is taken as it is when BOTTLENECK_COMMAND is set.
#
# BOTTLENECK_SEARCH_ROOT  where the build ran, . by default
# BOTTLENECK_OUT          the folder for the merged bottleneck.sarif
# Outputs (GITHUB_OUTPUT): reports, findings, sarif
set -euo pipefail

root=${BOTTLENECK_SEARCH_ROOT:-.}
out=${BOTTLENECK_OUT:?BOTTLENECK_OUT names the folder for the merged report}
output=${GITHUB_OUTPUT:-/dev/null}
mkdir -p "$out"
merged=$out/bottleneck.sarif

reports=()
if [ -n "${BOTTLENECK_COMMAND:-}" ]; then
  sarif=${BOTTLENECK_COMMAND_OUT:-}/bottleneck.sarif
  [ -f "$sarif" ] && reports+=("$sarif")
else
  while IFS= read -r -d '' pom; do
    sarif=$(dirname "$pom")/target/bottleneck/bottleneck.sarif
    [ -f "$sarif" ] && reports+=("$sarif")
  done < <(find "$root" \( -name .git -o -name target -o -name node_modules \) -prune \
    -o -name pom.xml -type f -print0 | sort -z)
fi

if [ ${#reports[@]} -eq 0 ]; then
  echo "::warning title=bottleneck::No SARIF report under $root (target/bottleneck/bottleneck.sarif next to a pom.xml): did bottleneck:check run? A <formats> or <outputDirectory> set in the pom overrides the action's -Dbottleneck.formats=sarif."
  { echo "reports=0"; echo "findings=0"; echo "sarif="; } >> "$output"
  exit 0
fi

printf 'bottleneck: SARIF report %s\n' "${reports[@]}"
jq -s '{"$schema": .[0]["$schema"], version: .[0].version, runs: [.[].runs[]]}' "${reports[@]}" > "$merged"
# Baselined findings are results too, suppressed: known, so neither counted nor commented on.
findings=$(jq '[.runs[].results[]? | select((.suppressions // []) | length == 0)] | length' "$merged")
echo "bottleneck: $findings finding(s) in ${#reports[@]} report(s), merged into $merged"
{ echo "reports=${#reports[@]}"; echo "findings=$findings"; echo "sarif=$merged"; } >> "$output"
