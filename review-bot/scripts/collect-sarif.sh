#!/usr/bin/env bash
# Finds the SARIF report of every module (target/bottleneck/bottleneck.sarif next to each pom.xml)
# and merges them into one file with one run per module, which reviewdog and code scanning read.
#
# The command line writes one report of every module instead, to BOTTLENECK_COMMAND_OUT, which
# is taken as it is when BOTTLENECK_COMMAND is set.
#
# Other tools' reports join them (BOTTLENECK_SARIF_FILES), such as spotbugs-maven-plugin's
# target/spotbugsSarif.json with the bottleneck-spotbugs detectors: their paths are made relative
# to the repository root (SpotBugs writes them relative to a source folder, named by an absolute
# file: URI in originalUriBaseIds), their messages formatted from the rule's message strings,
# their results kept only on the lines changed since BOTTLENECK_BASE, as the plugin's since does,
# and each run given a code scanning category of its own (<tool>/<report's folder>/) unless it
# has one.
#
# BOTTLENECK_SEARCH_ROOT  where the build ran, . by default
# BOTTLENECK_OUT          the folder for the merged bottleneck.sarif
# BOTTLENECK_SARIF_FILES  other SARIF reports: file names or glob patterns (** spans folders),
#                         relative to the working directory, separated by whitespace
# BOTTLENECK_BASE         the commit the other reports' results must be new against (unset: all)
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

# other_report FILE N: FILE as $out/other-N.sarif, its paths relative to the repository root and
# its results only those on changed lines.
other_report() {
  local file=$1 n=$2 top changed=$out/changed-lines
  top=$(git rev-parse --show-toplevel)
  if [ -n "${BOTTLENECK_BASE:-}" ]; then
    # Every line the diff adds or changes, as path:line (the work tree against the merge base).
    git -C "$top" diff --merge-base "$BOTTLENECK_BASE" -U0 --no-color --no-ext-diff |
      awk '/^\+\+\+ b\// { path = substr($0, 7) }
           /^@@/ { split($3, a, ","); start = substr(a[1], 2); count = (a[2] == "" ? 1 : a[2])
                   for (i = 0; i < count; i++) print path ":" (start + i) }' > "$changed"
  else
    : > "$changed"
  fi
  jq --arg top "$top/" --arg dir "$(dirname "$file")" --arg filter "${BOTTLENECK_BASE:+yes}" \
    --rawfile changed "$changed" '
    ($changed | split("\n") | map(select(. != "")) | map({key: ., value: true}) | from_entries)
      as $lines
    | def path($roots): if (.uriBaseId // "") != "" and $roots[.uriBaseId].uri
        then ($roots[.uriBaseId].uri + .uri) else .uri end
        | sub("^file:(//)?"; "") | ltrimstr($top);
    .runs |= map((.originalUriBaseIds // {}) as $roots
      | (.tool.driver.rules // [] | map({key: .id, value: (.messageStrings // {})}) | from_entries)
        as $strings
      | .results |= map(
          .locations = ((.locations // [])
            | map(.physicalLocation.artifactLocation |= {uri: path($roots)}))
          | ($strings[.ruleId // ""][.message.id // ""].text // "") as $template
          | (.message.arguments // []) as $args
          | if $template == "" then . else .message.text = ([range(0; $args | length)]
              | reduce .[] as $i ($template; gsub("\\{\($i)\\}"; $args[$i] | tostring))) end
          | .locations[0].physicalLocation as $p
          | select($filter == "" or $lines["\($p.artifactLocation.uri):\($p.region.startLine)"]))
      | del(.originalUriBaseIds) | del(.invocations[]?.toolExecutionNotifications)
      | .automationDetails.id //= "\(.tool.driver.name // "sarif" | ascii_downcase)/\($dir)/")' \
    "$file" > "$out/other-$n.sarif"
  rm -f "$changed"
}
if [ -n "${BOTTLENECK_SARIF_FILES:-}" ]; then
  shopt -s globstar nullglob
  read -r -a patterns <<< "$BOTTLENECK_SARIF_FILES"
  n=0
  for pattern in "${patterns[@]}"; do
    # shellcheck disable=SC2206 # the pattern is expanded here, on purpose
    files=($pattern)
    if [ ${#files[@]} -eq 0 ]; then
      echo "::warning title=bottleneck::No SARIF report matches $pattern"
    fi
    for file in "${files[@]}"; do
      n=$((n + 1))
      other_report "$file" "$n"
      reports+=("$out/other-$n.sarif")
    done
  done
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
