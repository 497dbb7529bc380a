#!/usr/bin/env bash
# Runs a Derby Network Server in the foreground: the database a cluster's nodes share.
#
#   config/cluster/start-derby.sh
#
# Settings: NUTRILAB_DB_HOST (127.0.0.1; the address to listen on), NUTRILAB_DB_PORT (1527),
# NUTRILAB_DERBY_HOME (./data/derby-server: where its databases live). Listening beyond loopback
# needs Derby's authentication switched on first (derby.connection.requireAuthentication).
set -euo pipefail
cd "$(dirname "$0")/../.."

jars=micro/target/derby
if [[ ! -d $jars ]]; then
    ./mvnw -B -q -DskipTests package -pl micro -am
fi
home=${NUTRILAB_DERBY_HOME:-$PWD/data/derby-server}
mkdir -p "$home"
exec java -Xmx512m -Dderby.system.home="$home" -cp "$jars/*" \
    org.apache.derby.drda.NetworkServerControl start \
    -h "${NUTRILAB_DB_HOST:-127.0.0.1}" -p "${NUTRILAB_DB_PORT:-1527}" -noSecurityManager
