# The teams' areas (scripts/areas.json): what each is made of, for npm test -- --area, scripts/pact.sh and the
# release record. Needs common.sh sourced.
# shellcheck shell=bash

AREAS_FILE="$ROOT/scripts/areas.json"

area_names() { node -e 'console.log(Object.keys(require(process.argv[1])).join(" "))' "$AREAS_FILE"; }

# area_check AREA: dies, listing the areas, when AREA is not one.
area_check() {
  node -e 'process.exit(Object.hasOwn(require(process.argv[1]), process.argv[2]) ? 0 : 1)' "$AREAS_FILE" "$1" \
    || die "unknown area '$1' (one of: $(area_names))"
}

# area_field AREA FIELD: a field of the area (a dotted path, e.g. consumer.name); lists space-separated, "" when absent.
area_field() {
  node -e '
    const area = require(process.argv[1])[process.argv[2]];
    const value = process.argv[3].split(".").reduce((o, k) => (o == null ? undefined : o[k]), area);
    console.log(value == null ? "" : Array.isArray(value) ? value.join(" ") : String(value));
  ' "$AREAS_FILE" "$1" "$2"
}
