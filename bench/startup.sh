#!/usr/bin/env bash
# Times ./run.sh from the command to /health/ready answering UP. Usage:
#   bench/startup.sh cold   # after 'mvnw clean': includes the build
#   bench/startup.sh warm   # WAR already built: Payara Micro start and deployment only
# Each run uses a fresh data directory (first start: database created and migrated).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-warm}
port=${PORT:-18080}
[[ $mode == cold ]] && ./mvnw -B -q clean
data=$(mktemp -d)
start=$(date +%s%N)
PORT=$port NUTRILAB_DATA_DIR=$data ./run.sh > "$data/run.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data"' EXIT
until curl -fs "http://127.0.0.1:$port/health/ready" 2>/dev/null | grep -q '"UP"'; do
    kill -0 $pid 2>/dev/null || { echo "run.sh exited; see $data/run.log" >&2; tail -20 "$data/run.log"; exit 1; }
    sleep 0.2
done
end=$(date +%s%N)
ms=$(( (end - start) / 1000000 ))
printf '%s start to ready: %d.%d s\n' "$mode" $((ms / 1000)) $((ms % 1000 / 100))
