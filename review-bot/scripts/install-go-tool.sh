#!/usr/bin/env bash
# Installs a Go command at a pinned version into a folder keyed by name and version, and prints the
# path of the binary. A binary already there is reused, so repeated runs do not rebuild it.
# `go install` checks every module it downloads against the Go checksum database, so what it builds
# is the published, checksum-verified source of that version.
#
#   install-go-tool.sh github.com/reviewdog/reviewdog/cmd/reviewdog@v0.21.0
#
# BOTTLENECK_TOOLS_DIR chooses the cache folder; by default the runner's tool cache on GitHub
# Actions, else ~/.cache/bottleneck/go-tools.
set -euo pipefail

spec=${1:-}
if [[ ! $spec =~ ^[A-Za-z0-9._/-]+@v[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "install-go-tool.sh: expected <package path>@v<major>.<minor>.<patch>, got '$spec'" >&2
  exit 2
fi
package=${spec%@*}
name=${package##*/}
version=${spec##*@}

dir=${BOTTLENECK_TOOLS_DIR:-}
if [ -z "$dir" ] && [ -n "${RUNNER_TOOL_CACHE:-}" ]; then
  dir=$RUNNER_TOOL_CACHE/bottleneck-go-tools
fi
dir=${dir:-$HOME/.cache/bottleneck/go-tools}
bin_dir=$dir/$name@$version
bin=$bin_dir/$name

if [ ! -x "$bin" ]; then
  if ! command -v go >/dev/null 2>&1; then
    echo "install-go-tool.sh: Go is not installed, and $name $version is built from source with" \
      "'go install $spec'; install Go 1.25 or newer (actions/setup-go on GitHub Actions)" >&2
    exit 3
  fi
  echo "Installing $spec into $bin_dir" >&2
  mkdir -p "$bin_dir"
  GOBIN=$bin_dir go install "$spec" >&2
fi
echo "$bin"
