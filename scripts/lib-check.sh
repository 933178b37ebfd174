# Sourced by every scripts/test.d check: one way to fail, count and sum up.
#   fail MESSAGE   prints "NAME: MESSAGE" (then the last lines of $check_log when that file
#                  exists, e.g. a server's log) and exits 1.
#   pass           counts one check that held (call it after each check).
#   passed [TEXT]  the script's last line, "NAME: N checks passed[, TEXT]", which `make test`'s
#                  summary shows: the count is the number of `pass` calls, never typed by hand.
# NAME is the script's file name without `.sh`.
check_name=$(basename "${BASH_SOURCE[1]:-$0}" .sh)
checks=0
check_log=

fail() {
    echo "$check_name: $*"
    if [[ -n $check_log && -f $check_log ]]; then tail -20 "$check_log"; fi
    exit 1
}

pass() { checks=$((checks + 1)); }

passed() {
    local noun="checks"
    ((checks == 1)) && noun="check"
    echo "$check_name: $checks $noun passed${1:+, $1}"
}
