#!/usr/bin/env bash
# Makes the Maven plugin of this action's own version resolvable for the build under review. Until
# the toolkit is published to a repository the runner reaches, nothing else can provide it: the
# action's checkout ($GITHUB_ACTION_PATH) holds its whole source, built here with its own Maven
# wrapper and installed into the build's local repository. Once it is published (Maven Central, or
# a team's repository manager in the settings), the resolution check below finds it and nothing is
# built.
#
#   install-toolkit.sh key      prints the cache key and path of what an install puts in place
#   install-toolkit.sh install  builds and installs the toolkit unless its plugin resolves already
#
# The action restores and saves the installed toolkit with actions/cache between the two, keyed by
# the action's commit, so that a second run of the same commit builds nothing.
#
# BOTTLENECK_ACTION_PATH the action's checkout (the toolkit's source)
# BOTTLENECK_ACTION_REF  the ref the workflow named the action by (github.action_ref)
# BOTTLENECK_MAVEN       the build's Maven command, ./mvnw by default
# BOTTLENECK_MAVEN_ARGS  the build's Maven arguments (-B -ntp by default); its -s/--settings and
#                        -Dmaven.repo.local reach both the check and the toolkit's build
# GITHUB_OUTPUT          receives version=, repository=, key=, path= and (install) built=true|false
set -euo pipefail

mode=${1:-}
if [ "$mode" != key ] && [ "$mode" != install ]; then
  echo "install-toolkit.sh: expected key or install, got '$mode'" >&2
  exit 2
fi
action=${BOTTLENECK_ACTION_PATH:?BOTTLENECK_ACTION_PATH names the action checkout}
maven=${BOTTLENECK_MAVEN:-./mvnw}
read -r -a maven_args <<< "${BOTTLENECK_MAVEN_ARGS--B -ntp}"
output=${GITHUB_OUTPUT:-/dev/null}

version=$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$action/pom.xml" | head -n 1)
if [ -z "$version" ]; then
  echo "::error title=bottleneck::Cannot read the toolkit's version from $action/pom.xml"
  exit 2
fi

# What the build's own Maven would use: its settings and local repository, nothing else of its
# arguments (a build profile or a -D of the project has no business in the toolkit's build).
repository=$HOME/.m2/repository
passed=()
for ((i = 0; i < ${#maven_args[@]}; i++)); do
  arg=${maven_args[$i]}
  case $arg in
    -Dmaven.repo.local=*) repository=${arg#-Dmaven.repo.local=}; passed+=("$arg") ;;
    -s | --settings) passed+=("$arg" "${maven_args[$((i + 1))]}"); i=$((i + 1)) ;;
    -B | --batch-mode | -ntp | --no-transfer-progress | -o | --offline) passed+=("$arg") ;;
  esac
done
{ echo "version=$version"; echo "repository=$repository"; } >> "$output"

if [ "$mode" = key ]; then
  # The commit the workflow pinned, else (a tag, a branch, a local path) the toolkit's own sources.
  ref=${BOTTLENECK_ACTION_REF:-}
  if [[ ! $ref =~ ^[0-9a-f]{40}$ ]]; then
    ref=$(cd "$action" && find pom.xml mvnw .mvn catalog maven-plugin -type f \
      -not -path '*/target/*' -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum \
      | cut -c 1-40)
  fi
  { echo "key=bottleneck-toolkit-$version-$ref"; echo "path=$repository/dev/bottleneck"; } \
    >> "$output"
  exit 0
fi

plugin=dev/bottleneck/bottleneck-maven-plugin/$version/bottleneck-maven-plugin-$version.jar
if [ -f "$repository/$plugin" ]; then
  echo "bottleneck: bottleneck-maven-plugin $version is in the local repository ($repository)"
  echo "built=false" >> "$output"
  exit 0
fi
# Published somewhere the build's settings reach? Then the build downloads it as any plugin.
if [ -x "$maven" ] || command -v "$maven" >/dev/null 2>&1; then
  if "$maven" "${passed[@]}" -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:get \
    "-Dartifact=dev.bottleneck:bottleneck-maven-plugin:$version" -Dtransitive=false \
    >/dev/null 2>&1; then
    echo "bottleneck: bottleneck-maven-plugin $version resolves from the build's repositories"
    echo "built=false" >> "$output"
    exit 0
  fi
fi

echo "bottleneck: bottleneck-maven-plugin $version is not published where this build resolves" \
  "plugins; building it from the action's checkout into $repository"
# Only what the plugin needs: the parent pom, the catalog and the plugin. Tests, formatting and
# checkstyle ran where the commit was made.
command=("$action/mvnw" "${passed[@]}" -f "$action/pom.xml" -pl maven-plugin -am install
  -DskipTests -Dinvoker.skip -Dspotless.check.skip -Dcheckstyle.skip
  -Dbottleneck.self-check.skip)
echo "+ ${command[*]}"
"${command[@]}"
echo "built=true" >> "$output"
