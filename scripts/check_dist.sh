#!/usr/bin/env bash
# Check built distributions as a club would meet them: `twine check`, then the wheel
# installed in a fresh virtual environment, far from the source tree (a copy of nothing
# but the wheel), running the example club end to end: podium init --example, build, check.
#   scripts/check_dist.sh DIST_DIR [PYTHON]
set -euo pipefail
dist="$(cd "$1" && pwd)"
python="$(command -v "${2:-python3}")"
case "$python" in /*) ;; *) python="$PWD/$python" ;; esac  # still found after cd
shopt -s nullglob
wheels=("$dist"/*.whl)
sdists=("$dist"/*.tar.gz)
[ "${#wheels[@]}" -eq 1 ] && [ "${#sdists[@]}" -eq 1 ] || {
  echo "$dist: expected one wheel and one sdist" >&2; exit 1; }
"$python" -m twine check --strict "${wheels[0]}" "${sdists[0]}"
away="$(mktemp -d)"
trap 'rm -rf "$away"' EXIT
cp "${wheels[0]}" "$away/"
cd "$away"  # nothing of the source tree is reachable from here
"$python" -m venv venv
venv/bin/python -m pip install -q "$(basename "${wheels[0]}")"
venv/bin/podium --version
version="$(venv/bin/python -c 'import podium; print(podium.__version__)')"
# A wheel installed from a file pins nothing a club's workflow can install: pin the release
# this wheel is to become, as a club installing it from the package index would get it.
venv/bin/podium init club --title "Wheel check club" --language it --example \
  --pin pypi --version "$version"
venv/bin/podium check club/content
venv/bin/podium build club/content -o club/_site -q
test -f club/_site/index.html
grep -q 'lang="it"' club/_site/index.html
echo "the wheel works away from the source: init, check and build of the example club"
