#!/usr/bin/env bash
# Builds the readers with libFuzzer and AddressSanitizer and fuzzes them.
#   Tests/Fuzz/run-fuzzer.sh [seconds]      (default 600)
# Seeds: the shared fixtures (if present) and the built-in samples. Findings are written to
# .build-fuzz/artifacts; the corpus grows in .build-fuzz/corpus (neither is committed).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-600}
out=$root/.build-fuzz
mkdir -p "$out/corpus" "$out/artifacts" "$out/seeds"
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -I "$out" -L "$out")

build_module() {
    local name=$1; shift
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a" "$@" "$root"/Sources/"$name"/*.swift
}
build_module PropertyList
build_module KeyedArchive -lPropertyList
swiftc "${flags[@]}" -lKeyedArchive -lPropertyList "$root/Tests/Fuzz/FuzzReaders.swift" -o "$out/fuzz-readers" 2>&1 \
    | grep -v "Cannot export local symbol" || true

fixtures=${UISTATE_FIXTURES:-$root/../shared/fixtures}
if [ -d "$fixtures" ]; then
    find "$fixtures" -type f ! -name 'LICEN*' ! -name 'COPYING*' ! -name '*.md' -exec cp {} "$out/seeds/" \;
fi
if [ -x "$root/.build/debug/uistate" ]; then
    for sample in launch edit-text new-item awkward; do
        "$root/.build/debug/uistate" sample "$sample" --out "$out/seeds/$sample.savedState" -q
        cp "$out/seeds/$sample.savedState/data.data" "$out/seeds/$sample.data"
        "$root/.build/debug/uistate" inspect "$out/seeds/$sample.data" --raw > "$out/seeds/$sample.txt"
        rm -rf "$out/seeds/$sample.savedState"
    done
fi

cd "$out"
exec ./fuzz-readers -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 corpus seeds
