#!/usr/bin/env bash
# Starts node INDEX (0, 1, ...) of a NutriLab cluster in the foreground: Payara Micro with the
# same WAR as ./run.sh, one Hazelcast cluster over TCP/IP, one shared database.
#
#   config/cluster/start-node.sh INDEX
#
# Settings (environment; defaults run every node on this machine):
#   NUTRILAB_CLUSTER_MEMBERS  host:port of every node's Hazelcast, comma-separated
#                             (default 127.0.0.1:6910,127.0.0.1:6911); this node is entry INDEX.
#                             List each port: a range (6910-6920) does not parse.
#   NUTRILAB_CLUSTER_NAME     Hazelcast cluster name (default nutrilab), so strangers do not join
#   PORT                      HTTP port (default 8080 + INDEX)
#   NUTRILAB_DB_*             the shared database (default: Derby Network Server 127.0.0.1:1527,
#                             database "nutrilab", see config/cluster/start-derby.sh; PostgreSQL with
#                             NUTRILAB_DB_DATA_SOURCE=org.postgresql.ds.PGSimpleDataSource, port 5432,
#                             see docs/database.md)
#   NUTRILAB_JWT_PRIVATE_KEY_LOCATION / NUTRILAB_JWT_PUBLIC_KEY_LOCATION
#                             the signing key pair every node must share (default: in
#                             NUTRILAB_DATA_DIR, which nodes on one machine share)
set -euo pipefail
cd "$(dirname "$0")/../.."

index=${1:?usage: config/cluster/start-node.sh INDEX}
members=${NUTRILAB_CLUSTER_MEMBERS:-127.0.0.1:6910,127.0.0.1:6911}
IFS=, read -r -a member_list <<< "$members"
(( index < ${#member_list[@]} )) || { echo "node $index is not in NUTRILAB_CLUSTER_MEMBERS=$members" >&2; exit 2; }
self=${member_list[$index]}

export PORT=${PORT:-$((8080 + index))}
export NUTRILAB_DATA_DIR=${NUTRILAB_DATA_DIR:-$PWD/data/cluster}
export NUTRILAB_DB_DATA_SOURCE=${NUTRILAB_DB_DATA_SOURCE:-org.apache.derby.jdbc.ClientDataSource}
export NUTRILAB_DB_HOST=${NUTRILAB_DB_HOST:-127.0.0.1}
case $NUTRILAB_DB_DATA_SOURCE in
    org.postgresql.*) export NUTRILAB_DB_PORT=${NUTRILAB_DB_PORT:-5432} ;;
    *) export NUTRILAB_DB_PORT=${NUTRILAB_DB_PORT:-1527} ;;
esac
export NUTRILAB_DB_NAME=${NUTRILAB_DB_NAME:-nutrilab}
export NUTRILAB_CLUSTER_OPTIONS="--interfaces ${self%:*} --startport ${self##*:} --clustermode tcpip:$members \
--clustername ${NUTRILAB_CLUSTER_NAME:-nutrilab} --name node-$index"
exec ./run.sh
