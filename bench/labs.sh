#!/usr/bin/env bash
# Lab report benchmarks. Usage: bench/labs.sh [UPLOAD_SECONDS (default 30)]
#
# 1. Extraction time per page, in process (LabExtractionTimer): text PDFs after a 60 s warm-up,
#    OCR pages (Tesseract 5, one OpenMP thread) over the image and scan samples, 3 rounds.
# 2. Upload throughput over HTTP: wrk on loopback, 8 connections, one user, the rate limiter off,
#    raw uploads of a 100 KB text PDF made unique per request (each is stored, then processed
#    in the background on the same two cores); then how long the node takes to finish the backlog.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
work=$(mktemp -d)
trap 'kill $pid 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; true' EXIT
pid=

echo "== Extraction per page"
./mvnw -q -pl ejb-module -am -DskipTests install > /dev/null
./mvnw -q -pl ejb-module org.codehaus.mojo:exec-maven-plugin:3.5.0:java -Dexec.classpathScope=test \
    -Dexec.mainClass=com.nutrilab.lab.extraction.LabExtractionTimer -Dexec.args="60 3"

echo "== Upload throughput"
source bench/lib.sh
export NUTRILAB_OPERATOR_KEY=bench-operator-key NUTRILAB_RATELIMIT_ENABLED=false
start_service 18091
bench_user
export TOKEN=$(login) FILE=ejb-module/src/test/resources/lab-samples/sample-01-us-reference-lab.pdf
wrk -t2 -c8 -d20s -s bench/labs.lua "$base" > /dev/null # warm-up
start=$(date +%s)
wrk -t2 -c8 -d"${seconds}"s --latency -s bench/labs.lua "$base" | grep -E 'Requests/sec|^ +(50|90|99)%|requests in'
export TOKEN=$(login)
wait_for_reports "Authorization: Bearer $TOKEN" 3600
total=$(curl -fsS -H "Authorization: Bearer $TOKEN" "$base/api/v1/labs?status=COMPLETED&pageSize=1" | json '["totalItems"]')
echo "all $total reports COMPLETED $(( $(date +%s) - start )) s after the measured run began"
