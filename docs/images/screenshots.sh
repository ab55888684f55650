#!/bin/sh
# Regenerates the screenshots of `uistate view` in docs/images/ with headless Chromium, the
# browser the tests use. Run from the repository's top folder after `swift build`:
#   sh docs/images/screenshots.sh            (UISTATE=path/to/uistate to use another build)
set -eu
uistate=$(cd "$(dirname "${UISTATE:-.build/debug/uistate}")" && pwd)/$(basename "${UISTATE:-.build/debug/uistate}")
images=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GIT_AUTHOR_NAME=uistate GIT_AUTHOR_EMAIL=uistate@example.invalid GIT_COMMITTER_NAME=uistate GIT_COMMITTER_EMAIL=uistate@example.invalid
export GIT_AUTHOR_DATE="2026-11-24T10:00:00Z" GIT_COMMITTER_DATE="2026-11-24T10:00:00Z"

record() { # folder archive steps...
    folder=$work/$1 archive=$2
    shift 2
    mkdir -p "$folder" && cd "$folder" && "$uistate" init --archive "$archive" -q
    for step in "$@"; do "$uistate" sample "$step" --out "$archive" -q && "$uistate" commit -m "$step" -q; done
}
shoot() { # page.html image.png [extra chromium flags]
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,860 --virtual-time-budget=3000 \
        ${3:-} --screenshot="$images/$2" "file://$1" 2>/dev/null
}

record classic App.savedState launch scroll open-item edit-text edit-mode new-item
"$uistate" view --out "$work/classic.html" -q
shoot "$work/classic.html" view-classic.png
"$uistate" view HEAD~4 HEAD~3 --out "$work/diff.html" -q
shoot "$work/diff.html" view-diff.png
shoot "$work/diff.html" view-diff-dark.png --force-dark-mode

record scenes Notes.savedState notes-one-window notes-two-windows notes-draft
"$uistate" view HEAD~1 HEAD --out "$work/scenes.html" -q
shoot "$work/scenes.html" view-scenes.png

record mac Editor.savedState mac-one-window mac-two-windows mac-typing
"$uistate" view --out "$work/mac.html" -q
shoot "$work/mac.html" view-mac.png
echo "wrote $images/view-*.png"
