#!/usr/bin/env bash
# Writes every finding of the merged SARIF report to the job summary as a table, linked to the
# line at the analyzed commit and to the rule's page. Annotations stop at 10 per step and review
# comments at the pull request's diff; the summary holds the complete list.
#
# BOTTLENECK_SARIF  the merged report (empty: no report was found)
# BOTTLENECK_BASE   the base commit the findings are new against
# BOTTLENECK_SHA    the analyzed commit, for links (default: HEAD)
# BOTTLENECK_SUMMARY_ROWS  at most this many rows (default 1000; the summary holds 1 MiB)
set -euo pipefail

summary=${GITHUB_STEP_SUMMARY:?GITHUB_STEP_SUMMARY names the job summary file}
sarif=${BOTTLENECK_SARIF:-}
base=${BOTTLENECK_BASE:-}
sha=${BOTTLENECK_SHA:-$(git rev-parse HEAD)}
max_rows=${BOTTLENECK_SUMMARY_ROWS:-1000}
blob=${GITHUB_SERVER_URL:-https://github.com}/${GITHUB_REPOSITORY:-}/blob/$sha

if [ -z "$sarif" ] || [ ! -f "$sarif" ]; then
  printf '### bottleneck\n\nNo SARIF report was written; see the log of the check step.\n' >> "$summary"
  exit 0
fi

jq -r --arg blob "$blob" --arg base "${base:0:12}" --argjson max "$max_rows" '
  def cell: tostring | gsub("&"; "&amp;") | gsub("<"; "&lt;") | gsub(">"; "&gt;")
    | gsub("\\|"; "\\|") | gsub("\r?\n"; "<br>");
  def where: .locations[0].physicalLocation as $p
    | {uri: ($p.artifactLocation.uri // "?"), line: ($p.region.startLine // 1),
       column: ($p.region.startColumn // 1)};
  ([.runs[] | (.tool.driver.rules // [] | map({key: .id, value: (.helpUri // "")}) | from_entries) as $help
   | .results[]? | select((.suppressions // []) | length == 0) | where as $w
   | {uri: $w.uri, line: $w.line, column: $w.column, rule: (.ruleId // "?"),
      help: ($help[.ruleId // ""] // ""), message: (.message.text // ""),
      fix: ((.fixes // []) | length > 0)}] | sort_by(.uri, .line, .column, .rule)) as $findings
  | [.runs[] | .invocations[]? | .toolExecutionNotifications[]? | where as $w
     | {uri: $w.uri, line: $w.line, message: (.message.text // "")}] as $problems
  | ($findings | length) as $n
  | "### bottleneck: \($n) new finding\(if $n == 1 then "" else "s" end) on lines changed since \($base)",
    "",
    if $n == 0 then "Nothing to fix on the changed lines."
    else
      "| Where | Rule | Finding | Fix |",
      "|---|---|---|---|",
      ($findings[:$max][] |
        "| [\(.uri | cell):\(.line)](\($blob)/\(.uri)#L\(.line)) | "
        + (if .help == "" then (.rule | cell) else "[\(.rule | cell)](\(.help))" end)
        + " | \(.message | cell) | \(if .fix then "suggested" else "" end) |"),
      (if $n > $max then "", "\($n - $max) more findings are in the SARIF report." else empty end)
    end,
    (if ($problems | length) > 0 then
      "", "Files that could not be analyzed:", "",
      ($problems[] | "- `\(.uri):\(.line)` \(.message | cell)")
    else empty end),
    ""
' "$sarif" >> "$summary"
