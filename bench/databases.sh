#!/usr/bin/env bash
# The three databases side by side, in one run: embedded Derby, a Derby Network Server and
# PostgreSQL, each behind its own node (the limiter off), measured in alternating rounds.
# Usage: flock /tmp/nutrilab-build.lock bench/databases.sh [ROUNDS (default 5)]  (about 20 minutes)
#
# Only the node being measured runs: the others are frozen (SIGSTOP) meanwhile, so that none
# works off a backlog while another is measured.
# 1. Per node: one user with the ten sample reports read (the recommendation basis of
#    bench/recommendations.sh, a vegetarian profile excluding nuts).
# 2. Recommendations, before any upload: GET /api/v1/recommendations?limit=10 on one connection,
#    a 60 s warm-up per node, then ROUNDS rounds of 10 s per node (latency: p50, p99).
# 3. Uploads as bench/labs.sh does (wrk -t2 -c8, 100 KB text PDFs made unique, each stored, then
#    processed in the background on the same cores): a 30 s warm-up per node, then ROUNDS rounds
#    of 5 s per node. A node's own backlog keeps being processed during its own turns, as in a
#    longer bench/labs.sh run.
# 4. Processing: each node alone for 45 s with its backlog; reports finished per second.
# The summary is the median of the rounds per node. Every wait has a deadline and the whole run
# stops after 23 minutes; the nodes, the Derby Network Server and PostgreSQL (Debian's package
# with its default settings, initdb'd here) are stopped and their data deleted however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
# The deadline (23 minutes, BENCH_DEADLINE_SECONDS): timeout sends TERM to this script and its
# process group; the TERM trap exits, and the EXIT trap stops what was started.
if [[ -z ${BENCH_UNDER_TIMEOUT:-} ]]; then
    exec env BENCH_UNDER_TIMEOUT=1 timeout --kill-after=90 "${BENCH_DEADLINE_SECONDS:-1380}" "$0" "$@"
fi
rounds=${1:-5}
work=$(mktemp -d) # data directories of the three nodes and both servers
pids=()
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_postgres() { if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() {
    set +e # stop everything, whatever already stopped
    for pid in "${pids[@]}"; do kill -CONT "$pid" 2>/dev/null; kill "$pid" 2>/dev/null || true; done
    for _ in $(seq 30); do # a node busy with a backlog may take its time to stop
        local alive=0
        for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
        ((alive)) || break
        sleep 1
    done
    for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null; done
    [[ -f $work/pg/postmaster.pid ]] && as_postgres "$pg_bin/pg_ctl" -D "$work/pg" -m immediate -t 30 stop > /dev/null
    wait 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
trap 'echo "stopped: past the deadline or interrupted" >&2; exit 1' TERM INT

[[ -f micro/target/nutrilab.war ]] || ./mvnw -B -q -DskipTests package -pl micro -am
# Tokens that outlive the run; the limiter off, as in bench/labs.sh.
export NUTRILAB_OPERATOR_KEY=bench-operator-key NUTRILAB_RATELIMIT_ENABLED=false NUTRILAB_SKIP_BUILD=1 \
    NUTRILAB_AUTH_ACCESS_TOKEN_SECONDS=7200
section() { printf '== %s  (at %d:%02d)\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }
json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }
fetch() { curl -fsS --max-time 30 "$@"; }

section "Databases"
java -Xmx512m -Dderby.system.home="$work/derby-server" -cp "micro/target/derby/*" \
    org.apache.derby.drda.NetworkServerControl start -h 127.0.0.1 -p 15290 -noSecurityManager > "$work/derby-server.log" 2>&1 &
pids+=($!)
mkdir "$work/pg" && echo nutrilab > "$work/pg.password"
if [[ $(id -u) -eq 0 ]]; then # initdb and postgres refuse root: the postgres user owns the server's files
    chown postgres "$work" "$work/pg" "$work/pg.password"
fi
as_postgres "$pg_bin/initdb" -D "$work/pg" -U nutrilab -A scram-sha-256 --pwfile="$work/pg.password" -E UTF8 --no-locale > /dev/null
as_postgres "$pg_bin/pg_ctl" -D "$work/pg" -l "$work/pg/log" -w -t 60 \
    -o "-p 15291 -c listen_addresses=127.0.0.1 -c unix_socket_directories=''" start > /dev/null
PGPASSWORD=nutrilab PGCONNECT_TIMEOUT=10 psql -q -h 127.0.0.1 -p 15291 -U nutrilab -d postgres -c "CREATE DATABASE nutrilab"
echo "$(ls micro/target/derby | grep -o 'derby-[0-9.]*[0-9]' | head -1), PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}')"

names=(derby-embedded derby-network postgresql)
declare -A port=([derby-embedded]=18101 [derby-network]=18102 [postgresql]=18103) node
# Lets node $1 run and freezes the others.
only() {
    for other in "${names[@]}"; do
        if [[ $other == "$1" ]]; then kill -CONT "${node[$other]}"; else kill -STOP "${node[$other]}"; fi
    done
}
start_node() {
    local name=$1 settings=(NUTRILAB_DATA_DIR="$work/$1" PORT=${port[$1]})
    case $name in
        derby-network) settings+=(NUTRILAB_DB_DATA_SOURCE=org.apache.derby.jdbc.ClientDataSource
            NUTRILAB_DB_HOST=127.0.0.1 NUTRILAB_DB_PORT=15290 NUTRILAB_DB_NAME=nutrilab) ;;
        postgresql) settings+=(NUTRILAB_DB_DATA_SOURCE=org.postgresql.ds.PGSimpleDataSource
            NUTRILAB_DB_HOST=127.0.0.1 NUTRILAB_DB_PORT=15291 NUTRILAB_DB_NAME=nutrilab NUTRILAB_DB_PASSWORD=nutrilab) ;;
    esac
    mkdir -p "$work/$name"
    env "${settings[@]}" ./run.sh > "$work/$name.log" 2>&1 & # run.sh execs java: this pid is the node's
    pids+=($!)
    node[$name]=$!
    local deadline=$((SECONDS + 300))
    until curl -fs --max-time 5 "http://127.0.0.1:${port[$name]}/health/ready" 2>/dev/null | grep -q '"UP"'; do
        if ((SECONDS > deadline)); then echo "$name: not ready after 300 s" >&2; tail -20 "$work/$name.log" >&2; exit 1; fi
        sleep 1
    done
    grep -ho 'Loaded [0-9]* USDA SR24 foods in [0-9]* ms' "$work/$name.log" | sed "s/^/$name: /" || true
}

declare -A token
setup_user() {
    local name=$1 base=http://127.0.0.1:${port[$1]}
    post() { fetch -H 'Content-Type: application/json' "${@:3}" -d "$2" "$base$1"; }
    local operator client auth
    operator=$(post /api/v1/admin/login "{\"operatorKey\":\"$NUTRILAB_OPERATOR_KEY\"}" | json '["accessToken"]')
    client=$(post /api/v1/admin/clients '{"name":"bench"}' -H "Authorization: Bearer $operator" | json '["key"]')
    post /api/v1/auth/register '{"username":"bench","password":"bench-password"}' -H "Authorization: Bearer $client" > /dev/null
    token[$name]=$(post /api/v1/auth/login '{"username":"bench","password":"bench-password"}' \
        -H "Authorization: Bearer $client" | json '["accessToken"]')
    auth="Authorization: Bearer ${token[$name]}"
    local samples=ejb-module/src/test/resources/lab-samples
    cp $samples/sample-01-us-reference-lab.pdf "$work/again.pdf" && printf '\n%% another copy\n' >> "$work/again.pdf"
    for file in $samples/sample-0[1-9]-*.{pdf,png,jpg} "$work/again.pdf"; do
        fetch -H "$auth" -F "file=@$file" "$base/api/v1/labs/upload" > /dev/null
    done
    fetch -X PUT -H "$auth" -H 'Content-Type: application/json' -d '{"diet":"vegetarian","exclude":["nuts"]}' \
        "$base/api/v1/profile" > /dev/null
    local deadline=$((SECONDS + 180))
    until [[ $(waiting "$name") == 0 ]]; do
        if ((SECONDS > deadline)); then echo "$name: sample reports not read after 180 s" >&2; exit 1; fi
        sleep 1
    done
    echo "$name: $(fetch -H "$auth" "$base/api/v1/labs?status=COMPLETED&pageSize=1" | json '["totalItems"]') sample reports COMPLETED"
}

# The node's user's reports in status $2 (PROCESSING by default).
waiting() {
    fetch -H "Authorization: Bearer ${token[$1]}" "http://127.0.0.1:${port[$1]}/api/v1/labs?status=${2:-PROCESSING}&pageSize=1" |
        json '["totalItems"]'
}
# "p50 p99" in ms of GET /recommendations on one connection for $2 seconds.
recommendations() {
    timeout $(($2 + 30)) wrk -t1 -c1 -d"$2"s --latency -H "Authorization: Bearer ${token[$1]}" \
        "http://127.0.0.1:${port[$1]}/api/v1/recommendations?limit=10" |
        awk 'function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
             /^ +50%/ {p50 = ms($2)} /^ +99%/ {p99 = ms($2)} / [0-9]+ requests in/ {n = $1}
             END {printf "%.2f %.2f %d\n", p50, p99, n}'
}
# Uploads per second for $2 seconds; $3 keeps the bodies of this run distinct from the other runs'.
uploads() {
    SALT="$1-$3" TOKEN=${token[$1]} FILE=ejb-module/src/test/resources/lab-samples/sample-01-us-reference-lab.pdf \
        timeout $(($2 + 30)) wrk -t2 -c8 -d"$2"s -s bench/labs.lua "http://127.0.0.1:${port[$1]}" |
        awk '/Requests\/sec/ {print $2} /Non-2xx/ {print "non-2xx answers: " $NF > "/dev/stderr"}'
}
# The median of the numbers on standard input.
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
results=$work/results # lines "metric node value"

section "Nodes (first start: schema and the SR24 food load)"
for name in "${names[@]}"; do start_node "$name"; done
section "Users and their reports"
for name in "${names[@]}"; do only "$name"; setup_user "$name"; done

section "Recommendations (one connection, 10 s per node and round after a 60 s warm-up)"
for name in "${names[@]}"; do only "$name"; recommendations "$name" 60 > /dev/null; done
for round in $(seq "$rounds"); do
    # A different node first in each round, so that none always runs on a machine just warmed by another.
    for i in 0 1 2; do
        name=${names[$(( (i + round - 1) % 3 ))]}
        only "$name"
        read -r p50 p99 count < <(recommendations "$name" 10)
        echo "round $round  $name  p50 $p50 ms  p99 $p99 ms  ($count requests)"
        echo "p50 $name $p50" >> "$results"; echo "p99 $name $p99" >> "$results"
    done
done

section "Uploads (wrk -t2 -c8, 5 s per node and round after a 30 s warm-up)"
for name in "${names[@]}"; do only "$name"; uploads "$name" 30 warm-up > /dev/null; done
for round in $(seq "$rounds"); do
    for i in 0 1 2; do
        name=${names[$(( (i + round - 1) % 3 ))]}
        only "$name"
        rate=$(uploads "$name" 5 "round-$round")
        echo "round $round  $name  $rate uploads/s"
        echo "uploads $name $rate" >> "$results"
    done
done

section "Processing of the backlog (45 s per node, alone)"
for name in "${names[@]}"; do
    only "$name"
    before=$(waiting "$name")
    sleep 45
    after=$(waiting "$name")
    echo "$name  $((before - after)) of $before reports finished in 45 s; now $(waiting "$name" COMPLETED) COMPLETED," \
        "$(waiting "$name" FAILED) FAILED, $after PROCESSING"
    echo "processed $name $(awk -v n=$((before - after)) 'BEGIN {printf "%.1f", n / 45}')" >> "$results"
done

section "Medians of $rounds rounds"
echo "| | uploads/s | reports processed/s | recommendations p50 (ms) | recommendations p99 (ms) |"
echo "|---|---|---|---|---|"
for name in "${names[@]}"; do
    row="| $name"
    for metric in uploads processed p50 p99; do
        row+=" | $(awk -v m=$metric -v n="$name" '$1 == m && $2 == n {print $3}' "$results" | median)"
    done
    echo "$row |"
done
