#!/usr/bin/env bash
# `make image-size`: the size of the Docker image (Dockerfile, runtime stage) without a Docker
# engine, from the contents of its layers, built here as directories:
# - base: `debootstrap --variant=minbase bookworm`, made like debian:bookworm-slim as debuerreotype
#   makes it (its minimizing apt/dpkg configuration, the image's sources, `apt-get full-upgrade`,
#   then "slimify": a dpkg path-exclude file for documentation, man and info pages, most locales,
#   lintian and linda overrides, and those files deleted; apt lists, caches and logs removed);
# - packages: the runtime stage's RUN instructions, read from the Dockerfile, run in a chroot of
#   that base command by command (its apt-get install line decides the packages): every path they
#   add or change (paths they delete are counted apart: Docker records them as empty whiteouts);
# - app: what the Dockerfile copies into /app: the release binary (VITRINE_RELEASE_DIR, default
#   .build/release), Templates/ and Public/.
# Prints image.<layer>_bytes (apparent sizes as `du -sb` counts them), image.<layer>_tar_bytes (the
# uncompressed tar of the layer, as `tar --totals` counts it) and image.<layer>_gzip_bytes
# (`tar -c | gzip -c | wc -c`: a layer as a registry stores it), the totals, the binary's bytes,
# the number of packages the RUN adds and the ten largest by dpkg's Installed-Size (KiB).
# Runs as root. debootstrap's tree and the downloaded packages are kept in .build/image-size/; each
# run measures a fresh copy (about a minute and a half on 2 cores once they are there, most of it
# dpkg and gzip). Delete that folder to start over; IMAGE_SIZE_KEEP=1 keeps the measured tree
# (.build/image-size/rootfs). The gzip figures move by a few kilobytes between runs (the times
# of the files written in the run).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $(id -u) -eq 0 ]] || { echo "image.error: run as root (debootstrap and chroot)"; exit 1; }
release=${VITRINE_RELEASE_DIR:-.build/release}
[[ -f $release/vitrine ]] || { echo "image.error: $release/vitrine is missing (make build)"; exit 1; }
release=$(cd "$release" && pwd)
scripts/ensure-apt.sh debootstrap >&2

mkdir -p .build/image-size
work=$(cd .build/image-size && pwd)
bootstrap=$work/bootstrap # debootstrap's tree, kept between runs
rootfs=$work/rootfs       # the copy this run builds and measures
debs=$work/debs           # packages downloaded by apt, kept between runs (hard links)
log=$work/apt.log         # what debootstrap and the chroot's commands print
: > "$log"

# Mounts live in the chroot commands' own mount namespaces (in_chroot); this only makes sure.
unmount_all() {
    findmnt -rn -o TARGET | { grep -F "$work/" || true; } | sort -r | while read -r target; do umount -l "$target"; done
}
on_exit() {
    local status=$1
    unmount_all
    if ((status != 0)); then
        echo "image-size: failed; the end of $log:" >&2
        tail -n 30 "$log" >&2
    fi
    [[ ${IMAGE_SIZE_KEEP:-} == 1 ]] || rm -rf --one-file-system "$rootfs"
}
trap 'on_exit $?' EXIT

# in_chroot COMMAND…: runs in the rootfs as a Dockerfile's RUN would, with /proc, /sys and /dev and
# the host's DNS mounted in a mount namespace of its own (they go away with it).
in_chroot() {
    unshare --mount --propagation private /bin/bash -euo pipefail -c '
        root=$1; shift
        mount -t proc proc "$root/proc"
        mount --rbind /sys "$root/sys"
        mount --rbind /dev "$root/dev"
        mount --bind -o ro /etc/resolv.conf "$root/etc/resolv.conf"
        exec chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
            HOME=/root LC_ALL=C DEBIAN_FRONTEND=noninteractive "$@"
    ' - "$rootfs" "$@" < /dev/null 2>> "$log"
}
logged() { "$@" >> "$log" 2>&1; }

# apt_cached CACHE COMMAND: an apt-get install or upgrade command in the rootfs, its packages taken
# from and kept in $debs/CACHE: a --download-only pass first, whose .deb files are linked into the
# cache, because the image's apt configuration deletes them after dpkg runs. Cached files of
# packages not installed afterwards (older versions) are dropped.
apt_cached() {
    local cache=$debs/$1 command=$2 archives=$rootfs/var/cache/apt/archives
    mkdir -p "$cache"
    find "$cache" -name '*.deb' -exec ln -f -t "$archives" {} +
    logged in_chroot /bin/sh -c "$command --download-only"
    find "$archives" -maxdepth 1 -name '*.deb' -exec ln -f -t "$cache" {} +
    logged in_chroot /bin/sh -c "$command"
    in_chroot dpkg-query -W -f='${Package}_${Version}_${Architecture}.deb\n' | sed 's/:/%3a/' | sort > "$work/installed.txt"
    find "$cache" -name '*.deb' -printf '%f\n' | sort | comm -23 - "$work/installed.txt" \
        | while read -r stale; do rm -f "$cache/$stale"; done
}

# manifest FILE: inode, change time, apparent size and path of every entry of the rootfs.
manifest() {
    find "$rootfs" -xdev -mindepth 1 -printf '%i\t%C@\t%s\t%P\n' | sort -t$'\t' -k4 > "$1"
}

# layer_tar ARGS…: GNU tar with ARGS writing to standard output; prints the archive's bytes, then
# the bytes of it compressed by gzip (default level, as Docker compresses layers).
layer_tar() {
    local gzip_bytes
    gzip_bytes=$(tar -c --totals --sort=name --numeric-owner -f - "$@" 2> "$work/tar-totals" | gzip -c | wc -c)
    echo "$(sed -n 's/^Total bytes written: \([0-9]*\).*/\1/p' "$work/tar-totals") $gzip_bytes"
}

# The runtime stage's RUN instructions (those after the last FROM), continuation lines joined,
# split into their commands at `&&`, one a line.
runtime_commands() {
    awk '
        /^[[:space:]]*#/ { next }
        { line = line $0 }
        /\\[[:space:]]*$/ { sub(/\\[[:space:]]*$/, " ", line); next }
        {
            word = toupper(line); sub(/[[:space:]].*/, "", word)
            if (word == "FROM") runs = ""
            else if (word == "RUN") { sub(/^[^[:space:]]+[[:space:]]+/, "", line); runs = runs line "\n" }
            line = ""
        }
        END { printf "%s", runs }
    ' Dockerfile | sed -E 's/[[:space:]]*&&[[:space:]]*/\n/g' | sed -E 's/^[[:space:]]+//; s/[[:space:]]+$//' | grep -v '^$'
}
mapfile -t commands < <(runtime_commands)
printf '%s\n' "${commands[@]}" | grep -q '^apt-get install ' \
    || { echo "image.error: no apt-get install in the Dockerfile's runtime stage"; exit 1; }

# Layer 1: debian:bookworm-slim.
if [[ ! -d $bootstrap ]]; then
    echo "image-size: debootstrap bookworm (minbase) into $bootstrap, once (a few minutes)" >&2
    rm -rf --one-file-system "$bootstrap.partial"
    logged unshare --mount debootstrap --variant=minbase bookworm "$bootstrap.partial" http://deb.debian.org/debian
    mv "$bootstrap.partial" "$bootstrap"
fi
echo "image-size: the base layer (debian:bookworm-slim)" >&2
unmount_all
rm -rf --one-file-system "$rootfs"
cp -a "$bootstrap" "$rootfs"
[[ -f $rootfs/etc/resolv.conf ]] || touch "$rootfs/etc/resolv.conf"

# debuerreotype's minimizing configuration: no services started, dpkg without sync, apt's caches
# deleted after every run, compressed lists, no translations, suggested packages auto-removable.
printf '#!/bin/sh\n# No services are started in an image build.\nexit 101\n' > "$rootfs/usr/sbin/policy-rc.d"
chmod 0755 "$rootfs/usr/sbin/policy-rc.d"
echo 'force-unsafe-io' > "$rootfs/etc/dpkg/dpkg.cfg.d/docker-apt-speedup"
clean='"rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true";'
printf 'DPkg::Post-Invoke { %s };\nAPT::Update::Post-Invoke { %s };\nDir::Cache::pkgcache "";\nDir::Cache::srcpkgcache "";\n' \
    "$clean" "$clean" > "$rootfs/etc/apt/apt.conf.d/docker-clean"
echo 'Acquire::GzipIndexes "true";' > "$rootfs/etc/apt/apt.conf.d/docker-gzip-indexes"
echo 'Acquire::Languages "none";' > "$rootfs/etc/apt/apt.conf.d/docker-no-languages"
echo 'Apt::AutoRemove::SuggestsImportant "false";' > "$rootfs/etc/apt/apt.conf.d/docker-autoremove-suggests"
# The image's sources: bookworm, bookworm-updates and bookworm-security (deb822).
rm -f "$rootfs/etc/apt/sources.list"
cat > "$rootfs/etc/apt/sources.list.d/debian.sources" << 'EOF'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
logged in_chroot apt-get update --error-on=any
apt_cached base "apt-get full-upgrade -y"

# Slimify: dpkg leaves these paths out from now on (the packages layer too), and the ones already
# installed are deleted, keeping the includes (copyright files, the C locale's files); then dangling
# symlinks and empty directories under them go, except the man page sections' directories.
excludes=(/usr/share/doc/'*' /usr/share/doc/kde/HTML/'*'/'*' /usr/share/gnome/help/'*'/'*' /usr/share/info/'*'
    /usr/share/linda/'*' /usr/share/lintian/overrides/'*' /usr/share/locale/'*' /usr/share/man/'*'
    /usr/share/omf/'*'/'*-*.emf')
includes=(/usr/share/doc/'*'/copyright /usr/share/doc/kde/HTML/C/'*' /usr/share/gnome/help/'*'/C/'*'
    /usr/share/locale/all_languages /usr/share/locale/currency/'*' /usr/share/locale/l10n/'*'
    /usr/share/locale/languages /usr/share/locale/locale.alias /usr/share/omf/'*'/'*-C.emf')
{
    echo '# The "slim" variant: files unneeded in a container stay out (debuerreotype-slimify).'
    printf 'path-exclude %s\n' "${excludes[@]}"
    printf 'path-include %s\n' "${includes[@]}"
} > "$rootfs/etc/dpkg/dpkg.cfg.d/docker"
logged in_chroot /bin/bash -euo pipefail -c '
    keep=()
    for include in "$@"; do keep+=(${keep[@]:+-o} -path "$include"); done
    shopt -s nullglob
    sections=(/usr/share/man/man[0-9]/)
    shopt -u nullglob
    for root in /usr/share/doc /usr/share/info /usr/share/linda /usr/share/lintian/overrides /usr/share/locale /usr/share/man; do
        [[ -d $root ]] || continue
        find "$root" -depth -mindepth 1 -not \( -type d -o -type l \) -not \( "${keep[@]}" \) -delete
        while [[ -n $(find "$root" -depth -mindepth 1 \( -empty -o -xtype l \) -exec rm -rf {} + -print) ]]; do :; done
    done
    ((${#sections[@]} == 0)) || mkdir -p "${sections[@]}"
' - "${includes[@]}"

# What the image's tar leaves out: apt's lists and caches, logs, the machine id, ldconfig's cache.
find "$rootfs/var/lib/apt/lists" -mindepth 1 -maxdepth 1 -not -name partial -exec rm -rf {} +
rm -f "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb "$rootfs/var/cache/apt/archives/lock" \
    "$rootfs"/var/log/{dpkg.log,bootstrap.log,alternatives.log} "$rootfs"/var/log/apt/{history.log,term.log,eipp.log.xz} \
    "$rootfs/var/cache/ldconfig/aux-cache" "$rootfs/etc/machine-id" "$rootfs/etc/apt/apt.conf.d/01autoremove-kernels" \
    "$rootfs/var/lib/systemd/catalog/database"
: > "$rootfs/etc/resolv.conf" # Docker mounts its own over it
in_chroot dpkg-query -W -f='${Package}\n' > "$work/base-packages.txt"
manifest "$work/base.manifest"
base_bytes=$(du -sb "$rootfs" | cut -f1)
read -r base_tar base_gzip < <(layer_tar -C "$rootfs" .)

# Layer 2: the runtime stage's RUN, command by command (apt-get install through the package cache).
echo "image-size: the packages layer (${#commands[@]} commands of the runtime stage's RUN)" >&2
for command in "${commands[@]}"; do
    case $command in
        "apt-get install "*) apt_cached packages "$command" ;;
        *) logged in_chroot /bin/sh -c "$command" ;;
    esac
done
manifest "$work/packages.manifest"
# The layer: every path that is new or whose inode or change time differs from the base's.
awk -F'\t' 'NR == FNR { base[$4] = $1 "\t" $2; next } !($4 in base) || base[$4] != $1 "\t" $2' \
    "$work/base.manifest" "$work/packages.manifest" > "$work/packages.changed"
packages_bytes=$(awk -F'\t' '!seen[$1]++ { sum += $3 } END { print sum + 0 }' "$work/packages.changed")
deleted=$(awk -F'\t' 'NR == FNR { after[$4]; next } !($4 in after)' "$work/packages.manifest" "$work/base.manifest" | wc -l)
cut -f4 "$work/packages.changed" | tr '\n' '\0' > "$work/packages.list"
read -r packages_tar packages_gzip < <(layer_tar -C "$rootfs" --no-recursion --null -T "$work/packages.list")
in_chroot dpkg-query -W -f='${Package}\t${Installed-Size}\n' \
    | awk -F'\t' 'NR == FNR { base[$1]; next } !($1 in base)' "$work/base-packages.txt" - \
    | sort -t$'\t' -k2,2nr > "$work/packages-added.txt"

# Layer 3: COPY into /app (one tar here; the Dockerfile's COPY lines are layers of their own).
app_files=("$release/vitrine" Templates Public)
app_bytes=$(du -sbcD "${app_files[@]}" | tail -n 1 | cut -f1)
binaries_bytes=$(du -sbD "$release/vitrine" | cut -f1)
read -r app_tar app_gzip < <(layer_tar --owner=0 --group=0 --transform 's,^,app/,S' \
    -C "$release" vitrine -C "$PWD" Templates Public)

echo "image.base_bytes: $base_bytes"
echo "image.base_tar_bytes: $base_tar"
echo "image.base_gzip_bytes: $base_gzip"
echo "image.packages_bytes: $packages_bytes"
echo "image.packages_tar_bytes: $packages_tar"
echo "image.packages_gzip_bytes: $packages_gzip"
echo "image.packages_deleted_paths: $deleted"
echo "image.packages_added: $(wc -l < "$work/packages-added.txt")"
head -n 10 "$work/packages-added.txt" | while IFS=$'\t' read -r package kib; do
    echo "image.package_installed_kib.$package: $kib"
done
echo "image.app_bytes: $app_bytes"
echo "image.app_tar_bytes: $app_tar"
echo "image.app_gzip_bytes: $app_gzip"
echo "image.binaries_bytes: $binaries_bytes"
echo "image.total_bytes: $((base_bytes + packages_bytes + app_bytes))"
echo "image.total_tar_bytes: $((base_tar + packages_tar + app_tar))"
echo "image.total_gzip_bytes: $((base_gzip + packages_gzip + app_gzip))"
