# Sourced by the test and bench scripts: starts `vitrine serve` on a free loopback port.
# start_server BIN WORKDIR [extra serve flags…] sets $server (pid) and $url, and waits for /healthz.
# The server gets VITRINE_ADMIN_TOKEN and VITRINE_ADMIN_PASSWORD (random unless already set,
# and exported so the caller's requests can sign in: `Authorization: Bearer $VITRINE_ADMIN_TOKEN`).
start_server() {
    local bin=$1 work=$2
    export VITRINE_ADMIN_TOKEN=${VITRINE_ADMIN_TOKEN:-$(python3 -c 'import secrets; print(secrets.token_urlsafe(32))')}
    export VITRINE_ADMIN_PASSWORD=${VITRINE_ADMIN_PASSWORD:-$(python3 -c 'import secrets; print(secrets.token_urlsafe(16))')}
    shift 2
    local port
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "$bin" serve --http-host 127.0.0.1 --http-port "$port" --db-path "$work/vitrine.sqlite" "$@" > "$work/server.log" 2>&1 &
    server=$!
    url="http://127.0.0.1:$port"
    for _ in $(seq 1 150); do
        curl -fs "$url/healthz" > /dev/null 2>&1 && return 0
        if ! kill -0 "$server" 2>/dev/null; then
            echo "server exited during start-up:"; cat "$work/server.log"; return 1
        fi
        sleep 0.2
    done
    echo "server did not answer /healthz in 30 s"; return 1
}

# stop_server: stops the server started by start_server (if any).
stop_server() {
    [[ -n ${server:-} ]] || return 0
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
}
